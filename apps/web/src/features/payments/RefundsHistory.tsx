import { useState } from 'react';
import { storeErrorMessage } from '../../shared/api/index.ts';
import { t } from '../../shared/i18n/index.ts';
import { locale } from '../../shared/i18n/language.ts';
import { formatCzk } from '../../shared/i18n/money.ts';
import { Pager } from '../../shared/ui/Pager.tsx';
import { CreditNoteButton } from './CreditNoteButton.tsx';
import { creditNoteFile, useUserRefunds } from './refunds-api.ts';

const dateFormat = new Intl.DateTimeFormat(locale(), { timeZone: 'Europe/Prague', dateStyle: 'medium' });

/** The user's refunds with their credit notes (shown only when there is one). */
export function RefundsHistory() {
  const [page, setPage] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const refunds = useUserRefunds(page);
  const data = refunds.data;
  if (refunds.isError) {
    return <p role="alert">{storeErrorMessage(refunds.error) || t('userRefunds.loadFailed')}</p>;
  }
  if (!data || data.refunds.length === 0) return null;
  return (
    <section className="billing-section" aria-labelledby="refunds-title">
      <h2 id="refunds-title">{t('userRefunds.title')}</h2>
      <p>{t('userRefunds.lead')}</p>
      <div className="billing-table-wrap">
        <table className="billing-table">
          <thead>
            <tr>
              <th scope="col">{t('userRefunds.date')}</th>
              <th scope="col">{t('userRefunds.description')}</th>
              <th scope="col" className="num">
                {t('userRefunds.amount')}
              </th>
              <th scope="col">{t('userRefunds.reason')}</th>
              <th scope="col">{t('userRefunds.creditNote')}</th>
            </tr>
          </thead>
          <tbody>
            {data.refunds.map((r) => (
              <tr key={r.id}>
                <td data-label={t('userRefunds.date')}>{dateFormat.format(new Date(r.createdAt))}</td>
                <td data-label={t('userRefunds.description')}>{r.description}</td>
                <td data-label={t('userRefunds.amount')} className="num">
                  {formatCzk(r.amount)}
                </td>
                <td data-label={t('userRefunds.reason')}>{r.reason}</td>
                <td data-label={t('userRefunds.creditNote')}>
                  <CreditNoteButton
                    file={creditNoteFile(r.id, r.creditNoteNumber)}
                    number={r.creditNoteNumber}
                    onError={setError}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {error && (
        <p role="alert" className="pay-dialog__error">
          {error}
        </p>
      )}
      <Pager
        page={data.pagination.page}
        totalPages={data.pagination.totalPages}
        onPage={setPage}
        label={t('userRefunds.pagerLabel')}
      />
    </section>
  );
}
