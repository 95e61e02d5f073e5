import { useState } from 'react';
import { t } from '../../shared/i18n/index.ts';
import { formatCzk } from '../../shared/i18n/money.ts';
import { AreaPage } from '../../shared/ui/AreaPage.tsx';
import { Button } from '../../shared/ui/forms.tsx';
import { QueryStatus } from './QueryStatus.tsx';
import { useTrainerReferral } from './trainerQueries.ts';
import './trainer.css';

/** /trainer/referral: the trainer's referral link and whom it brought and what it earned. */
export function TrainerReferralPage() {
  const referral = useTrainerReferral();
  const [copied, setCopied] = useState(false);
  return (
    <AreaPage title={t('trainerArea.referralTitle')} lead={t('trainerArea.referralLead')}>
      <QueryStatus query={referral} />
      {referral.data && (
        <section className="area-card" aria-labelledby="trainer-referral-title">
          <h2 id="trainer-referral-title" className="area-card__title">
            {t('trainerArea.referralLink')}
          </h2>
          <p className="trainer-referral">
            <code>{referral.data.url}</code>
          </p>
          <div className="button-row">
            <Button
              onClick={async () => {
                await navigator.clipboard?.writeText(referral.data.url);
                setCopied(true);
              }}
            >
              {t('trainerArea.referralCopy')}
            </Button>
          </div>
          {copied && <p role="status">{t('trainerArea.referralCopied')}</p>}
          <p>
            {t('trainerArea.referralCount')}: <strong>{referral.data.referred.length}</strong>
          </p>
          <p>
            {t('referral.earnedTotal')}: <strong>{formatCzk(referral.data.earnedTotal)}</strong>
          </p>
        </section>
      )}
    </AreaPage>
  );
}
