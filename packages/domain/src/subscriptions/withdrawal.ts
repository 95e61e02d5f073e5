import { CONSTANTS, DAY_MS } from '../constants.ts';
import { type Instant, toEpochMs } from '../periods/instant.ts';

/** Civil Code §1829: a consumer may withdraw from a distance contract within 14 days of making it. */
export const WITHDRAWAL_DAYS = 14;

/** The last moment of the withdrawal period (exclusive): 14 days after the contract was made. */
export function withdrawalDeadline(contractAt: Instant): Date {
  return new Date(toEpochMs(contractAt) + WITHDRAWAL_DAYS * DAY_MS);
}

export function canWithdraw(contractAt: Instant, now: Instant): boolean {
  return toEpochMs(now) < withdrawalDeadline(contractAt).getTime();
}

export interface WithdrawalInput {
  contractAt: Instant;
  now: Instant;
  /** what the customer paid for the subscription so far, minor units */
  paid: number;
  /** the price of one 28-day period, minor units */
  pricePerPeriod: number;
  /** the express request to start at once (§1823) was given at checkout */
  startedAtOnce: boolean;
}

/**
 * §1834: with the express request to start at once the customer pays for the days used (each
 * started day counts, the price of a period spread over its 28 days); without it nothing. The rest
 * of what was paid is returned. Amounts in minor units.
 */
export function withdrawalSettlement(input: WithdrawalInput): {
  charged: number;
  refund: number;
  daysUsed: number;
} {
  const daysUsed = Math.floor(Math.max(0, toEpochMs(input.now) - toEpochMs(input.contractAt)) / DAY_MS) + 1;
  const used = input.startedAtOnce
    ? Math.round((input.pricePerPeriod * daysUsed) / CONSTANTS.PERIOD_DAYS)
    : 0;
  const charged = Math.min(input.paid, used);
  return { charged, refund: input.paid - charged, daysUsed };
}
