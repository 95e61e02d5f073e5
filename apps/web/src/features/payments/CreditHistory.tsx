import type { CreditMovementKind } from '@champions/contract';
import { useState } from 'react';
import { storeErrorMessage } from '../../shared/api/index.ts';
import { type MessageKey, t } from '../../shared/i18n/index.ts';
import { locale } from '../../shared/i18n/language.ts';
import { formatCzk } from '../../shared/i18n/money.ts';
import { Pager } from '../../shared/ui/Pager.tsx';
import { CreditNoteButton } from './CreditNoteButton.tsx';
import { creditMovementNoteFile, useCreditHistory } from './credits-api.ts';

const dateFormat = new Intl.DateTimeFormat(locale(), {
  timeZone: 'Europe/Prague',
  dateStyle: 'medium',
  timeStyle: 'short',
});

const kindLabel = (kind: CreditMovementKind) => t(`userCredits.kind.${kind}` as MessageKey);
/** A change of credit with its sign: "+ 250 Kč", "− 250 Kč". */
const signed = (amount: number) => `${amount < 0 ? '−' : '+'} ${formatCzk(Math.abs(amount))}`;

/** Every + and − of the customer's credit with its reason and the balance after it (/platba). */
export function CreditHistory() {
  const [page, setPage] = useState(1);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const history = useCreditHistory(page);
  const data = history.data;
  return (
    <section className="billing-section" aria-labelledby="credits-title">
      <h2 id="credits-title">{t('userCredits.title')}</h2>
      <p>{t('userCredits.lead')}</p>
      {history.isError ? (
        <p role="alert">{storeErrorMessage(history.error) || t('userCredits.loadFailed')}</p>
      ) : !data ? (
        <p role="status">{t('userCredits.loading')}</p>
      ) : data.movements.length === 0 ? (
        <p>{t('userCredits.empty')}</p>
      ) : (
        <>
          <div className="billing-table-wrap">
            <table className="billing-table">
              <thead>
                <tr>
                  <th scope="col">{t('userCredits.date')}</th>
                  <th scope="col">{t('userCredits.reason')}</th>
                  <th scope="col" className="num">
                    {t('userCredits.amount')}
                  </th>
                  <th scope="col" className="num">
                    {t('userCredits.balanceAfter')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.movements.map((movement) => (
                  <tr key={movement.id}>
                    <td data-label={t('userCredits.date')}>{dateFormat.format(new Date(movement.at))}</td>
                    <td data-label={t('userCredits.reason')}>
                      <span>{kindLabel(movement.kind)}</span>
                      {movement.description && (
                        <>
                          <br />
                          <small>{movement.description}</small>
                        </>
                      )}
                      {movement.creditNoteNumber && (
                        <>
                          <br />
                          <CreditNoteButton
                            file={creditMovementNoteFile(movement.id, movement.creditNoteNumber)}
                            number={movement.creditNoteNumber}
                            onError={setDownloadError}
                          />
                        </>
                      )}
                    </td>
                    <td data-label={t('userCredits.amount')} className="num">
                      {signed(movement.amount)}
                    </td>
                    <td data-label={t('userCredits.balanceAfter')} className="num">
                      {formatCzk(movement.balanceAfter)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {downloadError && (
            <p role="alert" className="pay-dialog__error">
              {downloadError}
            </p>
          )}
          <Pager
            page={data.pagination.page}
            totalPages={data.pagination.totalPages}
            onPage={setPage}
            label={t('userCredits.pagerLabel')}
          />
        </>
      )}
    </section>
  );
}
