import { useState } from 'react';
import { useBlobDownload } from '../../shared/hooks/useBlobDownload.ts';
import { t } from '../../shared/i18n/index.ts';
import { locale } from '../../shared/i18n/language.ts';
import { formatCzk } from '../../shared/i18n/money.ts';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { Button, FormError } from '../../shared/ui/forms.tsx';
import { Pager } from '../../shared/ui/Pager.tsx';
import { PayoutStateBadge } from '../../shared/ui/PayoutStateBadge.tsx';
import { payoutPeriodLabel } from '../../shared/ui/payoutPeriod.ts';
import { QueryState } from './ManageUi.tsx';
import { statementPdfFile, usePartnerPayouts } from './payoutQueries.ts';

const percent = (bps: number) =>
  new Intl.NumberFormat(locale(), { style: 'percent', maximumFractionDigits: 2 }).format(bps / 10_000);

/** The partner's payouts on the earnings page: the same statement and state the back office sees, and its PDF. */
export function PartnerPayouts() {
  const [page, setPage] = useState(1);
  const payouts = usePartnerPayouts(page);
  const pdf = useBlobDownload();
  const data = payouts.data;
  return (
    <section className="area-card" aria-labelledby="earnings-payouts-title">
      <h2 id="earnings-payouts-title" className="area-card__title">
        {t('payouts.partnerTitle')}
      </h2>
      <QueryState isPending={payouts.isPending} isError={payouts.isError} retry={() => payouts.refetch()} />
      {data && data.payouts.length === 0 && <p>{t('payouts.partnerEmpty')}</p>}
      {data && data.payouts.length > 0 && (
        <>
          <DataTable
            rows={data.payouts}
            rowKey={(payout) => payout.id}
            columns={[
              { label: t('payouts.period'), cell: (payout) => payoutPeriodLabel(payout.period) },
              { label: t('payouts.summaryEntries'), cell: (payout) => payout.entryCount, numeric: true },
              {
                label: t('payouts.summaryVoided'),
                cell: (payout) => `${payout.voidedCount} (${formatCzk(payout.voidedAmount)})`,
                numeric: true,
              },
              { label: t('payouts.summaryGross'), cell: (payout) => formatCzk(payout.gross), numeric: true },
              {
                label: t('payouts.partnerCommission'),
                cell: (payout) => `${percent(payout.commissionBps)}: −${formatCzk(payout.commission)}`,
                numeric: true,
              },
              { label: t('payouts.amount'), cell: (payout) => formatCzk(payout.amount), numeric: true },
              { label: t('payouts.status'), cell: (payout) => <PayoutStateBadge state={payout.status} /> },
            ]}
            action={{
              label: t('payouts.partnerPdf'),
              cell: (payout) => (
                <Button
                  variant="secondary"
                  aria-label={t('payouts.partnerPdfOf', { period: payoutPeriodLabel(payout.period) })}
                  onClick={() => pdf.save(statementPdfFile(payout.id, payout.period))}
                >
                  {t('payouts.partnerPdf')}
                </Button>
              ),
            }}
          />
          <Pager
            page={data.pagination.page}
            totalPages={data.pagination.totalPages}
            onPage={setPage}
            label={t('payouts.pagerLabel')}
          />
        </>
      )}
      <FormError message={pdf.error} />
    </section>
  );
}
