import { ACCOUNT_CALLS } from '@champions/contract';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { callApi } from '../../shared/api/index.ts';
import { t } from '../../shared/i18n/index.ts';
import { logout, SESSION_ROLES, type SessionRole } from '../../shared/session/index.ts';
import { Alert } from '../../shared/ui/forms.tsx';
import { submitErrorMessage } from '../../shared/ui/useForm.ts';
import { AuthScreen } from './AuthScreen.tsx';
import { ROLE_AUTH } from './authRoles.ts';
import { useOnce } from './useOnce.ts';

/**
 * /obnovit-email?role=<role>&token=: the link sent to the old address after an e-mail change. It puts
 * the old address back, signs every device out (this one too) and e-mails a link for a new password.
 */
export function RestoreEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const asked = params.get('role');
  const role: SessionRole = (SESSION_ROLES.find((candidate) => candidate === asked) as SessionRole) ?? 'user';
  const auth = ROLE_AUTH[role];
  const state = useOnce(token && `restore:${role}:${token}`, () =>
    callApi(ACCOUNT_CALLS.restoreEmail, {
      prefix: auth.api,
      body: { token: token ?? '' },
      ignoreUnauthorized: true,
    }),
  );
  useEffect(() => {
    if (state.status === 'done') logout(role);
  }, [state, role]);

  return (
    <AuthScreen title={t('restoreEmail.title')} accountRole={role}>
      <div className="auth__status">
        {!token && <Alert tone="error">{t('restoreEmail.missingToken')}</Alert>}
        {token && state.status === 'pending' && <p role="status">{t('restoreEmail.working')}</p>}
        {state.status === 'done' && <Alert tone="success">{state.value.message}</Alert>}
        {state.status === 'failed' && <Alert tone="error">{submitErrorMessage(state.error)}</Alert>}
        <p>
          <Link to={auth.loginPath}>{t('restoreEmail.toLogin')}</Link>
        </p>
      </div>
    </AuthScreen>
  );
}
