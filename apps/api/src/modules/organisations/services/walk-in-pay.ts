import type { LocalConfirmResponse, WalkInPayView } from '@champions/contract';
import { walkInSaleState } from '@champions/domain';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../shared/errors.ts';
import type { createLocalCardForm, PaymentsService } from '../../payments/index.ts';
import { selectSaleByTokenHash, type WalkInSaleRow } from '../walk-in-sale-repository.ts';
import { payTokenHash } from './walk-in-link.ts';
import { refreshSale } from './walk-in-status.ts';

type CardForm = ReturnType<typeof createLocalCardForm>;

/** The sale of a payment link; an unknown token: 404. */
export async function saleOfLink(db: Database, token: string): Promise<WalkInSaleRow> {
  const sale = await selectSaleByTokenHash(db, payTokenHash(token));
  if (!sale) throw new AppError('WALK_IN_LINK_NOT_FOUND');
  return sale;
}

async function currentSale(db: Database, payments: PaymentsService, token: string, now: Date) {
  return refreshSale(
    payments,
    await saleOfLink(db, token),
    () => selectSaleByTokenHash(db, payTokenHash(token)),
    now,
  );
}

/**
 * GET /api/pay/walk-in/{token}: the customer's payment page of a desk sale: what she pays for, where
 * the sale stands, and while it waits for her card, the payment's client secret for the card form.
 * Nothing of the account behind the e-mail: no name, no credit balance, no card code.
 */
export async function walkInPayView(
  db: Database,
  payments: PaymentsService,
  token: string,
  now: Date,
): Promise<WalkInPayView> {
  const sale = await currentSale(db, payments, token, now);
  const state = walkInSaleState({ ...sale, now });
  const intent =
    state === 'pending' && sale.providerIntentId
      ? await payments.provider.retrievePaymentIntent(sale.providerIntentId)
      : null;
  return {
    state,
    email: sale.email,
    activityName: sale.activityName,
    venueName: sale.venueName,
    slotStartsAt: sale.slotStartsAt.toISOString(),
    price: sale.amount,
    expiresAt: sale.expiresAt.toISOString(),
    provider: payments.provider.name,
    publishableKey: payments.provider.publishableKey,
    payment: intent ? { paymentId: sale.paymentId, clientSecret: intent.clientSecret } : null,
  };
}

/** A link that can still pay: a cancelled or expired one says so in Czech. */
function refuseClosed(sale: WalkInSaleRow, now: Date) {
  const state = walkInSaleState({ ...sale, now });
  if (state === 'cancelled') throw new AppError('WALK_IN_LINK_CANCELLED');
  if (state === 'expired') throw new AppError('WALK_IN_LINK_EXPIRED');
  return state;
}

/** The link's payment, when the client secret is its own intent's. */
function checkSecret(sale: WalkInSaleRow, clientSecret: string) {
  if (!sale.providerIntentId || clientSecret.split('_secret_')[0] !== sale.providerIntentId) {
    throw new AppError('WALK_IN_LINK_NOT_FOUND');
  }
}

const paidAnswer = (sale: WalkInSaleRow): LocalConfirmResponse => ({
  intentType: 'payment',
  id: sale.providerIntentId ?? sale.paymentId,
  status: 'succeeded',
  error: null,
});

/**
 * POST /api/pay/walk-in/{token}/card (built-in provider; Stripe.js confirms with Stripe itself): the
 * customer pays the desk sale with her card, and the payment is applied at once (the ticket is made,
 * the books post). A link already paid charges nothing more and answers that it is paid. Runs in
 * runMoneyCall under the customer's account (20 taps at once: one charge, one ticket).
 */
export async function payWalkInByCard(
  db: Database,
  deps: { payments: PaymentsService; cardForm: CardForm },
  token: string,
  body: { clientSecret: string; card: { number: string; expMonth: number; expYear: number; cvc: string } },
  now: Date,
): Promise<LocalConfirmResponse> {
  const sale = await currentSale(db, deps.payments, token, now);
  if (refuseClosed(sale, now) === 'paid') return paidAnswer(sale);
  checkSecret(sale, body.clientSecret);
  const answer = await deps.cardForm.confirm(sale.userId, body);
  await deps.payments.syncPayment(sale.userId, sale.paymentId);
  return answer;
}

/** POST /api/pay/walk-in/{token}/authenticate: the card's extra confirmation (3-D Secure). */
export async function authenticateWalkInPay(
  db: Database,
  deps: { payments: PaymentsService; cardForm: CardForm },
  token: string,
  body: { clientSecret: string; approve: boolean },
  now: Date,
): Promise<LocalConfirmResponse> {
  const sale = await currentSale(db, deps.payments, token, now);
  if (refuseClosed(sale, now) === 'paid') return paidAnswer(sale);
  checkSecret(sale, body.clientSecret);
  const answer = await deps.cardForm.authenticate(sale.userId, body);
  await deps.payments.syncPayment(sale.userId, sale.paymentId);
  return answer;
}
