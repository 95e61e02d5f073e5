import { supportRequest } from '@champions/contract';
import { useState } from 'react';
import { t } from '../../shared/i18n/index.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { Alert, Button, FormError, TextField } from '../../shared/ui/forms.tsx';
import { formText, useForm } from '../../shared/ui/useForm.ts';
import { TextAreaField } from './ManageUi.tsx';
import { useSendSupport } from './manageQueries.ts';
import './manage.css';

/** /admin/support: a message to the back office (it becomes a request there). */
export function SupportPage() {
  const form = useForm(supportRequest);
  const send = useSendSupport();
  const [sent, setSent] = useState<string | null>(null);
  return (
    <AreaPage title={t('adminSupport.title')} lead={t('adminSupport.lead')}>
      <section className="area-card" aria-labelledby="support-form-title">
        <h2 id="support-form-title" className="area-card__title">
          {t('adminSupport.formTitle')}
        </h2>
        <form
          ref={form.formRef}
          className="form"
          noValidate
          onSubmit={form.handleSubmit(
            (data) => ({ subject: formText(data, 'subject'), message: formText(data, 'message') }),
            async (body) => {
              setSent(null);
              const answer = await send.mutateAsync(body);
              setSent(answer.message);
              form.formRef.current?.reset();
            },
          )}
        >
          {sent && <Alert tone="success">{sent}</Alert>}
          <FormError message={form.formError} id={form.errorId} />
          <TextField
            name="subject"
            label={t('adminSupport.subject')}
            error={form.errors.subject}
            onChange={() => form.clearError('subject')}
          />
          <TextAreaField
            name="message"
            label={t('adminSupport.message')}
            rows={7}
            error={form.errors.message}
            onChange={() => form.clearError('message')}
          />
          <div>
            <Button type="submit" loading={form.pending}>
              {t('adminSupport.submit')}
            </Button>
          </div>
        </form>
      </section>
      <section className="area-card" aria-labelledby="support-contact-title">
        <h2 id="support-contact-title" className="area-card__title">
          {t('adminSupport.otherTitle')}
        </h2>
        <p>{t('adminSupport.otherText')}</p>
      </section>
    </AreaPage>
  );
}
