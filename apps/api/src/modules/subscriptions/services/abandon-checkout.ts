import { paymentsWithReference, type Subscription, updateNotStarted } from '../repository.ts';
import type { SubscriptionsDeps } from './deps.ts';

/** Gives up an unfinished checkout (NOT_STARTED): its payment is canceled, the subscription CANCELLED. */
export async function abandonCheckout(
  { db, clock, payments }: SubscriptionsDeps,
  sub: Subscription,
): Promise<boolean> {
  const open = await paymentsWithReference(db, sub.userId, `${sub.id}:0`);
  for (const p of open) await payments.cancelPayment(sub.userId, p.id);
  const changed = await updateNotStarted(db, sub.id, {
    currentState: 'CANCELLED',
    cancelledAt: clock.now(),
    updatedAt: clock.now(),
  });
  return !!changed;
}
