import type { AccountProfile } from '@champions/contract';
import { useQueryClient } from '@tanstack/react-query';
import { t } from '../../shared/i18n/index.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { PasswordChangeForm, ProfileForm, useProfile } from '../account/index.ts';

const PROFILE_KEY = ['staff', 'me'] as const;

/** /staff/settings: the receptionist's name, contact and password. */
export function StaffSettingsPage() {
  const profile = useProfile('/staff', PROFILE_KEY);
  const queryClient = useQueryClient();
  return (
    <AreaPage title={t('staffArea.settingsTitle')} lead={t('staffArea.settingsLead')}>
      <section className="area-card" aria-labelledby="staff-profile-title">
        <h2 id="staff-profile-title" className="area-card__title">
          {t('staffArea.profileTitle')}
        </h2>
        {profile.data ? (
          <ProfileForm
            profile={profile.data}
            apiPath="/staff/me"
            nameLabel={t('staffArea.name')}
            submitLabel={t('staffArea.save')}
            savedMessage={t('staffArea.saved')}
            onUpdated={(updated) => queryClient.setQueryData<AccountProfile>(PROFILE_KEY, updated)}
          />
        ) : (
          <p role="status">{t('form.loading')}</p>
        )}
      </section>
      <PasswordChangeForm accountRole="staff" />
    </AreaPage>
  );
}
