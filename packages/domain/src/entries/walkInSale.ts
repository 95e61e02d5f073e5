import { MINUTE_MS } from '../constants.ts';

/** How long a desk sale's payment link works: the customer pays on her phone while she stands there. */
export const WALK_IN_LINK_MS = 30 * MINUTE_MS;

export type WalkInSaleState = 'pending' | 'paid' | 'expired' | 'cancelled';

/**
 * A desk sale's payment link works until 30 minutes after the sale, and never past the slot's end
 * (an entry of a slot that is over is worth nothing).
 */
export function walkInLinkExpiry(soldAt: Date, slotEndsAt: Date): Date {
  return new Date(Math.min(soldAt.getTime() + WALK_IN_LINK_MS, slotEndsAt.getTime()));
}

/**
 * Where a desk sale stands: paid once its card payment succeeded (whatever happened after, a refund
 * too); otherwise cancelled when the desk cancelled it, expired when its link's time is over or the
 * payment was abandoned; else waiting for the customer's card.
 */
export function walkInSaleState(sale: {
  paymentStatus: string;
  cancelledAt: Date | null;
  expiresAt: Date;
  now: Date;
}): WalkInSaleState {
  if (['succeeded', 'refunded', 'partially_refunded'].includes(sale.paymentStatus)) return 'paid';
  if (sale.cancelledAt) return 'cancelled';
  if (sale.paymentStatus === 'canceled' || sale.now.getTime() >= sale.expiresAt.getTime()) return 'expired';
  return 'pending';
}
