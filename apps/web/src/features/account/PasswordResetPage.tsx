import { ACCOUNT_CALLS, forgotPasswordRequest, resetPasswordRequest } from '@champions/contract';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { callApi } from '../../shared/api/index.ts';
import { t } from '../../shared/i18n/index.ts';
import { SESSION_ROLES, type SessionRole } from '../../shared/session/index.ts';
import { Alert, Button, FormError, PasswordField, TextField } from '../../shared/ui/forms.tsx';
import { formText, useForm } from '../../shared/ui/useForm.ts';
import { AuthScreen } from './AuthScreen.tsx';
import { completeLogin, ROLE_AUTH } from './authRoles.ts';

/**
 * The forgotten password of a role: without a token it asks for the e-mail and sends a reset link;
 * with the link's token it sets the new password and signs in. /user/update-password,
 * /admin/update-password, and /zapomenute-heslo?role=<role> for every role.
 */
export function PasswordResetPage({ accountRole: fixedRole }: { accountRole?: SessionRole }) {
  const [params] = useSearchParams();
  const token = params.get('token');
  const asked = params.get('role');
  const role: SessionRole =
    fixedRole ??
    (SESSION_ROLES.find((candidate) => candidate === asked) as SessionRole | undefined) ??
    'user';
  return token ? <SetPassword accountRole={role} token={token} /> : <RequestLink accountRole={role} />;
}

function RequestLink({ accountRole: role }: { accountRole: SessionRole }) {
  const form = useForm(forgotPasswordRequest);
  const [sent, setSent] = useState<string | null>(null);
  const auth = ROLE_AUTH[role];
  return (
    <AuthScreen
      title={t('reset.requestTitle')}
      lead={t('reset.requestLead')}
      accountRole={role}
      footer={
        <p>
          <Link to={auth.loginPath}>{t('auth.backToLogin')}</Link>
        </p>
      }
    >
      {sent ? (
        <Alert tone="success" title={t('auth.checkEmailTitle')}>
          {sent}
        </Alert>
      ) : (
        <form
          ref={form.formRef}
          className="form"
          noValidate
          onSubmit={form.handleSubmit(
            (data) => ({ email: formText(data, 'email') }),
            async (body) => {
              const answer = await callApi(ACCOUNT_CALLS.forgotPassword, { prefix: auth.api, body });
              setSent(answer.message);
            },
          )}
        >
          <FormError message={form.formError} id={form.errorId} />
          <TextField
            name="email"
            type="email"
            label={t('auth.email')}
            autoComplete="email"
            inputMode="email"
            autoCapitalize="off"
            spellCheck={false}
            error={form.errors.email}
            onChange={() => form.clearError('email')}
          />
          <Button type="submit" block loading={form.pending}>
            {t('reset.requestSubmit')}
          </Button>
        </form>
      )}
    </AuthScreen>
  );
}

function SetPassword({ accountRole: role, token }: { accountRole: SessionRole; token: string }) {
  const form = useForm(resetPasswordRequest);
  const [expired, setExpired] = useState(false);
  const auth = ROLE_AUTH[role];
  return (
    <AuthScreen title={t('reset.setTitle')} lead={t('reset.setLead')} accountRole={role}>
      <form
        ref={form.formRef}
        className="form"
        noValidate
        onSubmit={form.handleSubmit(
          (data) => ({ token, password: formText(data, 'password') }),
          async (body) => {
            setExpired(false);
            try {
              const answer = await callApi(ACCOUNT_CALLS.updatePassword, {
                prefix: auth.api,
                body,
                ignoreUnauthorized: true,
              });
              completeLogin(role, answer);
            } catch (error) {
              setExpired(true);
              throw error;
            }
            await new Promise(() => {});
          },
        )}
      >
        <FormError message={form.formError} id={form.errorId} />
        {expired && form.formError && (
          <p>
            <Link to={auth.resetPath}>{t('reset.requestNew')}</Link>
          </p>
        )}
        {/* Lets password managers store the new password with the right account. */}
        <input type="hidden" name="username" autoComplete="username" />
        <PasswordField
          name="password"
          label={t('auth.newPassword')}
          autoComplete="new-password"
          hint={t('auth.passwordHint')}
          error={form.errors.password ?? form.errors.token}
          onChange={() => form.clearError('password')}
        />
        <Button type="submit" block loading={form.pending}>
          {t('reset.setSubmit')}
        </Button>
      </form>
    </AuthScreen>
  );
}
