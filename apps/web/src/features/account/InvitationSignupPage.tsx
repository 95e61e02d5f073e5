import {
  STAFF_CALLS,
  type StaffInvitationInfo,
  staffSignupRequest,
  TRAINER_CALLS,
} from '@champions/contract';
import { PAGES } from '@champions/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { callApi } from '../../shared/api/index.ts';
import { type MessageKey, t } from '../../shared/i18n/index.ts';
import { Alert, Button, FormError, PasswordField, TextField } from '../../shared/ui/forms.tsx';
import { formText, submitErrorMessage, useForm } from '../../shared/ui/useForm.ts';
import { AuthScreen } from './AuthScreen.tsx';
import { completeLogin } from './authRoles.ts';

/** Who signs up from a partner's invitation: a receptionist or a trainer. */
export type InvitedRole = 'staff' | 'trainer';

/** What differs between the roles: their calls, their sign-in page and their texts. */
const ROLES = {
  staff: {
    calls: STAFF_CALLS,
    login: PAGES.staff.login,
    texts: {
      title: 'staffSignup.title',
      missingToken: 'staffSignup.missingToken',
      loading: 'staffSignup.loading',
      invitation: 'staffSignup.invitation',
      lead: 'staffSignup.lead',
      submit: 'staffSignup.submit',
    },
  },
  trainer: {
    calls: TRAINER_CALLS,
    login: PAGES.trainer.login,
    texts: {
      title: 'trainerSignup.title',
      missingToken: 'trainerSignup.missingToken',
      loading: 'trainerSignup.loading',
      invitation: 'trainerSignup.invitation',
      lead: 'trainerSignup.lead',
      submit: 'trainerSignup.submit',
    },
  },
} as const satisfies Record<InvitedRole, { texts: Record<string, MessageKey> } & Record<string, unknown>>;

/**
 * /staff/signup?token= and /trainer/signup?token=: a receptionist or a trainer creates their account
 * (name and password) from the partner's invitation, and is signed in.
 */
export function InvitationSignupPage({ accountRole: role }: { accountRole: InvitedRole }) {
  const { calls, login, texts } = ROLES[role];
  const [params] = useSearchParams();
  const token = params.get('token');
  const invitation = useQuery({
    queryKey: [role, 'invitation', token],
    queryFn: ({ signal }) => callApi(calls.invitation, { query: { token: token ?? '' }, signal }),
    enabled: token !== null && token.length >= 10,
    staleTime: Number.POSITIVE_INFINITY,
  });

  return (
    <AuthScreen title={t(texts.title)} accountRole={role}>
      {!token || token.length < 10 ? (
        <Alert tone="error">{t(texts.missingToken)}</Alert>
      ) : invitation.isPending ? (
        <p role="status">{t(texts.loading)}</p>
      ) : invitation.isError ? (
        <div className="auth__status">
          <Alert tone="error">{submitErrorMessage(invitation.error)}</Alert>
          <p>
            <Link to={login}>{t('auth.backToLogin')}</Link>
          </p>
        </div>
      ) : (
        <SignupForm accountRole={role} token={token} invitation={invitation.data} />
      )}
    </AuthScreen>
  );
}

function SignupForm({
  accountRole: role,
  token,
  invitation,
}: {
  accountRole: InvitedRole;
  token: string;
  invitation: StaffInvitationInfo;
}) {
  const { calls, texts } = ROLES[role];
  const form = useForm(staffSignupRequest);
  return (
    <>
      <p className="auth__lead">
        <strong>{t(texts.invitation, { partnerName: invitation.partnerName })}</strong> {t(texts.lead)}
      </p>
      <form
        ref={form.formRef}
        className="form"
        noValidate
        onSubmit={form.handleSubmit(
          (data) => ({ token, name: formText(data, 'name'), password: formText(data, 'password') }),
          async (body) => {
            const answer = await callApi(calls.signup, { body });
            completeLogin(role, answer);
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
          {t(texts.submit)}
        </Button>
      </form>
    </>
  );
}
