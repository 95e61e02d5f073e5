import { type AdminDataResponse, type PartnerSettings, partnerSettingsInput } from '@champions/contract';
import { PAGES } from '@champions/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { CalendarFeedPanel } from '../../shared/calendar-feed/CalendarFeedPanel.tsx';
import { t } from '../../shared/i18n/index.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { Alert, Button, FormError, TextField } from '../../shared/ui/forms.tsx';
import { formText, useForm } from '../../shared/ui/useForm.ts';
import { PasswordChangeForm, ProfileForm } from '../account/index.ts';
import { QueryState, SelectField } from './ManageUi.tsx';
import { usePartnerSettings, useSaveSettings } from './manageQueries.ts';
import { useAdminData, useAdminId } from './queries.ts';
import './manage.css';

/** /admin/settings: company details for payouts, contact person, the schedule's calendar feed, password. */
export function SettingsPage() {
  const settings = usePartnerSettings();
  const admin = useAdminData();
  const adminId = useAdminId();
  const queryClient = useQueryClient();
  return (
    <AreaPage title={t('adminSettings.title')} lead={t('adminSettings.lead')}>
      <QueryState
        isPending={settings.isPending}
        isError={settings.isError}
        retry={() => settings.refetch()}
      />
      {settings.data && <CompanyForm settings={settings.data} />}
      {admin.data && (
        <section className="area-card" aria-labelledby="contact-title">
          <h2 id="contact-title" className="area-card__title">
            {t('adminSettings.contactTitle')}
          </h2>
          <ProfileForm
            profile={admin.data.admin}
            apiPath="/admin/me"
            nameLabel={t('adminSettings.contactName')}
            submitLabel={t('adminSettings.contactSubmit')}
            savedMessage={t('adminSettings.contactSaved')}
            onUpdated={(updated) =>
              queryClient.setQueryData<AdminDataResponse>(['admin', adminId], (current) =>
                current ? { ...current, admin: { ...current.admin, ...updated } } : current,
              )
            }
          />
        </section>
      )}
      <CalendarFeedPanel owner="admin" className="area-card" />
      {/* mounted here for now; it moves to the partner's "API a webhooky" page */}
      <PasswordChangeForm accountRole="admin" />
      <p>
        {t('adminSettings.helpText')} <Link to={PAGES.admin.support}>{t('adminSettings.helpLink')}</Link>
      </p>
    </AreaPage>
  );
}

function CompanyForm({ settings }: { settings: PartnerSettings }) {
  const form = useForm(partnerSettingsInput);
  const save = useSaveSettings();
  const [saved, setSaved] = useState(false);
  return (
    <section className="area-card" aria-labelledby="company-title">
      <h2 id="company-title" className="area-card__title">
        {t('adminSettings.companyTitle')}
      </h2>
      {!settings.complete && <Alert tone="info">{t('adminSettings.incomplete')}</Alert>}
      <form
        ref={form.formRef}
        className="form"
        noValidate
        onSubmit={form.handleSubmit(
          (data) => ({
            companyName: formText(data, 'companyName'),
            ico: formText(data, 'ico'),
            dic: formText(data, 'dic'),
            address: formText(data, 'address'),
            bankAccount: formText(data, 'bankAccount'),
            contactEmail: formText(data, 'contactEmail'),
            contactPhone: formText(data, 'contactPhone'),
            payoutFrequency: formText(data, 'payoutFrequency'),
          }),
          async (body) => {
            setSaved(false);
            await save.mutateAsync(body);
            setSaved(true);
          },
        )}
      >
        {saved && <Alert tone="success">{t('adminSettings.saved')}</Alert>}
        <FormError message={form.formError} id={form.errorId} />
        <div className="manage-grid">
          {(
            [
              ['companyName', 'organization'],
              ['address', 'street-address'],
              ['ico', 'off'],
              ['dic', 'off'],
              ['bankAccount', 'off'],
              ['contactEmail', 'email'],
              ['contactPhone', 'tel'],
            ] as const
          ).map(([name, autoComplete]) => (
            <TextField
              key={name}
              name={name}
              label={t(`adminSettings.${name}`)}
              hint={
                name === 'bankAccount' || name === 'dic' || name === 'ico'
                  ? t(`adminSettings.${name}Hint`)
                  : undefined
              }
              autoComplete={autoComplete}
              type={name === 'contactEmail' ? 'email' : name === 'contactPhone' ? 'tel' : 'text'}
              inputMode={name === 'ico' ? 'numeric' : undefined}
              defaultValue={settings[name] ?? ''}
              error={form.errors[name]}
              onChange={() => form.clearError(name)}
            />
          ))}
          <SelectField
            name="payoutFrequency"
            label={t('adminSettings.payoutFrequency')}
            defaultValue={settings.payoutFrequency}
            error={form.errors.payoutFrequency}
          >
            <option value="monthly">{t('adminSettings.monthly')}</option>
            <option value="weekly">{t('adminSettings.weekly')}</option>
          </SelectField>
        </div>
        <div>
          <Button type="submit" loading={form.pending}>
            {t('adminSettings.companySubmit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
