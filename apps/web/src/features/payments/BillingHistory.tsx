import type { PaymentDto } from '@champions/contract';
import { useState } from 'react';
import { storeErrorMessage } from '../../shared/api/index.ts';
import { useBlobDownload } from '../../shared/hooks/useBlobDownload.ts';
import { type MessageKey, t } from '../../shared/i18n/index.ts';
import { locale } from '../../shared/i18n/language.ts';
import { formatCzk } from '../../shared/i18n/money.ts';
import { receiptFile, useBillingHistory } from './api.ts';

const dateFormat = new Intl.DateTimeFormat(locale(), { timeZone: 'Europe/Prague', dateStyle: 'medium' });

const OUTCOME_LABELS: Record<NonNullable<PaymentDto['outcome']>, MessageKey> = {
  paid: 'billing.outcomes.paid',
  processing: 'billing.outcomes.processing',
  declined: 'billing.outcomes.declined',
  partially_refunded: 'billing.outcomes.partially_refunded',
  refunded: 'billing.outcomes.refunded',
};

/** What became of the money; the API lists only payments that have an outcome. */
function Outcome({ payment }: { payment: PaymentDto }) {
  if (!payment.outcome) return null;
  return (
    <>
      {t(OUTCOME_LABELS[payment.outcome])}
      {payment.refundedAmount > 0 && (
        <span className="billing-refunded">
          {t('billing.refundedToCard', { amount: formatCzk(payment.refundedAmount) })}
        </span>
      )}
    </>
  );
}

function ReceiptButton({ payment, onError }: { payment: PaymentDto; onError: (message: string) => void }) {
  const receipt = useBlobDownload();
  if (!payment.receiptNumber) return <span>{t('billing.noReceipt')}</span>;
  const number = payment.receiptNumber;
  return (
    <button
      type="button"
      className="link-button"
      disabled={receipt.pending}
      aria-label={t('billing.downloadLabel', { number })}
      onClick={async () => {
        try {
          await receipt.download(receiptFile(payment.id, number));
        } catch {
          onError(t('billing.downloadFailed'));
        }
      }}
    >
      {number} · {t('billing.download')}
    </button>
  );
}

/**
 * The billing history (newest first, 20 a page): what happened to money, with each payment's receipt to
 * download and what came back to the card.
 */
export function BillingHistory({ limit = 20 }: { limit?: number }) {
  const [page, setPage] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const history = useBillingHistory(page, limit);
  const data = history.data;
  return (
    <section className="billing-section" aria-labelledby="billing-history-title">
      <h2 id="billing-history-title">{t('billing.historyTitle')}</h2>
      {history.isError && <p role="alert">{storeErrorMessage(history.error) || t('billing.loadFailed')}</p>}
      {data && data.payments.length === 0 && <p className="billing-empty">{t('billing.historyEmpty')}</p>}
      {data && data.payments.length > 0 && (
        <div className="billing-table-wrap">
          <table className="billing-table">
            <thead>
              <tr>
                <th scope="col">{t('billing.date')}</th>
                <th scope="col">{t('billing.description')}</th>
                <th scope="col" className="num">
                  {t('billing.amount')}
                </th>
                <th scope="col" className="num">
                  {t('billing.credits')}
                </th>
                <th scope="col">{t('billing.status')}</th>
                <th scope="col">{t('billing.receipt')}</th>
              </tr>
            </thead>
            <tbody>
              {data.payments.map((p) => (
                <tr key={p.id}>
                  <td data-label={t('billing.date')}>{dateFormat.format(new Date(p.createdAt))}</td>
                  <td data-label={t('billing.description')}>{p.description}</td>
                  <td data-label={t('billing.amount')} className="num">
                    {formatCzk(p.amount)}
                  </td>
                  <td data-label={t('billing.credits')} className="num">
                    {formatCzk(p.creditsUsed)}
                  </td>
                  <td data-label={t('billing.status')}>
                    <Outcome payment={p} />
                  </td>
                  <td data-label={t('billing.receipt')}>
                    <ReceiptButton payment={p} onError={setError} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {error && (
        <p role="alert" className="pay-dialog__error">
          {error}
        </p>
      )}
      {data && data.pagination.totalPages > 1 && (
        <nav className="billing-pager" aria-label={t('billing.historyTitle')}>
          <button
            type="button"
            className="button button--secondary"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t('billing.previous')}
          </button>
          <span>{t('billing.page', { page: data.pagination.page, pages: data.pagination.totalPages })}</span>
          <button
            type="button"
            className="button button--secondary"
            disabled={page >= data.pagination.totalPages}
            onClick={() => setPage(page + 1)}
          >
            {t('billing.next')}
          </button>
        </nav>
      )}
    </section>
  );
}
