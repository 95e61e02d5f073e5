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

/**
 * §1823: a service may start before the withdrawal period ends only at the consumer's express
 * request; a contract whose service starts within it needs that request.
 */
export function needsStartNowRequest(contractAt: Instant, serviceStartsAt: Instant): boolean {
  return toEpochMs(serviceStartsAt) < withdrawalDeadline(contractAt).getTime();
}

export interface WithdrawalInput {
  contractAt: Instant;
  now: Instant;
  /** what the customer paid for the subscription so far, minor units */
  paid: number;
  /** the price of one 28-day period, minor units */
  pricePerPeriod: number;
  /** what the entries the plan covered and the venues admitted earned their partners, minor units */
  usedEntriesValue: number;
}

/**
 * §1834: the customer pays for the service already provided: the days used (each started day
 * counts, the price of a period spread over its 28 days), or the entries used when they are worth
 * more; never more than was paid. The rest of what was paid is returned. Amounts in minor units.
 */
export function withdrawalSettlement(input: WithdrawalInput): {
  charged: number;
  refund: number;
  daysUsed: number;
} {
  const daysUsed = Math.floor(Math.max(0, toEpochMs(input.now) - toEpochMs(input.contractAt)) / DAY_MS) + 1;
  const daysValue = Math.round((input.pricePerPeriod * daysUsed) / CONSTANTS.PERIOD_DAYS);
  const charged = Math.min(input.paid, Math.max(daysValue, input.usedEntriesValue));
  return { charged, refund: input.paid - charged, daysUsed };
}
