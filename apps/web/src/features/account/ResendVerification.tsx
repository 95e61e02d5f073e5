import { ACCOUNT_CALLS } from '@champions/contract';
import { useState } from 'react';
import { callApi } from '../../shared/api/index.ts';
import { t } from '../../shared/i18n/index.ts';
import { Alert, Button } from '../../shared/ui/forms.tsx';
import { submitErrorMessage } from '../../shared/ui/useForm.ts';
import { ROLE_AUTH, type SelfRegisteringRole } from './authRoles.ts';

/** A button that sends the verification e-mail again (same answer whether or not the e-mail exists). */
export function ResendVerification({
  accountRole: role,
  email,
  variant = 'secondary',
}: {
  accountRole: SelfRegisteringRole;
  email: string;
  variant?: 'secondary' | 'link';
}) {
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);
  const resend = async () => {
    setState('sending');
    setError(null);
    try {
      await callApi(ACCOUNT_CALLS.resendVerification, { prefix: ROLE_AUTH[role].api, body: { email } });
      setState('sent');
    } catch (cause) {
      setError(submitErrorMessage(cause));
      setState('idle');
    }
  };
  return (
    <div className="auth__status">
      {state === 'sent' && <Alert tone="success">{t('auth.resent')}</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
      <Button variant={variant} block={variant !== 'link'} loading={state === 'sending'} onClick={resend}>
        {t('auth.resend')}
      </Button>
    </div>
  );
}
