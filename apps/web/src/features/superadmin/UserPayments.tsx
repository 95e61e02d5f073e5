import type { BackofficeUserPaymentRow, BackofficeUserResponse } from '@champions/contract';
import { useState } from 'react';
import { useBlobDownload } from '../../shared/hooks/useBlobDownload.ts';
import { type MessageKey, t } from '../../shared/i18n/index.ts';
import { formatCzk } from '../../shared/i18n/money.ts';
import { Button, FormError } from '../../shared/ui/forms.tsx';
import { Pager } from '../../shared/ui/Pager.tsx';
import { submitErrorMessage } from '../../shared/ui/useForm.ts';
import { dateTime, ListState } from './BoUi.tsx';
import { RefundForm } from './RefundForm.tsx';
import { creditNoteFile, useUserCardPayments } from './refundQueries.ts';

type User = BackofficeUserResponse['user'];

const STATUS: Record<string, MessageKey> = {
  succeeded: 'boRefunds.statusPaid',
  partially_refunded: 'boRefunds.statusPartly',
  refunded: 'boRefunds.statusRefunded',
};

/** The user's card payments with their receipts, refunds and credit notes, and "Vrátit platbu". */
export function UserPayments({ user }: { user: User }) {
  const [page, setPage] = useState(1);
  const [refunding, setRefunding] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const list = useUserCardPayments(user.id, page);
  const data = list.data;
  return (
    <section className="area-card bo-payments" aria-labelledby="bo-payments-title">
      <h2 id="bo-payments-title" className="area-card__title">
        {t('boRefunds.title')}
      </h2>
      <p>{t('boRefunds.lead')}</p>
      <ListState
        isPending={list.isPending}
        isError={list.isError}
        error={t('boRefunds.loadError')}
        retry={() => void list.refetch()}
      />
      {done && (
        <p role="status" className="bo-done">
          {done}
        </p>
      )}
      {data && data.payments.length === 0 && <p>{t('boRefunds.empty')}</p>}
      {data && data.payments.length > 0 && (
        <ul className="bo-payments__list">
          {data.payments.map((payment) => (
            <li key={payment.id} className="bo-payment" data-testid="bo-payment">
              <PaymentFacts payment={payment} />
              {payment.refundable > 0 && refunding !== payment.id && (
                <Button
                  variant="secondary"
                  onClick={() => {
                    setDone(null);
                    setRefunding(payment.id);
                  }}
                >
                  {t('boRefunds.refund')}
                </Button>
              )}
              {refunding === payment.id && (
                <RefundForm
                  userId={user.id}
                  email={user.email}
                  payment={payment}
                  onDone={(message) => {
                    setDone(message);
                    setRefunding(null);
                  }}
                  onCancel={() => setRefunding(null)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {data && (
        <Pager
          page={data.pagination.page}
          totalPages={data.pagination.totalPages}
          onPage={setPage}
          label={t('boRefunds.pagerLabel')}
        />
      )}
    </section>
  );
}

function PaymentFacts({ payment }: { payment: BackofficeUserPaymentRow }) {
  const status = STATUS[payment.status];
  return (
    <>
      <p className="bo-payment__head">
        <strong>{payment.description}</strong>
        <span className="bo-timeline__when">
          {dateTime.format(new Date(payment.paidAt ?? payment.createdAt))} ·{' '}
          {status ? t(status) : payment.status}
        </span>
      </p>
      <dl className="bo-facts">
        <dt>{t('boRefunds.total')}</dt>
        <dd>{formatCzk(payment.totalAmount)}</dd>
        <dt>{t('boRefunds.card')}</dt>
        <dd>{formatCzk(payment.cardAmount)}</dd>
        <dt>{t('boRefunds.receipt')}</dt>
        <dd>{payment.receiptNumber ?? t('boRefunds.noReceipt')}</dd>
        <dt>{t('boRefunds.refunded')}</dt>
        <dd data-testid="bo-payment-refunded">{formatCzk(payment.refundedAmount)}</dd>
        <dt>{t('boRefunds.left')}</dt>
        <dd>{formatCzk(payment.refundable)}</dd>
      </dl>
      {payment.refunds.length > 0 && (
        <ul
          className="bo-payment__refunds"
          aria-label={t('boRefunds.refundsOf', { what: payment.description })}
        >
          {payment.refunds.map((refund) => (
            <li key={refund.id}>
              <span>
                {dateTime.format(new Date(refund.createdAt))} · −{formatCzk(refund.amount)} · {refund.reason}
                {refund.ticketCancelled && <> · {t('boRefunds.ticketCancelled')}</>}
              </span>
              <CreditNoteButton refundId={refund.id} number={refund.creditNoteNumber} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function CreditNoteButton({ refundId, number }: { refundId: string; number: string }) {
  const file = useBlobDownload();
  const [error, setError] = useState<string | null>(null);
  return (
    <span>
      <button
        type="button"
        className="button button--link"
        disabled={file.pending}
        aria-label={t('boRefunds.creditNoteLabel', { number })}
        onClick={async () => {
          setError(null);
          try {
            await file.download(creditNoteFile(refundId, number));
          } catch (failure) {
            setError(submitErrorMessage(failure));
          }
        }}
      >
        {t('boRefunds.creditNote', { number })}
      </button>
      <FormError message={error} />
    </span>
  );
}
