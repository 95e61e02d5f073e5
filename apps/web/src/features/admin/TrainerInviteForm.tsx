import { staffInvitationRequest } from '@champions/contract';
import { useState } from 'react';
import { t } from '../../shared/i18n/index.ts';
import { Alert, Button, FormError, TextField } from '../../shared/ui/forms.tsx';
import { formText, useForm } from '../../shared/ui/useForm.ts';
import { useInviteTrainer } from './trainerQueries.ts';
import './staff.css';

/** E-mail and optional name of a new trainer; the API e-mails them the link where they set a password. */
export function TrainerInviteForm() {
  const form = useForm(staffInvitationRequest);
  const invite = useInviteTrainer();
  const [sent, setSent] = useState<string | null>(null);
  return (
    <section className="area-card" aria-labelledby="trainer-invite-title">
      <h2 id="trainer-invite-title" className="area-card__title">
        {t('adminTrainerInvite.inviteTitle')}
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
            label={t('adminTrainerInvite.email')}
            autoComplete="off"
            inputMode="email"
            error={form.errors.email}
            onChange={() => form.clearError('email')}
          />
          <TextField
            name="name"
            label={
              <>
                {t('adminTrainerInvite.name')} <span className="field__optional">{t('form.optional')}</span>
              </>
            }
            autoComplete="off"
            error={form.errors.name}
            onChange={() => form.clearError('name')}
          />
        </div>
        <div>
          <Button type="submit" loading={form.pending}>
            {t('adminTrainerInvite.invite')}
          </Button>
        </div>
      </form>
    </section>
  );
}
