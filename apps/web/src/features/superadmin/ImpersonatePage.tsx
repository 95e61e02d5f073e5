import { BACKOFFICE_CALLS } from '@champions/contract';
import { PAGES, ROLE_HOME_PATH } from '@champions/domain';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { callApi } from '../../shared/api/index.ts';
import { t } from '../../shared/i18n/index.ts';
import { login } from '../../shared/session/index.ts';
import { Alert } from '../../shared/ui/forms.tsx';
import { submitErrorMessage } from '../../shared/ui/useForm.ts';
import { AuthScreen, useOnce } from '../account/index.ts';

/**
 * /superadmin/impersonate?adminId=…: opens the partner's panel as that partner (SPEC 2). The answer's
 * token is kept as the admin token; the panel shows the way back.
 */
export function ImpersonatePage() {
  const [params] = useSearchParams();
  const adminId = params.get('adminId');
  const state = useOnce(adminId && `impersonate:${adminId}`, () =>
    callApi(BACKOFFICE_CALLS.impersonate, { body: { adminId: adminId ?? '' } }),
  );
  useEffect(() => {
    if (state.status !== 'done') return;
    login('admin', state.value.token);
    window.location.assign(ROLE_HOME_PATH.admin);
  }, [state]);

  return (
    <AuthScreen title={t('superadminArea.openPanel')} accountRole="superadmin">
      {!adminId ? (
        <Alert tone="error">{t('superadminArea.impersonateMissing')}</Alert>
      ) : state.status === 'failed' ? (
        <Alert tone="error">{submitErrorMessage(state.error)}</Alert>
      ) : (
        <p role="status">{t('superadminArea.impersonating')}</p>
      )}
      {(state.status === 'failed' || !adminId) && (
        <p>
          <Link to={PAGES.superadmin.admins}>{t('superadminArea.adminsTitle')}</Link>
        </p>
      )}
    </AuthScreen>
  );
}
