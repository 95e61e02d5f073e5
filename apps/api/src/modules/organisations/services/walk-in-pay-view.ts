import type { WalkInPayView } from '@champions/contract';
import { walkInSaleState } from '@champions/domain';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { currentSale } from './pay-link-sale.ts';

/**
 * GET /api/pay/walk-in/{token}: the customer's payment page of a desk sale: what she pays for, where
 * the sale stands, and while it waits for her card, the payment's client secret for the card form.
 * Nothing of the account behind the e-mail: no name, no credit balance, no card code.
 */
export async function walkInPayView(
  { db, payments, now }: UseCaseContext,
  _actor: null,
  { token }: { token: string },
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
