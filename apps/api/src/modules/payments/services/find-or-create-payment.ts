import { creditBreakdown } from '@champions/domain';
import { isUniqueViolation } from '../../../db/unique-violation.ts';
import { NotFoundError } from '../../../shared/errors.ts';
import { lockPayer } from '../customer-repository.ts';
import { appendCredit } from '../ledger.ts';
import { insertPayment, type Payment, selectPaymentByKey } from '../payment-repository.ts';
import { inEventsTransaction, type PaymentsDeps } from './deps.ts';
import { completePayment } from './payment-state.ts';
import type { PurchaseInput } from './purchase-input.ts';

/** Finds the payment of (user, key), or creates it with its credits taken, in one transaction. */
export async function findOrCreatePayment(deps: PaymentsDeps, input: PurchaseInput): Promise<Payment> {
  const { db, clock, provider } = deps;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      return await inEventsTransaction(deps, async (tx) => {
        const account = await lockPayer(tx, input.userId);
        if (!account) throw new NotFoundError();
        const existing = await selectPaymentByKey(tx, input.userId, input.idempotencyKey);
        if (existing) return existing;
        const breakdown = creditBreakdown({
          totalAmount: input.amount,
          currentCredits: input.useCredits === false ? 0 : account.credits,
        });
        const now = clock.now();
        const payment = await insertPayment(tx, {
          userId: input.userId,
          kind: input.purpose.kind as Payment['kind'],
          reference: input.purpose.reference,
          description: input.purpose.description,
          amount: breakdown.stripeCharge,
          totalAmount: breakdown.totalAmount,
          creditsUsed: breakdown.creditsToUse,
          creditsBack: breakdown.creditsBack,
          mode: breakdown.paymentMode,
          currency: 'czk',
          status: 'requires_payment_method',
          provider: provider.name,
          idempotencyKey: input.idempotencyKey,
          createdAt: now,
          updatedAt: now,
        });
        if (breakdown.creditsToUse > 0) {
          await appendCredit(tx, {
            userId: input.userId,
            amount: -breakdown.creditsToUse,
            reason: 'purchase',
            reference: payment.id,
          });
        }
        if (breakdown.paymentMode === 'none') await completePayment(deps, tx, payment);
        return payment;
      });
    } catch (error) {
      // two first requests with one key raced on the unique (user, key): read the winner's row
      const existing = await selectPaymentByKey(db, input.userId, input.idempotencyKey);
      if (existing) return existing;
      if (attempt === 2 || !isUniqueViolation(error)) throw error;
    }
  }
  throw new Error('unreachable');
}
