import { ACCOUNT_CALLS, forgotPasswordRequest } from '@champions/contract';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { callApi } from '../../shared/api/index.ts';
import { t } from '../../shared/i18n/index.ts';
import { takeRedirectPath } from '../../shared/session/index.ts';
import { Alert, Button, FormError, TextField } from '../../shared/ui/forms.tsx';
import { formText, submitErrorMessage, useForm } from '../../shared/ui/useForm.ts';
import { AuthScreen } from './AuthScreen.tsx';
import { completeLogin, ROLE_AUTH, type SelfRegisteringRole } from './authRoles.ts';
import { useOnce } from './useOnce.ts';

/**
 * The verification link of a new account (/user/verify-email?token=, /admin/verify-email?token=):
 * confirms the e-mail, which signs the account in, then goes on to the page the user came from. An
 * expired or used link offers a new one.
 */
export function VerifyEmailPage({ accountRole: role }: { accountRole: SelfRegisteringRole }) {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <AuthScreen title={t('verify.title')} accountRole={role}>
      <VerifyEmail accountRole={role} token={token} />
    </AuthScreen>
  );
}

/** Confirms the e-mail with the link's token and signs in; used by the business sign-in page too. */
export function VerifyEmail({
  accountRole: role,
  token,
}: {
  accountRole: SelfRegisteringRole;
  token: string | null;
}) {
  const auth = ROLE_AUTH[role];
  const state = useOnce(token && `verify:${role}:${token}`, () =>
    callApi(ACCOUNT_CALLS.verifyEmail, { prefix: auth.api, body: { token: token ?? '' } }),
  );

  useEffect(() => {
    if (state.status !== 'done') return;
    completeLogin(role, state.value, { redirectQuery: role === 'user' ? takeRedirectPath() : null });
  }, [state, role]);

  if (!token) {
    return (
      <div className="auth__status">
        <Alert tone="error">{t('verify.missingToken')}</Alert>
        <ResendByEmail accountRole={role} />
      </div>
    );
  }
  if (state.status === 'pending') {
    return (
      <p className="auth__status" role="status">
        {t('verify.working')}
      </p>
    );
  }
  if (state.status === 'done') {
    return (
      <Alert tone="success" title={t('verify.done')}>
        <span className="spinner" aria-hidden="true" />
      </Alert>
    );
  }
  return (
    <div className="auth__status">
      <Alert tone="error">{submitErrorMessage(state.error)}</Alert>
      <ResendByEmail accountRole={role} />
      <p>
        <Link to={auth.loginPath}>{t('auth.backToLogin')}</Link>
      </p>
    </div>
  );
}

/** Asks for the e-mail and sends the verification link again. */
export function ResendByEmail({ accountRole: role }: { accountRole: SelfRegisteringRole }) {
  const form = useForm(forgotPasswordRequest);
  const [sent, setSent] = useState(false);
  return (
    <form
      ref={form.formRef}
      className="form"
      noValidate
      onSubmit={form.handleSubmit(
        (data) => ({ email: formText(data, 'email') }),
        async (body) => {
          setSent(false);
          await callApi(ACCOUNT_CALLS.resendVerification, { prefix: ROLE_AUTH[role].api, body });
          setSent(true);
        },
      )}
    >
      <h2 className="auth__subtitle">{t('verify.resendTitle')}</h2>
      {sent && <Alert tone="success">{t('auth.resent')}</Alert>}
      <FormError message={form.formError} id={form.errorId} />
      <TextField
        name="email"
        type="email"
        label={t('auth.email')}
        autoComplete="email"
        inputMode="email"
        error={form.errors.email}
        onChange={() => form.clearError('email')}
      />
      <Button type="submit" variant="secondary" block loading={form.pending}>
        {t('auth.resend')}
      </Button>
    </form>
  );
}
