import { type StaffInvitationInfo, staffSignupRequest, TRAINER_CALLS } from '@champions/contract';
import { PAGES } from '@champions/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { callApi } from '../../shared/api/index.ts';
import { t } from '../../shared/i18n/index.ts';
import { Alert, Button, FormError, PasswordField, TextField } from '../../shared/ui/forms.tsx';
import { formText, submitErrorMessage, useForm } from '../../shared/ui/useForm.ts';
import { AuthScreen, completeLogin } from '../account/index.ts';

type Invitation = StaffInvitationInfo;

/** /trainer/signup?token=: a trainer sets a password from the partner's invitation. */
export function TrainerSignupPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const invitation = useQuery({
    queryKey: ['trainer', 'invitation', token],
    queryFn: ({ signal }) => callApi(TRAINER_CALLS.invitation, { query: { token: token ?? '' }, signal }),
    enabled: token !== null && token.length >= 10,
    staleTime: Number.POSITIVE_INFINITY,
  });

  return (
    <AuthScreen title={t('trainerSignup.title')} accountRole="trainer">
      {!token || token.length < 10 ? (
        <Alert tone="error">{t('trainerSignup.missingToken')}</Alert>
      ) : invitation.isPending ? (
        <p role="status">{t('trainerSignup.loading')}</p>
      ) : invitation.isError ? (
        <div className="auth__status">
          <Alert tone="error">{submitErrorMessage(invitation.error)}</Alert>
          <p>
            <Link to={PAGES.trainer.login}>{t('auth.backToLogin')}</Link>
          </p>
        </div>
      ) : (
        <SignupForm token={token} invitation={invitation.data} />
      )}
    </AuthScreen>
  );
}

function SignupForm({ token, invitation }: { token: string; invitation: Invitation }) {
  const form = useForm(staffSignupRequest);
  return (
    <>
      <p className="auth__lead">
        <strong>{t('trainerSignup.invitation', { partnerName: invitation.partnerName })}</strong>{' '}
        {t('trainerSignup.lead')}
      </p>
      <form
        ref={form.formRef}
        className="form"
        noValidate
        onSubmit={form.handleSubmit(
          (data) => ({ token, name: formText(data, 'name'), password: formText(data, 'password') }),
          async (body) => {
            const answer = await callApi(TRAINER_CALLS.signup, { body });
            completeLogin('trainer', answer);
            await new Promise(() => {});
          },
        )}
      >
        <FormError message={form.formError} id={form.errorId} />
        <TextField
          name="username"
          type="email"
          label={t('auth.email')}
          autoComplete="username"
          value={invitation.email}
          readOnly
        />
        <TextField
          name="name"
          label={t('auth.name')}
          autoComplete="name"
          defaultValue={invitation.name ?? ''}
          error={form.errors.name}
          onChange={() => form.clearError('name')}
        />
        <PasswordField
          name="password"
          label={t('auth.password')}
          autoComplete="new-password"
          hint={t('auth.passwordHint')}
          error={form.errors.password ?? form.errors.token}
          onChange={() => form.clearError('password')}
        />
        <Button type="submit" block loading={form.pending}>
          {t('trainerSignup.submit')}
        </Button>
      </form>
    </>
  );
}
