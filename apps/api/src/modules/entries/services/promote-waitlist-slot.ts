import { PAGES } from '@champions/domain';
import type { WaitlistFailure, WaitlistPayment } from '../../../mail/entry-facts.ts';
import { entryMailTemplates } from '../../../mail/entry-templates.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { releasePlace } from '../repository.ts';
import {
  accountEmail,
  listUserWaitlist,
  lockWaitlistEntry,
  setWaitlistState,
  type WaitlistRow,
} from '../waitlist-repository.ts';
import { waitlistReference } from './charge-waitlist.ts';
import { type PromotionStep, promoteNextWaiting } from './promote-next-waiting.ts';

/**
 * The waitlist of full time slots ("náhradníci"): hands the free places of a slot to its waiting line,
 * one at a time (promoteNextWaiting); answers how many were promoted. When charging the first in line
 * fails, the user is told by e-mail and the next one moves up. A promotion takes a place, a failed one
 * frees it again: the public catalogue hears of both.
 */
export async function promoteWaitlistSlot(
  ctx: UseCaseContext,
  _actor: null,
  { timeSlotId }: { timeSlotId: string },
): Promise<number> {
  let promoted = 0;
  for (let round = 0; round < 100; round++) {
    // the events' transaction: a promotion says `entry.booked`, whose reactions follow the commit
    const step = await ctx.events.transaction(ctx.db, (tx) => promoteNextWaiting(ctx, tx, timeSlotId));
    if (step.kind === 'none') break;
    ctx.catalogueChanged('places');
    if (step.kind === 'skipped') continue;
    if (step.kind === 'failed') {
      await mailOutcome(ctx, step.entry, { reason: step.reason });
      continue;
    }
    if (step.kind === 'promoted') {
      promoted++;
      const paid: WaitlistPayment =
        step.price === 0 ? { by: 'membership' } : { by: 'credits', price: step.price };
      await mailOutcome(ctx, step.entry, { paid });
      continue;
    }
    if (await charge(ctx, step)) {
      promoted++;
      await mailOutcome(ctx, step.entry, { paid: { by: 'card', price: step.price } });
    } else {
      await mailOutcome(ctx, step.entry, { reason: 'card_failed' });
    }
  }
  return promoted;
}

/** Charges a held place to the saved card; a refusal gives the place back (the next in line gets it). */
async function charge(
  { db, now, payments }: UseCaseContext,
  step: Extract<PromotionStep, { kind: 'charge' }>,
): Promise<boolean> {
  let ok = false;
  try {
    const answer = await payments.startPurchase({
      userId: step.entry.userId,
      amount: step.price,
      purpose: {
        kind: 'entry',
        reference: waitlistReference(step.entry.id, step.source),
        description: step.description,
      },
      idempotencyKey: `waitlist-${step.entry.id}`,
      paymentMethodId: step.cardId,
    });
    ok = answer.status === 'succeeded';
    if (!ok) await payments.cancelPayment(step.entry.userId, answer.paymentId).catch(() => undefined);
  } catch {
    ok = false;
  }
  const promoted = await db.transaction(async (tx) => {
    const entry = await lockWaitlistEntry(tx, step.entry.id);
    if (entry?.state === 'promoted') return true;
    if (entry?.state === 'charging') {
      await releasePlace(tx, entry.timeSlotId);
      await setWaitlistState(tx, entry.id, 'failed', now, { failReason: 'card_failed' });
    }
    return false;
  });
  return ok && promoted;
}

/** The e-mail of a promotion's outcome: the place is the user's (and how it was paid), or why not. */
async function mailOutcome(
  { db, mailer, config }: UseCaseContext,
  entry: WaitlistRow,
  outcome: { paid: WaitlistPayment } | { reason: WaitlistFailure },
) {
  const base = config.PUBLIC_URL.replace(/\/$/, '');
  const rows = await listUserWaitlist(db, entry.userId);
  const row = rows.find((r) => r.entry.id === entry.id);
  const account = await accountEmail(db, entry.userId);
  if (!row || !account) return;
  const content =
    'paid' in outcome
      ? entryMailTemplates.waitlistPromoted(
          row.activityName,
          row.slotStartsAt,
          outcome.paid,
          `${base}${PAGES.user.history}`,
        )
      : entryMailTemplates.waitlistFailed(
          row.activityName,
          row.slotStartsAt,
          outcome.reason,
          `${base}${PAGES.activity(row.activityId)}`,
        );
  await mailer.send(account.email, 'paid' in outcome ? 'waitlist_promoted' : 'waitlist_failed', content);
}
