import { HOUR_MS, MINUTE_MS } from '../constants.ts';
import { type Instant, toEpochMs } from '../periods/instant.ts';

/** Our decisions about when a ticket admits at the door and when it can be cancelled. */
export const ENTRY_RULES = {
  /** A trainer may mark attendance on a booking from this many hours before its slot starts. */
  ADMISSION_OPENS_HOURS_BEFORE: 24,
  /** The door admits a slot's ticket without asking from this many minutes before the slot starts (until it ends). */
  DOOR_OPENS_MINUTES_BEFORE: 30,
  /** A ticket can be cancelled until this many hours before its slot starts. */
  CANCEL_UNTIL_HOURS_BEFORE: 2,
  /** The customer's open card shows an admission as "Vstup potvrzen" for this many minutes after the scan. */
  ADMISSION_SHOWN_MINUTES: 5,
} as const;

/** Why a scan at the door is refused. */
export type RefusalReason =
  | 'code_invalid'
  | 'code_expired'
  | 'already_used'
  | 'expired'
  | 'cancelled'
  | 'other_venue'
  | 'wrong_time'
  | 'no_entry';

export interface AdmissionTicket {
  isUsed: boolean;
  isCancelled: boolean;
  expiresAt: Instant;
  /** The reserved time slot; null for an open entry without a slot. */
  slot: { startsAt: Instant; endsAt: Instant } | null;
}

export type AdmissionResult = { admissible: true } | { admissible: false; reason: RefusalReason };

/** Why a ticket can never admit whatever the time: used, cancelled, expired, or its slot is over (in that order). */
function spentReason(ticket: AdmissionTicket, at: number): RefusalReason | null {
  if (ticket.isUsed) return 'already_used';
  if (ticket.isCancelled) return 'cancelled';
  if (at >= toEpochMs(ticket.expiresAt)) return 'expired';
  if (ticket.slot && at >= toEpochMs(ticket.slot.endsAt)) return 'expired';
  return null;
}

/**
 * Our decision (a trainer's attendance list): an unused, uncancelled, unexpired ticket admits. A
 * ticket for a time slot admits from 24 hours before the slot starts until the slot ends; an open
 * entry admits any time until it expires. Checked in this order: used, cancelled, expired, time.
 */
export function ticketAdmission(ticket: AdmissionTicket, now: Instant): AdmissionResult {
  const at = toEpochMs(now);
  const spent = spentReason(ticket, at);
  if (spent) return { admissible: false, reason: spent };
  if (ticket.slot) {
    const opens = toEpochMs(ticket.slot.startsAt) - ENTRY_RULES.ADMISSION_OPENS_HOURS_BEFORE * HOUR_MS;
    if (at < opens) return { admissible: false, reason: 'wrong_time' };
  }
  return { admissible: true };
}

/** Whether a slot is the one on now at the door: from 30 minutes before its start until its end. */
export function isSlotOnNow(slot: { startsAt: Instant; endsAt: Instant }, now: Instant): boolean {
  const at = toEpochMs(now);
  const opens = toEpochMs(slot.startsAt) - ENTRY_RULES.DOOR_OPENS_MINUTES_BEFORE * MINUTE_MS;
  return at >= opens && at < toEpochMs(slot.endsAt);
}

/**
 * What the door does with one ticket now: admit it (its slot is on now, or an open entry), ask the
 * reception to confirm it (its slot is another day or time, not over yet: never admitted silently),
 * or refuse it (used, cancelled, expired, its slot over). Our decision.
 */
export type DoorVerdict = { kind: 'admit' } | { kind: 'confirm' } | { kind: 'refuse'; reason: RefusalReason };

export function doorVerdict(ticket: AdmissionTicket, now: Instant): DoorVerdict {
  const spent = spentReason(ticket, toEpochMs(now));
  if (spent) return { kind: 'refuse', reason: spent };
  if (ticket.slot && !isSlotOnNow(ticket.slot, now)) return { kind: 'confirm' };
  return { kind: 'admit' };
}

/**
 * Whether a used ticket already let its holder in for what is on now: its slot is on now, or it was
 * scanned within the last 30 minutes (an open entry, or a ticket the reception confirmed early). A
 * second scan then spends nothing. Our decision.
 */
export function admittedForNow(
  ticket: { isUsed: boolean; usedAt: Instant | null; slot: AdmissionTicket['slot'] },
  now: Instant,
): boolean {
  if (!ticket.isUsed || ticket.usedAt === null) return false;
  if (ticket.slot && isSlotOnNow(ticket.slot, now)) return true;
  return toEpochMs(now) - toEpochMs(ticket.usedAt) < ENTRY_RULES.DOOR_OPENS_MINUTES_BEFORE * MINUTE_MS;
}

/** The last moment a ticket for this slot can be cancelled (null for an open entry: until expiry). */
export function entryCancelDeadline(slotStartsAt: Instant | null): Date | null {
  if (slotStartsAt === null) return null;
  return new Date(toEpochMs(slotStartsAt) - ENTRY_RULES.CANCEL_UNTIL_HOURS_BEFORE * HOUR_MS);
}

export interface CancellableTicket {
  isUsed: boolean;
  isCancelled: boolean;
  expiresAt: Instant;
  slotStartsAt: Instant | null;
}

/**
 * Our decision: an unused ticket that is neither cancelled nor expired can be cancelled until
 * 2 hours before its slot starts (an open entry until it expires).
 */
export function canCancelEntry(ticket: CancellableTicket, now: Instant): boolean {
  const at = toEpochMs(now);
  if (ticket.isUsed || ticket.isCancelled || at >= toEpochMs(ticket.expiresAt)) return false;
  const deadline = entryCancelDeadline(ticket.slotStartsAt);
  return deadline === null || at <= deadline.getTime();
}

/**
 * Our decision: a cancelled entry returns everything the user paid for it (credits and card) as
 * credits; a membership-covered entry returns nothing but frees that day's covered entry.
 */
export function entryCancellationRefund(pricePaid: number): number {
  if (!Number.isInteger(pricePaid) || pricePaid < 0)
    throw new RangeError('pricePaid must be a whole non-negative amount');
  return pricePaid;
}

/** The personal QR card: a TOTP-like code over a 30 s time step from a per-user secret. */
export const CARD_CODE = {
  /** Length of one time step, seconds. */
  STEP_SECONDS: 30,
  /** Digits of the code (also what staff type when the camera fails). */
  DIGITS: 8,
  /** Steps accepted before the current one (a code shown up to ~90 s ago, clock skew). */
  ACCEPT_PAST_STEPS: 2,
  /** Steps accepted after the current one (phone clock ahead of the server). */
  ACCEPT_FUTURE_STEPS: 1,
  /** An older code than accepted but within this many steps is reported as expired, not invalid. */
  RECOGNISE_EXPIRED_STEPS: 120,
  /** Prefix of the text the QR code carries: CH1.<userId>.<code>. */
  PREFIX: 'CH1',
} as const;

/** Time step of an instant (floor of seconds / 30). */
export function cardTimeStep(now: Instant): number {
  return Math.floor(toEpochMs(now) / (CARD_CODE.STEP_SECONDS * 1000));
}

/** Milliseconds until the current code changes. */
export function cardCodeRemainingMs(now: Instant): number {
  const stepMs = CARD_CODE.STEP_SECONDS * 1000;
  return stepMs - (toEpochMs(now) % stepMs);
}

/** The text of the QR code. */
export function cardPayload(userId: string, code: string): string {
  return `${CARD_CODE.PREFIX}.${userId}.${code}`;
}

/** Reads a scanned or typed code: the QR text, or just the digits typed by hand. */
export function parseCardPayload(
  text: string,
): { userId: string; code: string } | { userId: null; code: string } | null {
  const trimmed = text.trim();
  const digits = trimmed.replace(/[\s-]/g, '');
  if (new RegExp(`^\\d{${CARD_CODE.DIGITS}}$`).test(digits)) return { userId: null, code: digits };
  const match = new RegExp(
    `^${CARD_CODE.PREFIX}\\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\\.(\\d{${CARD_CODE.DIGITS}})$`,
    'i',
  ).exec(trimmed);
  if (!match) return null;
  return { userId: match[1]!.toLowerCase(), code: match[2]! };
}

/** Whether a code of `codeStep` is accepted at `nowStep`, expired, or from the future/unknown. */
export function cardStepVerdict(codeStep: number, nowStep: number): 'valid' | 'expired' | 'invalid' {
  const age = nowStep - codeStep;
  if (age >= -CARD_CODE.ACCEPT_FUTURE_STEPS && age <= CARD_CODE.ACCEPT_PAST_STEPS) return 'valid';
  if (age > CARD_CODE.ACCEPT_PAST_STEPS && age <= CARD_CODE.RECOGNISE_EXPIRED_STEPS) return 'expired';
  return 'invalid';
}
