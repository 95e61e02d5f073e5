import type { AccountProfile } from '@champions/contract';
import { useQueryClient } from '@tanstack/react-query';
import { t } from '../../shared/i18n/index.ts';
import { RequireSession } from '../../shared/session/index.ts';
import { Alert } from '../../shared/ui/forms.tsx';
import { useDocumentTitle } from '../../shared/ui/useDocumentTitle.ts';
import { submitErrorMessage } from '../../shared/ui/useForm.ts';
import { ProfileForm, useProfile } from '../account/index.ts';
import './business.css';

const PROFILE_KEY = ['business', 'me'] as const;

/** /business/profile: the company's account (SPEC 2 "Other areas"). */
export function BusinessProfilePage() {
  return (
    <RequireSession accountRole="business">
      <BusinessProfile />
    </RequireSession>
  );
}

function BusinessProfile() {
  useDocumentTitle(t('businessArea.profileTitle'));
  const profile = useProfile('/business', PROFILE_KEY);
  return (
    <div className="business-page">
      <section className="business-card" aria-labelledby="business-title">
        <h1 id="business-title">{t('businessArea.profileTitle')}</h1>
        <p className="auth__lead">{t('businessArea.profileLead')}</p>
        {profile.isPending && <p role="status">{t('form.loading')}</p>}
        {profile.isError && <Alert tone="error">{submitErrorMessage(profile.error)}</Alert>}
        {profile.data && <CompanyProfile profile={profile.data} />}
      </section>
    </div>
  );
}

function CompanyProfile({ profile }: { profile: AccountProfile }) {
  const queryClient = useQueryClient();
  return (
    <>
      <dl className="business-facts">
        <div>
          <dt>{t('businessArea.companyName')}</dt>
          <dd>{profile.companyName ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('businessArea.companyId')}</dt>
          <dd>{profile.companyId ?? '—'}</dd>
        </div>
      </dl>
      <ProfileForm
        profile={profile}
        apiPath="/business/me"
        nameLabel={t('businessArea.contact')}
        submitLabel={t('businessArea.save')}
        savedMessage={t('businessArea.saved')}
        onUpdated={(updated) => queryClient.setQueryData(PROFILE_KEY, updated)}
      />
    </>
  );
}
