import { ACCOUNT_CALLS, changePasswordRequest } from '@champions/contract';
import { useId, useState } from 'react';
import { callApi } from '../../shared/api/index.ts';
import { t } from '../../shared/i18n/index.ts';
import { login, type SessionRole } from '../../shared/session/index.ts';
import { Alert, Button, FormError, PasswordField } from '../../shared/ui/forms.tsx';
import { formText, useForm } from '../../shared/ui/useForm.ts';

interface PasswordChangeFormProps {
  accountRole: SessionRole;
  /** the card's class of the area ('panel' in the user area, 'area-card' in the partner areas) */
  variant?: 'panel' | 'area-card';
}

/**
 * Changes any role's password with the current one (PUT /api/{role}/me/password). Every older token
 * is revoked by the server, so the answer's new token is kept.
 */
export function PasswordChangeForm({ accountRole, variant = 'area-card' }: PasswordChangeFormProps) {
  const form = useForm(changePasswordRequest);
  const [saved, setSaved] = useState(false);
  const titleId = useId();
  return (
    <section className={variant} aria-labelledby={titleId}>
      <h2 id={titleId} className={`${variant}__title`}>
        {t('userSettings.passwordTitle')}
      </h2>
      <form
        ref={form.formRef}
        className="form"
        noValidate
        onSubmit={form.handleSubmit(
          (data) => ({
            currentPassword: formText(data, 'currentPassword'),
            newPassword: formText(data, 'newPassword'),
          }),
          async (body) => {
            setSaved(false);
            const answer = await callApi(ACCOUNT_CALLS.changePassword, {
              prefix: `/${accountRole}`,
              body,
              ignoreUnauthorized: true,
            });
            login(accountRole, answer.token);
            form.formRef.current?.reset();
            setSaved(true);
          },
        )}
      >
        {saved && <Alert tone="success">{t('userSettings.passwordSaved')}</Alert>}
        <FormError message={form.formError} id={form.errorId} />
        <input type="hidden" name="username" autoComplete="username" />
        <PasswordField
          name="currentPassword"
          label={t('auth.currentPassword')}
          autoComplete="current-password"
          error={form.errors.currentPassword}
          onChange={() => form.clearError('currentPassword')}
        />
        <PasswordField
          name="newPassword"
          label={t('auth.newPassword')}
          autoComplete="new-password"
          hint={t('auth.passwordHint')}
          error={form.errors.newPassword}
          onChange={() => form.clearError('newPassword')}
        />
        <div>
          <Button type="submit" loading={form.pending}>
            {t('userSettings.passwordSubmit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
