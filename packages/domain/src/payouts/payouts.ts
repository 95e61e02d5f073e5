import { CONSTANTS } from '../constants.ts';
import { type Instant, toEpochMs } from '../periods/instant.ts';

/**
 * Partner payouts. Our decisions:
 * - A payout covers one calendar month, or one ISO week (Monday to Sunday) when the partner chose
 *   weekly payouts, bounded by Europe/Prague midnights: [start, end).
 * - It pays the entries admitted in the period (scanned at the door) that the back office did not void,
 *   at the partner's earning per entry, less the platform's commission (basis points of the gross,
 *   rounded half up to whole haléře). A voided entry is listed on the statement and pays nothing.
 * - Only a closed period (its end has passed) can be computed; a payout moves
 *   draft → approved → exported → paid (approved may be paid without a bank file), never back.
 */

export const PAYOUT_FREQUENCIES = ['monthly', 'weekly'] as const;
export type PayoutFrequency = (typeof PAYOUT_FREQUENCIES)[number];

export const PAYOUT_STATES = ['draft', 'approved', 'exported', 'paid'] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];

export interface PayoutPeriod {
  frequency: PayoutFrequency;
  /** 'YYYY-MM' for a month, 'YYYY-Www' for an ISO week */
  key: string;
  start: Date;
  end: Date;
}

const DAY_MS = 86_400_000;

const wallParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: CONSTANTS.BUSINESS_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function pragueParts(ms: number) {
  const parts = Object.fromEntries(wallParts.formatToParts(ms).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    wallMs: Date.UTC(
      Number(parts.year),
      Number(parts.month) - 1,
      Number(parts.day),
      Number(parts.hour),
      Number(parts.minute),
      Number(parts.second),
    ),
  };
}

/** The instant of midnight starting a Prague calendar day (month is 1-based; overflowing days roll over). */
export function pragueMidnight(year: number, month: number, day: number): Date {
  const wall = Date.UTC(year, month - 1, day);
  // Prague is UTC+1 or UTC+2; take the offset at the guess and correct once (midnight is never in a DST gap).
  const offset = pragueParts(wall).wallMs - wall;
  const first = wall - offset;
  return new Date(wall - (pragueParts(first).wallMs - first));
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** ISO week of a calendar date given as UTC midnight ms: its year and number (weeks start on Monday). */
function isoWeekOf(utcMidnightMs: number): { year: number; week: number } {
  const weekday = (new Date(utcMidnightMs).getUTCDay() + 6) % 7; // Monday = 0
  const thursday = new Date(utcMidnightMs + (3 - weekday) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) + 1;
  return { year, week };
}

/** Monday (UTC midnight ms) of ISO week `week` of `year`. */
function isoWeekMonday(year: number, week: number): number {
  const jan4 = Date.UTC(year, 0, 4);
  const jan4Weekday = (new Date(jan4).getUTCDay() + 6) % 7;
  return jan4 - jan4Weekday * DAY_MS + (week - 1) * 7 * DAY_MS;
}

/** The period named by a key ('2026-10' or '2026-W43'), or null when the key is not a real month or week. */
export function payoutPeriod(frequency: PayoutFrequency, key: string): PayoutPeriod | null {
  if (frequency === 'monthly') {
    const match = /^(\d{4})-(\d{2})$/.exec(key);
    if (!match) return null;
    const year = Number(match[1]);
    const month = Number(match[2]);
    if (month < 1 || month > 12) return null;
    return { frequency, key, start: pragueMidnight(year, month, 1), end: pragueMidnight(year, month + 1, 1) };
  }
  const match = /^(\d{4})-W(\d{2})$/.exec(key);
  if (!match) return null;
  const year = Number(match[1]);
  const week = Number(match[2]);
  const monday = isoWeekMonday(year, week);
  if (week < 1 || isoWeekOf(monday).year !== year) return null;
  const date = new Date(monday);
  const [y, m, d] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
  return { frequency, key, start: pragueMidnight(y, m, d), end: pragueMidnight(y, m, d + 7) };
}

/** The period (month or ISO week, on the Prague calendar) that contains the instant. */
export function payoutPeriodOf(frequency: PayoutFrequency, instant: Instant): PayoutPeriod {
  const { year, month, day } = pragueParts(toEpochMs(instant));
  if (frequency === 'monthly') return payoutPeriod(frequency, `${year}-${pad(month)}`) as PayoutPeriod;
  const iso = isoWeekOf(Date.UTC(year, month - 1, day));
  return payoutPeriod(frequency, `${iso.year}-W${pad(iso.week)}`) as PayoutPeriod;
}

/** The last period that has ended by `now`: last month, or last week (Monday to Sunday). */
export function lastClosedPayoutPeriod(frequency: PayoutFrequency, now: Instant): PayoutPeriod {
  const current = payoutPeriodOf(frequency, now);
  return payoutPeriodOf(frequency, current.start.getTime() - 1);
}

/** A period can be paid out only once it has ended. */
export function isPayoutPeriodClosed(period: Pick<PayoutPeriod, 'end'>, now: Instant): boolean {
  return period.end.getTime() <= toEpochMs(now);
}

/**
 * The payment's variable symbol: the period's digits, 'YYYYMM' for a month and 'YYYY0WW' for a week
 * (six or seven digits, so the two never collide); the partner's account tells partners apart.
 */
export function payoutVariableSymbol(period: Pick<PayoutPeriod, 'frequency' | 'key'>): string {
  return period.frequency === 'monthly'
    ? period.key.replace('-', '')
    : period.key.replace(/^(\d{4})-W(\d{2})$/, '$10$2');
}

/** Platform commission: at most 100 %, whole basis points (1 % = 100). */
export const PAYOUT_RULES = { MAX_COMMISSION_BPS: 10_000 } as const;

export interface StatementEntry {
  /** the partner's earning for the entry, haléře */
  earning: number;
  voided: boolean;
}

export interface PayoutTotals {
  entryCount: number;
  voidedCount: number;
  voidedAmount: number;
  gross: number;
  commission: number;
  net: number;
}

/** Totals of a statement: gross of the entries that stand, the commission on it and what is paid. */
export function payoutTotals(entries: readonly StatementEntry[], commissionBps: number): PayoutTotals {
  if (
    !Number.isInteger(commissionBps) ||
    commissionBps < 0 ||
    commissionBps > PAYOUT_RULES.MAX_COMMISSION_BPS
  ) {
    throw new RangeError(`commission must be 0–${PAYOUT_RULES.MAX_COMMISSION_BPS} basis points`);
  }
  let gross = 0;
  let voidedAmount = 0;
  let voidedCount = 0;
  for (const entry of entries) {
    if (entry.voided) {
      voidedCount += 1;
      voidedAmount += entry.earning;
    } else gross += entry.earning;
  }
  const commission = Math.floor((gross * commissionBps + 5_000) / 10_000);
  return {
    entryCount: entries.length - voidedCount,
    voidedCount,
    voidedAmount,
    gross,
    commission,
    net: gross - commission,
  };
}

export type PayoutAction = 'recompute' | 'void' | 'approve' | 'export' | 'markPaid';

/** Which state an action needs; an action on a payout in another state is refused. */
const ALLOWED: Record<PayoutAction, readonly PayoutState[]> = {
  recompute: ['draft'],
  void: ['draft'],
  approve: ['draft'],
  export: ['approved'],
  markPaid: ['approved', 'exported'],
};

export function payoutActionAllowed(state: PayoutState, action: PayoutAction): boolean {
  return ALLOWED[action].includes(state);
}

/** The states an action may start from (for the conditional update that moves a payout). */
export function payoutActionFrom(action: PayoutAction): readonly PayoutState[] {
  return ALLOWED[action];
}
