import { type AccountProfile, updateProfileRequest } from '@champions/contract';
import { useState } from 'react';
import { apiFetch } from '../../shared/api/index.ts';
import { t } from '../../shared/i18n/index.ts';
import { Alert, Button, FormError, PasswordField, TextField } from '../../shared/ui/forms.tsx';
import { formText, useForm } from '../../shared/ui/useForm.ts';

export interface ProfileFormProps {
  profile: AccountProfile;
  /** the role's profile call, e.g. '/user/me' */
  apiPath: string;
  nameLabel: string;
  submitLabel: string;
  savedMessage: string;
  onUpdated(updated: AccountProfile): void;
}

/**
 * Name, e-mail and phone of any role's account. A new e-mail needs the current password and takes
 * effect once confirmed from the link sent to it; the old address can undo the change.
 */
export function ProfileForm({
  profile,
  apiPath,
  nameLabel,
  submitLabel,
  savedMessage,
  onUpdated,
}: ProfileFormProps) {
  const form = useForm(updateProfileRequest);
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <form
      ref={form.formRef}
      className="form"
      noValidate
      onSubmit={form.handleSubmit(
        (data) => ({
          name: formText(data, 'name'),
          phone: formText(data, 'phone').trim() === '' ? null : formText(data, 'phone'),
          email: formText(data, 'email'),
          currentPassword: formText(data, 'currentPassword') || undefined,
        }),
        async (body) => {
          setSaved(null);
          const emailChanged = body.email !== undefined && body.email !== profile.email.toLowerCase();
          const updated = await apiFetch<AccountProfile>(apiPath, { method: 'PUT', body });
          onUpdated(updated);
          const passwordInput = form.formRef.current?.elements.namedItem('currentPassword');
          if (passwordInput instanceof HTMLInputElement) passwordInput.value = '';
          setSaved(emailChanged ? t('userSettings.emailChanged', { email: body.email ?? '' }) : savedMessage);
        },
      )}
    >
      {saved && <Alert tone="success">{saved}</Alert>}
      <FormError message={form.formError} id={form.errorId} />
      <TextField
        name="name"
        label={nameLabel}
        autoComplete="name"
        defaultValue={profile.name}
        error={form.errors.name}
        onChange={() => form.clearError('name')}
      />
      <TextField
        name="email"
        type="email"
        label={t('auth.email')}
        autoComplete="email"
        inputMode="email"
        defaultValue={profile.email}
        hint={t('userSettings.emailHint')}
        error={form.errors.email}
        onChange={() => form.clearError('email')}
      />
      <PasswordField
        name="currentPassword"
        label={
          <>
            {t('auth.currentPassword')}{' '}
            <span className="field__optional">{t('userSettings.emailPasswordOptional')}</span>
          </>
        }
        autoComplete="current-password"
        hint={t('userSettings.emailPasswordHint')}
        error={form.errors.currentPassword}
        onChange={() => form.clearError('currentPassword')}
      />
      <TextField
        name="phone"
        type="tel"
        label={
          <>
            {t('auth.phone')} <span className="field__optional">{t('form.optional')}</span>
          </>
        }
        autoComplete="tel"
        inputMode="tel"
        defaultValue={profile.phone ?? ''}
        error={form.errors.phone}
        onChange={() => form.clearError('phone')}
      />
      <div>
        <Button type="submit" loading={form.pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
