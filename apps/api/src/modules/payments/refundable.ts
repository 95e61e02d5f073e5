import { bookAccount, type PaymentReturned, paymentTaken } from '@champions/domain';
import type { Executor } from '../../db/client.ts';
import { moneyParam } from '../../shared/error-codes.ts';
import { AppError } from '../../shared/errors.ts';
import { bookBalances } from '../books/index.ts';
import { lockPaymentById, type Payment } from './payment-repository.ts';

/** What a payment took, what came back from it (card and credits) and what is still refundable. */
export interface Refundable extends PaymentReturned {
  taken: number;
  /** everything that came back so far: to the card and as credits */
  returned: number;
  /** what any refund may still give back (0 unless the payment is paid and not wholly refunded) */
  remaining: number;
  /** what a refund to the card may still give back */
  toCardRemaining: number;
}

const REFUNDABLE_STATUSES = new Set(['succeeded', 'partially_refunded']);

/**
 * `owed`: what the books still owe on the payment (`payment:<id>`, what it took less every return, card
 * and credit); `atProvider`: what the card provider still holds of it (`provider:<id>`).
 */
function refundableOf(payment: Payment, owed: number, atProvider: number): Refundable {
  const taken = paymentTaken(payment);
  const charged = payment.mode === 'charge' ? payment.amount : 0;
  const toCard = Math.max(0, charged - atProvider);
  const returned = Math.max(0, taken - owed);
  const open = REFUNDABLE_STATUSES.has(payment.status);
  const remaining = open ? Math.max(0, owed) : 0;
  return {
    toCard,
    asCredits: Math.max(0, returned - toCard),
    taken,
    returned,
    remaining,
    toCardRemaining: Math.min(remaining, Math.max(0, atProvider)),
  };
}

/**
 * The one reading of what is still refundable on payments, from the books (docs/business-rules.md, "The
 * books"): what each payment still owes (`payment:<id>`: what it took less everything that came back,
 * to the card and as credits, by any path) and, for a refund to the card, what the provider still holds
 * of it (`provider:<id>`). Every refund path reads it; one that writes reads it in its transaction after
 * locking the payment row (`lockPaymentById`).
 */
export async function readRefundables(db: Executor, list: Payment[]): Promise<Map<string, Refundable>> {
  const balances = await bookBalances(
    db,
    list.flatMap((p) => [bookAccount.payment(p.id), bookAccount.provider(p.id)]),
  );
  return new Map(
    list.map((p) => [
      p.id,
      refundableOf(
        p,
        balances.get(bookAccount.payment(p.id)) ?? 0,
        balances.get(bookAccount.provider(p.id)) ?? 0,
      ),
    ]),
  );
}

/** `readRefundables` of one payment. */
export async function readRefundable(db: Executor, payment: Payment): Promise<Refundable> {
  return (await readRefundables(db, [payment])).get(payment.id)!;
}

/** Locks the payment's row until the transaction ends and answers it with what is still refundable on it. */
export async function lockRefundable(tx: Executor, paymentId: string) {
  const payment = await lockPaymentById(tx, paymentId);
  return payment ? { payment, refundable: await readRefundable(tx, payment) } : null;
}

/** The 400 of a refund above `limit` (what is left for it), with what already came back and how. */
export function refundTooLarge(left: Refundable, limit: number): AppError {
  return new AppError('REFUND_EXCEEDS_REMAINING', {
    params: {
      remaining: moneyParam(limit),
      refunded: moneyParam(left.returned),
      toCard: moneyParam(left.toCard),
      asCredits: moneyParam(left.asCredits),
    },
  });
}
