import { type CreateRequestBody, createRequestBody, REQUEST_CALLS } from '@champions/contract';
import { useId, useState } from 'react';
import { callApi } from '../../shared/api/index.ts';
import { t } from '../../shared/i18n/index.ts';
import { Alert, Button, FormError, TextField } from '../../shared/ui/forms.tsx';
import { formText, useForm } from '../../shared/ui/useForm.ts';

type RequestKind = CreateRequestBody['kind'];

interface RequestFormProps {
  kind: RequestKind;
  /** Shows the company field (business and partner forms). */
  withCompany?: boolean;
  /** Label of the message field. */
  messageLabel?: string;
  submitLabel?: string;
}

/**
 * A contact, partner, business or crowdfunding form: validated with the contract's schema here and
 * again by the API (POST /api/public/requests); the back office sees it as a request.
 */
export function RequestForm({ kind, withCompany = false, messageLabel, submitLabel }: RequestFormProps) {
  const form = useForm(createRequestBody);
  const [sent, setSent] = useState<string | null>(null);
  const messageId = useId();
  const messageError = form.errors.message;

  const onSubmit = form.handleSubmit(
    (data) => ({
      kind,
      name: formText(data, 'name'),
      email: formText(data, 'email'),
      phone: formText(data, 'phone') || undefined,
      company: withCompany ? formText(data, 'company') || undefined : undefined,
      message: formText(data, 'message'),
    }),
    async (body) => {
      const answer = await callApi(REQUEST_CALLS.submit, { body });
      form.formRef.current?.reset();
      setSent(answer.message || t('requestForm.sent'));
    },
  );

  return (
    <form ref={form.formRef} className="request-form" noValidate onSubmit={onSubmit}>
      {sent && (
        <Alert tone="success" title={t('requestForm.sentTitle')}>
          {sent}
        </Alert>
      )}
      <FormError message={form.formError} id={form.errorId} />
      <TextField
        name="name"
        label={t('requestForm.name')}
        autoComplete="name"
        required
        error={form.errors.name}
        onChange={() => form.clearError('name')}
      />
      <TextField
        name="email"
        type="email"
        label={t('requestForm.email')}
        autoComplete="email"
        inputMode="email"
        required
        error={form.errors.email}
        onChange={() => form.clearError('email')}
      />
      <TextField
        name="phone"
        type="tel"
        label={
          <>
            {t('requestForm.phone')} <span className="field__optional">{t('form.optional')}</span>
          </>
        }
        autoComplete="tel"
        error={form.errors.phone}
      />
      {withCompany && (
        <TextField
          name="company"
          label={
            <>
              {t('requestForm.company')} <span className="field__optional">{t('form.optional')}</span>
            </>
          }
          autoComplete="organization"
          error={form.errors.company}
        />
      )}
      <div className={`field${messageError ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor={messageId}>
          {messageLabel ?? t('requestForm.message')}
        </label>
        <textarea
          id={messageId}
          name="message"
          className="field__input request-form__textarea"
          rows={5}
          required
          aria-invalid={messageError ? true : undefined}
          aria-describedby={messageError ? `${messageId}-error` : undefined}
          onChange={() => form.clearError('message')}
        />
        {messageError && (
          <p className="field__error" id={`${messageId}-error`}>
            {messageError}
          </p>
        )}
      </div>
      <Button type="submit" loading={form.pending}>
        {submitLabel ?? t('requestForm.submit')}
      </Button>
    </form>
  );
}
