import type { PurchaseResponse, WalkInPayView } from '@champions/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../shared/api/index.ts';
import { t } from '../../shared/i18n/index.ts';
import { formatCzk } from '../../shared/i18n/money.ts';
import { formatSlot, formatTime } from '../../shared/public-ui/index.ts';
import { Alert, Button } from '../../shared/ui/forms.tsx';
import { useDocumentTitle } from '../../shared/ui/useDocumentTitle.ts';
import { LazyCardPaymentModal, newIdempotencyKey } from '../payments/index.ts';
import { useWalkInPay, walkInPayCardApi, walkInPayKey } from './api.ts';
import './walk-in-pay.css';

/** What the card modal pays: the link's payment, nothing of the account's credit. */
function purchaseOf(view: WalkInPayView, payment: NonNullable<WalkInPayView['payment']>): PurchaseResponse {
  return {
    paymentId: payment.paymentId,
    status: 'requires_payment_method',
    clientSecret: payment.clientSecret,
    paymentIntentId: null,
    amount: view.price,
    currency: 'czk',
    totalAmount: view.price,
    creditsUsed: 0,
    creditsBack: 0,
    authorizationOnly: false,
    credits: 0,
    lastError: null,
    provider: view.provider,
    publishableKey: view.publishableKey,
  };
}

/**
 * /zaplatit/:token: the payment page of a desk sale, opened on the customer's own phone from the QR
 * code at the desk or the e-mail. What she pays for, the card payment, then "Zaplaceno"; a link the
 * desk cancelled or one past its time says so. No sign-in: the link is the key.
 */
export function WalkInPayPage() {
  const token = useParams().token ?? '';
  const queryClient = useQueryClient();
  const view = useWalkInPay(token);
  const [paying, setPaying] = useState(false);
  const keyRef = useRef(newIdempotencyKey());
  useDocumentTitle(t('partnerOrg.payPage.title'));
  const data = view.data;
  const api = useMemo(
    () =>
      data
        ? walkInPayCardApi(
            token,
            { provider: data.provider, publishableKey: data.publishableKey },
            () => keyRef.current,
          )
        : null,
    [data, token],
  );

  const notFound = view.error instanceof ApiError && view.error.status === 404;
  return (
    <article className="page container walk-in-pay" aria-labelledby="walk-in-pay-title">
      <h1 id="walk-in-pay-title">{t('partnerOrg.payPage.title')}</h1>
      {view.isPending && <p role="status">{t('form.loading')}</p>}
      {notFound && <Alert tone="error">{t('partnerOrg.payPage.notFound')}</Alert>}
      {view.isError && !notFound && (
        <Alert tone="error">
          {t('partnerOrg.payPage.loadError')}{' '}
          <Button variant="link" onClick={() => void view.refetch()}>
            {t('partnerOrg.payPage.retry')}
          </Button>
        </Alert>
      )}
      {data && (
        <>
          {data.state === 'pending' && <p className="page__lead">{t('partnerOrg.payPage.lead')}</p>}
          <section className="walk-in-pay__card" aria-labelledby="walk-in-pay-what">
            <h2 id="walk-in-pay-what" className="walk-in-pay__subtitle">
              {t('partnerOrg.payPage.what')}
            </h2>
            <dl className="walk-in-pay__facts">
              <div>
                <dt>{t('partnerOrg.payPage.activity')}</dt>
                <dd>{data.activityName}</dd>
              </div>
              <div>
                <dt>{t('partnerOrg.payPage.venue')}</dt>
                <dd>{data.venueName}</dd>
              </div>
              <div>
                <dt>{t('partnerOrg.payPage.when')}</dt>
                <dd>{formatSlot(data.slotStartsAt)}</dd>
              </div>
              <div>
                <dt>{t('partnerOrg.payPage.account')}</dt>
                <dd>{data.email}</dd>
              </div>
              <div className="walk-in-pay__price">
                <dt>{t('partnerOrg.payPage.price')}</dt>
                <dd>{formatCzk(data.price)}</dd>
              </div>
            </dl>
          </section>
          <div aria-live="polite">
            {data.state === 'pending' && data.payment && (
              <>
                <Button className="walk-in-pay__button" onClick={() => setPaying(true)}>
                  {t('partnerOrg.payPage.pay', { price: formatCzk(data.price) })}
                </Button>
                <p className="field__hint">
                  {t('partnerOrg.payPage.until', { time: formatTime(data.expiresAt) })}
                </p>
              </>
            )}
            {data.state === 'paid' && (
              <Alert tone="success" title={t('partnerOrg.payPage.paidTitle')}>
                {t('partnerOrg.payPage.paidText')}
              </Alert>
            )}
            {data.state === 'expired' && (
              <Alert tone="error" title={t('partnerOrg.payPage.expiredTitle')}>
                {t('partnerOrg.payPage.expiredText')}
              </Alert>
            )}
            {data.state === 'cancelled' && (
              <Alert tone="error" title={t('partnerOrg.payPage.cancelledTitle')}>
                {t('partnerOrg.payPage.cancelledText')}
              </Alert>
            )}
          </div>
          {api && data.payment && (
            <LazyCardPaymentModal
              open={paying}
              title={t('partnerOrg.payPage.modalTitle')}
              api={api}
              closeOnSuccess
              prepare={async () => ({ kind: 'payment', purchase: purchaseOf(data, data.payment!) })}
              onClose={() => {
                setPaying(false);
                void queryClient.invalidateQueries({ queryKey: walkInPayKey(token) });
              }}
              onSuccess={() => void queryClient.invalidateQueries({ queryKey: walkInPayKey(token) })}
            />
          )}
        </>
      )}
    </article>
  );
}
