import type { UseCaseContext } from '../../../shared/use-case.ts';
import { paymentsWithReference, type Subscription, updateNotStarted } from '../repository.ts';

/** Gives up an unfinished checkout (NOT_STARTED): its payment is canceled, the subscription CANCELLED. */
export async function abandonCheckout(
  { db, now, payments }: Pick<UseCaseContext, 'db' | 'now' | 'payments'>,
  sub: Subscription,
): Promise<boolean> {
  const open = await paymentsWithReference(db, sub.userId, `${sub.id}:0`);
  for (const p of open) await payments.cancelPayment(sub.userId, p.id);
  const changed = await updateNotStarted(db, sub.id, {
    currentState: 'CANCELLED',
    cancelledAt: now,
    updatedAt: now,
  });
  return !!changed;
}
