import type { Executor } from '../../../db/client.ts';
import { postPlanPeriodProvided } from '../../books/index.ts';
import { paymentsWithReferencePrefix, type Subscription } from '../repository.ts';

const CAPTURED = new Set(['succeeded', 'partially_refunded']);

/**
 * The period before `boundary` ran its course: what the plan's payments made before it (its periods and
 * the switches to it; a catch-up fee is not a prepayment) still prepay is provided, in the books, in the
 * caller's transaction. A period's renewal is charged at its start, after its boundary, so it stays prepaid
 * until the next one.
 */
export async function providePlanPeriod(tx: Executor, sub: Subscription, boundary: Date): Promise<void> {
  const paid = (await paymentsWithReferencePrefix(tx, sub.userId, `${sub.id}:`)).filter(
    (p) =>
      (p.kind === 'subscription' || p.kind === 'switch') &&
      CAPTURED.has(p.status) &&
      (p.paidAt ?? p.createdAt) < boundary,
  );
  await postPlanPeriodProvided(
    tx,
    paid.map((p) => p.id),
  );
}
