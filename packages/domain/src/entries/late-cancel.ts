import { type Instant, toEpochMs } from '../periods/instant.ts';
import { type CancellableTicket, canCancelEntry } from './admission.ts';

/**
 * How a cancellation ends (our decision, "burza"): until 2 hours before the slot the price returns as
 * credits at once ('refund'); later, until the slot starts, the place is offered to others and the
 * price returns only when somebody takes it ('offer'); otherwise the ticket cannot be cancelled (null).
 */
export type EntryCancellationKind = 'refund' | 'offer';

export function entryCancellationKind(ticket: CancellableTicket, now: Instant): EntryCancellationKind | null {
  if (canCancelEntry(ticket, now)) return 'refund';
  const at = toEpochMs(now);
  if (ticket.isUsed || ticket.isCancelled || at >= toEpochMs(ticket.expiresAt)) return null;
  if (ticket.slotStartsAt === null || at >= toEpochMs(ticket.slotStartsAt)) return null;
  return 'offer';
}

/**
 * How many late-cancelled (offered) places count as taken after a sale: the offered places are the
 * last ones of the slot, so a sale takes one only when the slot would have been full without them.
 * `reserved` counts the places sold now (after the sale), `offered` the late cancellations not yet
 * settled, `capacity` the places the slot may sell.
 */
export function offeredPlacesTaken(input: { capacity: number; reserved: number; offered: number }): number {
  const { capacity, reserved, offered } = input;
  return Math.max(0, Math.min(offered, reserved + offered - capacity));
}
