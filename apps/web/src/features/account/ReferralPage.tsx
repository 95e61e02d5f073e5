import type { OwnReferralResponse } from '@champions/contract';
import { REFERRAL_REWARD } from '@champions/domain';
import { useState } from 'react';
import { t } from '../../shared/i18n/index.ts';
import { formatCzk } from '../../shared/i18n/money.ts';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { Alert, Button } from '../../shared/ui/forms.tsx';
import { useDocumentTitle } from '../../shared/ui/useDocumentTitle.ts';
import { useOwnReferral } from './referralQueries.ts';
import './user-area.css';
import { locale } from '../../shared/i18n/language.ts';

const STATE_LABEL = {
  pending: 'referral.statePending',
  granted: 'referral.stateGranted',
  refused: 'referral.stateRefused',
  reversed: 'referral.stateReversed',
  revoked: 'referral.stateRevoked',
} as const;

const day = new Intl.DateTimeFormat(locale(), { timeZone: 'Europe/Prague', dateStyle: 'medium' });

/** /user/referral: the customer's link, whom it brought (first names only) and what it earned. */
export function ReferralPage() {
  useDocumentTitle(t('referral.title'));
  const referral = useOwnReferral();
  const data = referral.data;
  return (
    <section className="user-page" aria-labelledby="referral-title">
      <h1 id="referral-title" className="user-page__title">
        {t('referral.title')}
      </h1>
      {referral.isPending && <p role="status">{t('form.loading')}</p>}
      {referral.isError && (
        <Alert tone="error">
          <p>{t('referral.loadError')}</p>
          <Button variant="secondary" onClick={() => void referral.refetch()}>
            {t('referral.retry')}
          </Button>
        </Alert>
      )}
      {data && <ReferralContent data={data} />}
    </section>
  );
}

function ReferralContent({ data }: { data: OwnReferralResponse }) {
  const [copied, setCopied] = useState(false);
  return (
    <>
      <p className="page__lead">
        {t('referral.lead', {
          minimum: formatCzk(REFERRAL_REWARD.minimumPurchase),
          referrer: formatCzk(data.referrerReward),
          referee: formatCzk(data.refereeReward),
        })}
      </p>
      <div className="panel">
        <p className="stat__label">{t('referral.linkLabel')}</p>
        <p className="referral-link">
          <code>{data.url}</code>
        </p>
        <p>{t('referral.codeLabel', { code: data.code })}</p>
        <Button
          onClick={async () => {
            await navigator.clipboard?.writeText(data.url);
            setCopied(true);
          }}
        >
          {t('referral.copy')}
        </Button>
        {copied && <p role="status">{t('referral.copied')}</p>}
      </div>
      <div className="stat-grid">
        <div className="stat">
          <p className="stat__label">{t('referral.earnedTotal')}</p>
          <p className="stat__value" data-testid="referral-earned">
            {formatCzk(data.earnedTotal)}
          </p>
        </div>
      </div>
      <h2 className="panel__title">{t('referral.referredTitle')}</h2>
      {data.referred.length === 0 ? (
        <p>{t('referral.empty')}</p>
      ) : (
        <DataTable
          rows={data.referred}
          rowKey={(row) => `${row.registeredAt}-${row.firstName}`}
          columns={[
            { label: t('referral.colName'), cell: (row) => <strong>{row.firstName}</strong> },
            { label: t('referral.colRegistered'), cell: (row) => day.format(new Date(row.registeredAt)) },
            { label: t('referral.colState'), cell: (row) => t(STATE_LABEL[row.state]) },
            { label: t('referral.colEarned'), numeric: true, cell: (row) => formatCzk(row.earned) },
          ]}
        />
      )}
      <p className="field__hint">
        {t('referral.rules', { minimum: formatCzk(REFERRAL_REWARD.minimumPurchase) })}
      </p>
    </>
  );
}
