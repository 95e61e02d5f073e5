import { CONSTANTS, DAY_MS } from '../constants.ts';
import { type Instant, toEpochMs } from '../periods/instant.ts';

/** SPEC 9: PAYG and PAYG+ entries expire 30 days (30 x 24 h) after purchase. */
export function entryExpiresAt(purchasedAt: Instant): Date {
  return new Date(toEpochMs(purchasedAt) + CONSTANTS.ENTRY_EXPIRY_DAYS * DAY_MS);
}

/** An unused entry is expired from exactly 30 days after purchase on. */
export function isEntryExpired(purchasedAt: Instant, now: Instant): boolean {
  return toEpochMs(now) >= entryExpiresAt(purchasedAt).getTime();
}
