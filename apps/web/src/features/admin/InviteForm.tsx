import { staffInvitationRequest } from '@champions/contract';
import { useState } from 'react';
import { type MessageKey, t } from '../../shared/i18n/index.ts';
import { Alert, Button, FormError, TextField } from '../../shared/ui/forms.tsx';
import { formText, useForm } from '../../shared/ui/useForm.ts';
import { useInviteStaff } from './staffQueries.ts';
import { useInviteTrainer } from './trainerQueries.ts';
import './staff.css';

/** Whom the partner invites: a receptionist or a trainer. */
export type InvitedRole = 'staff' | 'trainer';

/** What differs between the roles: the call (its hook) and the texts. */
const ROLES = {
  staff: {
    useInvite: useInviteStaff,
    texts: {
      title: 'adminStaff.inviteTitle',
      email: 'adminStaff.email',
      name: 'adminStaff.name',
      invite: 'adminStaff.invite',
    },
  },
  trainer: {
    useInvite: useInviteTrainer,
    texts: {
      title: 'adminTrainerInvite.inviteTitle',
      email: 'adminTrainerInvite.email',
      name: 'adminTrainerInvite.name',
      invite: 'adminTrainerInvite.invite',
    },
  },
} as const satisfies Record<InvitedRole, { texts: Record<string, MessageKey> } & Record<string, unknown>>;

/**
 * E-mail and optional name of a new receptionist or trainer; the API e-mails them the link where they
 * create their account.
 */
export function InviteForm({ accountRole: role }: { accountRole: InvitedRole }) {
  const { useInvite, texts } = ROLES[role];
  const form = useForm(staffInvitationRequest);
  const invite = useInvite();
  const [sent, setSent] = useState<string | null>(null);
  return (
    <section className="area-card" aria-labelledby={`${role}-invite-title`}>
      <h2 id={`${role}-invite-title`} className="area-card__title">
        {t(texts.title)}
      </h2>
      <form
        ref={form.formRef}
        className="form staff-invite"
        noValidate
        onSubmit={form.handleSubmit(
          (data) => ({
            email: formText(data, 'email'),
            name: formText(data, 'name').trim() === '' ? undefined : formText(data, 'name'),
          }),
          async (body) => {
            setSent(null);
            const { message } = await invite.mutateAsync(body);
            setSent(message);
            form.formRef.current?.reset();
          },
        )}
      >
        {sent && <Alert tone="success">{sent}</Alert>}
        <FormError message={form.formError} id={form.errorId} />
        <div className="staff-invite__fields">
          <TextField
            name="email"
            type="email"
            label={t(texts.email)}
            autoComplete="off"
            inputMode="email"
            error={form.errors.email}
            onChange={() => form.clearError('email')}
          />
          <TextField
            name="name"
            label={
              <>
                {t(texts.name)} <span className="field__optional">{t('form.optional')}</span>
              </>
            }
            autoComplete="off"
            error={form.errors.name}
            onChange={() => form.clearError('name')}
          />
        </div>
        <div>
          <Button type="submit" loading={form.pending}>
            {t(texts.invite)}
          </Button>
        </div>
      </form>
    </section>
  );
}
