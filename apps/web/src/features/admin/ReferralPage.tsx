import { useState } from 'react';
import { t } from '../../shared/i18n/index.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { Button } from '../../shared/ui/forms.tsx';
import { czk, QueryState } from './ManageUi.tsx';
import { useReferral } from './manageQueries.ts';
import './manage.css';

/** /admin/referral (hidden in the menu, SPEC 2): the partner's referral link for other venues. */
export function ReferralPage() {
  const referral = useReferral();
  const [copied, setCopied] = useState(false);
  return (
    <AreaPage title={t('adminReferral.title')} lead={t('adminReferral.lead')}>
      <QueryState
        isPending={referral.isPending}
        isError={referral.isError}
        retry={() => referral.refetch()}
      />
      {referral.data && (
        <>
          <section className="area-card" aria-labelledby="referral-link-title">
            <h2 id="referral-link-title" className="area-card__title">
              {t('adminReferral.linkTitle')}
            </h2>
            <p className="manage-referral">
              <code>{referral.data.url}</code>
            </p>
            <p>{t('adminReferral.code', { code: referral.data.code })}</p>
            <div className="button-row">
              <Button
                onClick={async () => {
                  await navigator.clipboard?.writeText(referral.data.url);
                  setCopied(true);
                }}
              >
                {t('adminReferral.copy')}
              </Button>
            </div>
            {copied && <p role="status">{t('adminReferral.copied')}</p>}
          </section>
          <section className="manage-stats" aria-label={t('adminReferral.statsTitle')}>
            <div className="manage-stat">
              <p className="manage-stat__label">{t('adminReferral.referred')}</p>
              <p className="manage-stat__value">{referral.data.referredCount}</p>
            </div>
            <div className="manage-stat">
              <p className="manage-stat__label">{t('adminReferral.reward')}</p>
              <p className="manage-stat__value">{czk(referral.data.rewardTotal)}</p>
            </div>
          </section>
          <section className="area-card" aria-labelledby="referral-how-title">
            <h2 id="referral-how-title" className="area-card__title">
              {t('adminReferral.howTitle')}
            </h2>
            <ol>
              <li>{t('adminReferral.step1')}</li>
              <li>{t('adminReferral.step2')}</li>
              <li>{t('adminReferral.step3')}</li>
            </ol>
          </section>
        </>
      )}
    </AreaPage>
  );
}
