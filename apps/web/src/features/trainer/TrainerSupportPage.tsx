import { supportRequest } from '@champions/contract';
import { useState } from 'react';
import { t } from '../../shared/i18n/index.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { TextAreaField } from '../../shared/ui/fields.tsx';
import { Alert, Button, FormError, TextField } from '../../shared/ui/forms.tsx';
import { formText, useForm } from '../../shared/ui/useForm.ts';
import { useTrainerSupport } from './trainerQueries.ts';

/** /trainer/support: a message to the back office (a `support` request in its inbox). */
export function TrainerSupportPage() {
  const form = useForm(supportRequest);
  const send = useTrainerSupport();
  const [sent, setSent] = useState<string | null>(null);
  return (
    <AreaPage title={t('trainerArea.supportTitle')} lead={t('trainerArea.supportLead')}>
      <section className="area-card">
        <form
          ref={form.formRef}
          className="form"
          noValidate
          onSubmit={form.handleSubmit(
            (data) => ({ subject: formText(data, 'subject'), message: formText(data, 'message') }),
            async (body) => {
              setSent(null);
              const { message } = await send.mutateAsync(body);
              setSent(message);
              form.formRef.current?.reset();
            },
          )}
        >
          {sent && <Alert tone="success">{sent}</Alert>}
          <FormError message={form.formError} id={form.errorId} />
          <TextField
            name="subject"
            label={t('trainerArea.supportSubject')}
            error={form.errors.subject}
            onChange={() => form.clearError('subject')}
          />
          <TextAreaField
            name="message"
            label={t('trainerArea.supportMessage')}
            rows={6}
            error={form.errors.message}
            onChange={() => form.clearError('message')}
          />
          <div>
            <Button type="submit" loading={form.pending}>
              {t('trainerArea.supportSubmit')}
            </Button>
          </div>
        </form>
      </section>
    </AreaPage>
  );
}
