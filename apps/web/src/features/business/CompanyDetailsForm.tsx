import { type CompanyDetails, type CompanyDetailsInput, companyDetailsInput } from '@champions/contract';
import { useState } from 'react';
import { t } from '../../shared/i18n/index.ts';
import { Alert, Button, FormError, TextField } from '../../shared/ui/forms.tsx';
import { type FormSchema, formText, useForm } from '../../shared/ui/useForm.ts';
import { useUpdateCompany } from './companyQueries.ts';

/** The company's details (printed on its invoices), editable; IČO and DIČ checked as the API checks them. */
export function CompanyDetailsForm({ details }: { details: CompanyDetails }) {
  const form = useForm(companyDetailsInput as FormSchema<CompanyDetailsInput>);
  const update = useUpdateCompany();
  const [saved, setSaved] = useState(false);
  const field = (name: keyof CompanyDetailsInput) => ({
    name,
    error: form.errors[name],
    onChange: () => {
      form.clearError(name);
      setSaved(false);
    },
  });
  return (
    <form
      ref={form.formRef}
      className="form"
      noValidate
      onSubmit={form.handleSubmit(
        (data) => ({
          companyName: formText(data, 'companyName'),
          companyId: formText(data, 'companyId'),
          vatId: formText(data, 'vatId') || null,
          billingAddress: formText(data, 'billingAddress'),
          contactName: formText(data, 'contactName'),
        }),
        async (body) => {
          await update.mutateAsync(body);
          setSaved(true);
        },
      )}
    >
      <FormError message={form.formError} id={form.errorId} />
      {saved && <Alert tone="success">{t('companyArea.saved')}</Alert>}
      <TextField
        {...field('companyName')}
        label={t('companyArea.companyName')}
        defaultValue={details.companyName}
        autoComplete="organization"
      />
      <TextField
        {...field('companyId')}
        label={t('companyArea.companyId')}
        defaultValue={details.companyId}
        inputMode="numeric"
      />
      <TextField
        {...field('vatId')}
        label={t('companyArea.vatId')}
        hint={t('companyArea.vatIdHint')}
        defaultValue={details.vatId ?? ''}
      />
      <TextField
        {...field('billingAddress')}
        label={t('companyArea.billingAddress')}
        defaultValue={details.billingAddress}
        autoComplete="street-address"
      />
      <TextField
        {...field('contactName')}
        label={t('companyArea.contactName')}
        defaultValue={details.contactName}
        autoComplete="name"
      />
      <Button type="submit" loading={form.pending}>
        {t('companyArea.save')}
      </Button>
    </form>
  );
}
