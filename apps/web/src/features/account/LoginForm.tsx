import { ACCOUNT_CALLS, type LoginResponse, loginRequest } from '@champions/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError, callApi } from '../../shared/api/index.ts';
import { t } from '../../shared/i18n/index.ts';
import type { SessionRole } from '../../shared/session/index.ts';
import { Alert, Button, FormError, PasswordField, TextField } from '../../shared/ui/forms.tsx';
import { formText, useForm } from '../../shared/ui/useForm.ts';
import { completeLogin, isSelfRegistering, ROLE_AUTH } from './authRoles.ts';
import { ResendVerification } from './ResendVerification.tsx';

export interface LoginFormProps {
  accountRole: SessionRole;
  /** The `?redirect=` path of the page (users only). */
  redirectQuery?: string | null;
  /** Stay on the page after login instead of loading the target page (SPEC 4 "in-place" login). */
  inPlace?: boolean;
  onLoggedIn?: (answer: LoginResponse, target: string) => void;
  /** Pre-filled e-mail. */
  email?: string;
}

/** E-mail and password sign-in of any role. */
export function LoginForm({
  accountRole: role,
  redirectQuery = null,
  inPlace = false,
  onLoggedIn,
  email,
}: LoginFormProps) {
  const form = useForm(loginRequest);
  const [unverified, setUnverified] = useState<string | null>(null);
  const auth = ROLE_AUTH[role];

  const signIn = async (data: { email: string; password: string }) => {
    setUnverified(null);
    let answer: LoginResponse;
    try {
      answer = await callApi(ACCOUNT_CALLS.login, { prefix: auth.api, body: data, ignoreUnauthorized: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) setUnverified(data.email);
      throw error;
    }
    const target = completeLogin(role, answer, { redirectQuery, inPlace });
    if (inPlace) {
      onLoggedIn?.(answer, target);
      return;
    }
    // The page is being replaced: keep the button busy until it is.
    await new Promise(() => {});
  };

  return (
    <form
      ref={form.formRef}
      className="form"
      noValidate
      onSubmit={form.handleSubmit(
        (data) => ({ email: formText(data, 'email'), password: formText(data, 'password') }),
        signIn,
      )}
    >
      <FormError message={form.formError} id={form.errorId} />
      {unverified && isSelfRegistering(role) && (
        <Alert tone="info">
          <p>{t('auth.unverifiedHint')}</p>
          <ResendVerification accountRole={role} email={unverified} />
        </Alert>
      )}
      <TextField
        name="email"
        type="email"
        label={t('auth.email')}
        autoComplete="username"
        inputMode="email"
        autoCapitalize="off"
        spellCheck={false}
        defaultValue={email}
        error={form.errors.email}
        onChange={() => form.clearError('email')}
      />
      <PasswordField
        name="password"
        label={t('auth.password')}
        autoComplete="current-password"
        error={form.errors.password}
        onChange={() => form.clearError('password')}
      />
      <div className="auth__row">
        <Link to={auth.resetPath}>{t('auth.forgotPassword')}</Link>
      </div>
      <Button type="submit" block loading={form.pending}>
        {form.pending ? t('auth.loggingIn') : t('auth.login')}
      </Button>
    </form>
  );
}
