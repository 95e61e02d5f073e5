import {
  isYearly,
  PERIOD_MS,
  planVoucherPeriodProvided,
  pragueDayKey,
  recurringPrice,
  type SubscriptionType,
  yearlyPeriodCount,
} from '@champions/domain';
import type { Executor } from '../../../db/client.ts';
import { isUniqueViolation } from '../../../db/unique-violation.ts';
import { AppError } from '../../../shared/errors.ts';
import { postVoucherPlanPeriodProvided, postVoucherPlanRestProvided } from '../../books/index.ts';
import {
  insertSubscription,
  liveSubscription,
  loadArea,
  loadConfig,
  type Subscription,
  selectVoucherOfPlan,
} from '../repository.ts';
import { planName } from './plan-name.ts';

/**
 * Plan vouchers (docs/business-rules.md, "Dárkové poukazy"): what one costs today, the plan its redemption
 * starts, and the voucher's payment provided period by period as the plan runs.
 */

/** The plan as the checkout offers it today: its period price, its name and its location (404 unknown). */
export async function quoteVoucherPlan(
  db: Executor,
  type: SubscriptionType,
  areaId: string | null,
  now: Date,
): Promise<{ periodPrice: number; name: string; areaId: string | null }> {
  const day = pragueDayKey(now);
  const area = await loadArea(db, areaId, day);
  const config = await loadConfig(db, day);
  return {
    periodPrice: recurringPrice({ type, area: area ? { id: area.id, price: area.price } : null }, config),
    name: planName(type, area?.name ?? null),
    areaId: area?.id ?? null,
  };
}

/**
 * Starts the plan a voucher pays for, in the redemption's transaction: ACTIVE at once (the redemption is the
 * express request to start, §1823), its first `periods` periods not charged (`voucherPeriods`), the periods
 * after them charged at the price in force then, on the customer's card. A customer with a live plan gets
 * VOUCHER_PLAN_ALREADY_ACTIVE and nothing changes (the one-live-plan index decides a race).
 */
export async function startVoucherPlan(
  tx: Executor,
  input: { userId: string; type: SubscriptionType; areaId: string | null; periods: number; now: Date },
): Promise<Subscription> {
  if (await liveSubscription(tx, input.userId)) throw new AppError('VOUCHER_PLAN_ALREADY_ACTIVE');
  const { periodPrice } = await quoteVoucherPlan(tx, input.type, input.areaId, input.now);
  try {
    const [sub] = await insertSubscription(tx, {
      userId: input.userId,
      type: input.type,
      currentState: 'ACTIVE',
      areaId: input.areaId,
      startDate: input.now,
      currentPeriod: 0,
      numOfPeriods: isYearly(input.type) ? yearlyPeriodCount(false) : 1,
      nextBillingDate: new Date(input.now.getTime() + PERIOD_MS),
      subscribedPrice: periodPrice,
      monthlyPrice: periodPrice,
      startedAtOnceConsent: true,
      voucherPeriods: input.periods,
      createdAt: input.now,
      updatedAt: input.now,
    });
    return sub;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('VOUCHER_PLAN_ALREADY_ACTIVE');
    throw error;
  }
}

/** The covered period `index` ran its course: its share of the voucher's payment is provided. */
export async function provideVoucherPeriod(tx: Executor, sub: Subscription, index: number): Promise<void> {
  const voucher = sub.voucherPeriods > 0 ? await selectVoucherOfPlan(tx, sub.id) : null;
  if (!voucher?.periods) return;
  const gross = planVoucherPeriodProvided(voucher.amount, voucher.periods, index);
  if (gross > 0) await postVoucherPlanPeriodProvided(tx, { paymentId: voucher.paymentId, index, gross });
}

/** The plan ended before its covered periods did: what the voucher still prepays is provided (forfeited). */
export async function provideVoucherRest(tx: Executor, sub: Subscription): Promise<void> {
  const voucher = sub.voucherPeriods > 0 ? await selectVoucherOfPlan(tx, sub.id) : null;
  if (voucher) await postVoucherPlanRestProvided(tx, voucher.paymentId);
}
