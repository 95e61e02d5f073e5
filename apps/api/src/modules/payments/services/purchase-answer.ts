import type { PurchaseResponse } from '@champions/contract';
import { creditBreakdown } from '@champions/domain';
import { selectCreditBalance } from '../ledger-repository.ts';
import { selectPayment } from '../payment-repository.ts';
import type { PaymentsDeps } from './deps.ts';
import { isFinal } from './payment-state.ts';

/** A purchase as the API answers it (the client secret only while the payment is open). */
export async function purchaseAnswer(
  { db, provider }: PaymentsDeps,
  paymentId: string,
  clientSecret: string | null,
): Promise<PurchaseResponse> {
  const p = (await selectPayment(db, paymentId))!;
  const credits = await selectCreditBalance(db, p.userId);
  const open = !isFinal(p.status);
  return {
    paymentId: p.id,
    status: p.status as PurchaseResponse['status'],
    clientSecret: open ? clientSecret : null,
    paymentIntentId: p.providerIntentId,
    amount:
      p.mode === 'authorize'
        ? creditBreakdown({ totalAmount: p.totalAmount, currentCredits: p.totalAmount }).authorizationAmount
        : p.amount,
    currency: p.currency,
    totalAmount: p.totalAmount,
    creditsUsed: p.creditsUsed,
    creditsBack: p.creditsBack,
    authorizationOnly: p.mode === 'authorize',
    credits,
    lastError: p.lastError,
    provider: provider.name,
    publishableKey: provider.publishableKey,
  };
}
