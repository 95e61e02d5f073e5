import type { SubscriptionDto } from '@champions/contract';
import { type AreaPrice, BRAND, type Config, PERIOD_MS } from '@champions/domain';
import { and, desc, eq, inArray, isNull, like, sql } from 'drizzle-orm';
import {
  accounts,
  areas,
  creditLedger,
  paymentMethods,
  payments,
  promoRedemptions,
  subscriptionPauses,
  subscriptions,
  vouchers,
} from '../../db/schema.ts';
import { AppError } from '../../shared/errors.ts';
import { loadPlanCompany } from '../entries/index.ts';
import type { Executor } from '../payments/index.ts';
import { configOn, pricesOn, withAreaPricesOn } from '../prices/index.ts';

export type Subscription = typeof subscriptions.$inferSelect;

/** States in which a subscription is live (one per user, a unique index holds it). */
export const LIVE_STATES = ['ACTIVE', 'WAITING_FOR_PAYMENT', 'NOT_STARTED'] as const;

/**
 * The price config of SPEC 3 in minor units, in force on a Prague day (scheduled price changes):
 * today for a purchase or a quote, the period's first day for a renewal.
 */
export async function loadConfig(db: Executor, day: string): Promise<Config> {
  return configOn(db, day);
}

/** An area with its price in force on a Prague day, or 404. null stays null (all locations). */
export async function loadArea(
  db: Executor,
  areaId: string | null | undefined,
  day: string,
): Promise<(AreaPrice & { name: string }) | null> {
  if (!areaId) return null;
  const [area] = await db
    .select({ id: areas.id, price: areas.price, name: areas.name })
    .from(areas)
    .where(eq(areas.id, areaId));
  if (!area) throw new AppError('SUBSCRIPTION_AREA_NOT_FOUND');
  const [priced] = await withAreaPricesOn(db, [area], day);
  return priced ?? area;
}

/**
 * The prices in force on a Prague day in one read: the config and a lookup of an area's price (404
 * for an unknown area, null for all locations). The billing job prices a new period with it.
 */
export async function loadPrices(db: Executor, day: string) {
  const prices = await pricesOn(db, day);
  const area = (areaId: string | null | undefined): (AreaPrice & { name: string }) | null => {
    if (!areaId) return null;
    const found = prices.areas.find((row) => row.id === areaId);
    if (!found) throw new AppError('SUBSCRIPTION_AREA_NOT_FOUND');
    return found;
  };
  return { config: prices.config, area };
}

/** An area's name (for plan names in texts), or null for all locations or an unknown area. */
export async function loadAreaName(db: Executor, areaId: string | null | undefined): Promise<string | null> {
  if (!areaId) return null;
  const [area] = await db.select({ name: areas.name }).from(areas).where(eq(areas.id, areaId));
  return area?.name ?? null;
}

/** The user's live subscription (ACTIVE, WAITING_FOR_PAYMENT or NOT_STARTED), optionally locked. */
export async function liveSubscription(
  db: Executor,
  userId: string,
  options: { lock?: boolean } = {},
): Promise<Subscription | null> {
  const query = db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.currentState, [...LIVE_STATES])));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function lockSubscription(db: Executor, id: string): Promise<Subscription | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
  return row ?? null;
}

export async function userCredits(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ credits: accounts.credits }).from(accounts).where(eq(accounts.id, userId));
  return row?.credits ?? 0;
}

/** The card a subscription is charged with: its own, else the user's default card. */
export async function billingCard(db: Executor, sub: Subscription) {
  const where = sub.paymentMethodId
    ? and(eq(paymentMethods.id, sub.paymentMethodId), eq(paymentMethods.userId, sub.userId))
    : eq(paymentMethods.userId, sub.userId);
  const [card] = await db
    .select()
    .from(paymentMethods)
    .where(where)
    .orderBy(desc(paymentMethods.isDefault))
    .limit(1);
  if (card) return card;
  if (!sub.paymentMethodId) return null;
  const [fallback] = await db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, sub.userId))
    .orderBy(desc(paymentMethods.isDefault))
    .limit(1);
  return fallback ?? null;
}

/** Start of period `index` (0-based) of a subscription. */
export const periodStartAt = (sub: Pick<Subscription, 'startDate'>, index: number) =>
  new Date(sub.startDate.getTime() + index * PERIOD_MS);

/** SPEC 3 subscription as the API answers it. */
export async function toDto(db: Executor, sub: Subscription): Promise<SubscriptionDto> {
  const name = await loadAreaName(db, sub.areaId);
  return {
    id: sub.id,
    type: sub.type,
    currentState: sub.currentState,
    startDate: sub.startDate.toISOString(),
    currentPeriod: sub.currentPeriod,
    numOfPeriods: sub.numOfPeriods,
    area: sub.areaId && name !== null ? { id: sub.areaId, name } : null,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    cancelAtWholeEnd: sub.cancelAtWholeEnd,
    switchTo: sub.switchTo,
    nextBillingDate: sub.nextBillingDate?.toISOString() ?? null,
    subscribedPrice: sub.subscribedPrice,
    monthlyPrice: sub.monthlyPrice,
    pause:
      sub.pauseStartsAt && sub.pauseResumesAt
        ? { startsAt: sub.pauseStartsAt.toISOString(), resumesAt: sub.pauseResumesAt.toISOString() }
        : null,
    company: await loadPlanCompany(db, sub.companySeatId),
  };
}

// ------------------------------------------------------------ pauses

/** When the user's pauses (of any of their subscriptions, not cancelled ones) started. */
export async function earlierPauseStarts(db: Executor, userId: string): Promise<Date[]> {
  const rows = await db
    .select({ startsAt: subscriptionPauses.startsAt })
    .from(subscriptionPauses)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionPauses.subscriptionId))
    .where(and(eq(subscriptions.userId, userId), isNull(subscriptionPauses.cancelledAt)));
  return rows.map((r) => r.startsAt);
}

/** A new pause: its history row and the subscription's current pause. */
export async function recordPause(
  db: Executor,
  subscriptionId: string,
  pause: { startsAt: Date; resumesAt: Date },
  now: Date,
): Promise<void> {
  await db.insert(subscriptionPauses).values({ subscriptionId, ...pause, createdAt: now });
  await db
    .update(subscriptions)
    .set({ pauseStartsAt: pause.startsAt, pauseResumesAt: pause.resumesAt, updatedAt: now })
    .where(eq(subscriptions.id, subscriptionId));
}

const pauseRowOf = (sub: Subscription) =>
  and(
    eq(subscriptionPauses.subscriptionId, sub.id),
    eq(subscriptionPauses.startsAt, sub.pauseStartsAt!),
    isNull(subscriptionPauses.cancelledAt),
  );

/** A planned pause given up before it started: it no longer counts against the limit. */
export async function dropPlannedPause(db: Executor, sub: Subscription, now: Date): Promise<void> {
  if (!sub.pauseStartsAt) return;
  await db.update(subscriptionPauses).set({ cancelledAt: now }).where(pauseRowOf(sub));
  await clearPause(db, sub.id, now);
}

/** A running pause that ends earlier: the plan resumes (and is charged) at `resumesAt`. */
export async function shortenPause(
  db: Executor,
  sub: Subscription,
  resumesAt: Date,
  now: Date,
): Promise<void> {
  await db.update(subscriptionPauses).set({ resumesAt }).where(pauseRowOf(sub));
  await db
    .update(subscriptions)
    .set({ pauseResumesAt: resumesAt, updatedAt: now })
    .where(eq(subscriptions.id, sub.id));
}

/** The subscription has no planned or running pause any more (it resumed, or the pause was dropped). */
export async function clearPause(db: Executor, subscriptionId: string, now: Date): Promise<void> {
  await db
    .update(subscriptions)
    .set({ pauseStartsAt: null, pauseResumesAt: null, updatedAt: now })
    .where(eq(subscriptions.id, subscriptionId));
}

export async function updateSubscription(
  db: Executor,
  id: string,
  values: Partial<typeof subscriptions.$inferInsert>,
): Promise<void> {
  await db.update(subscriptions).set(values).where(eq(subscriptions.id, id));
}

export async function findSubscription(db: Executor, id: string): Promise<Subscription | undefined> {
  const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return sub;
}

export async function findAccount(db: Executor, userId: string) {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, userId));
  return account;
}

/** Updates a subscription only while its checkout is unfinished (NOT_STARTED); answers the changed row. */
export async function updateNotStarted(
  db: Executor,
  id: string,
  values: Partial<typeof subscriptions.$inferInsert>,
) {
  const [changed] = await db
    .update(subscriptions)
    .set(values)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.currentState, 'NOT_STARTED')))
    .returning();
  return changed;
}

/** Extends a yearly plan only if no one extended it meanwhile. */
export async function updateIfNumOfPeriods(
  db: Executor,
  id: string,
  numOfPeriods: number,
  values: Partial<typeof subscriptions.$inferInsert>,
): Promise<void> {
  await db
    .update(subscriptions)
    .set(values)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.numOfPeriods, numOfPeriods)));
}

/** Ends a live (ACTIVE or WAITING_FOR_PAYMENT) subscription; answers the changed row. */
export async function updateIfLive(
  db: Executor,
  id: string,
  values: Partial<typeof subscriptions.$inferInsert>,
) {
  const [changed] = await db
    .update(subscriptions)
    .set(values)
    .where(
      and(eq(subscriptions.id, id), inArray(subscriptions.currentState, ['ACTIVE', 'WAITING_FOR_PAYMENT'])),
    )
    .returning();
  return changed;
}

/** Sets the subscription's card unless it has one. */
export async function setCardIfNone(db: Executor, id: string, paymentMethodId: string): Promise<void> {
  await db
    .update(subscriptions)
    .set({ paymentMethodId })
    .where(and(eq(subscriptions.id, id), sql`${subscriptions.paymentMethodId} is null`));
}

export async function insertSubscription(db: Executor, values: typeof subscriptions.$inferInsert) {
  return (await db.insert(subscriptions).values(values).returning()) as [Subscription];
}

/** Whether the user already had a plan with the promo applied (live or ended). */
/** Remembers that the customer used the promo on this plan (once: a repeat changes nothing). */
export async function recordPromoRedemption(
  db: Executor,
  input: { userId: string; subscriptionId: string; at: Date },
) {
  await db
    .insert(promoRedemptions)
    .values({
      userId: input.userId,
      code: BRAND.promoCode,
      subscriptionId: input.subscriptionId,
      redeemedAt: input.at,
    })
    .onConflictDoNothing();
}

/** The promo is used once per customer: a redemption, or a plan that ran with it before redemptions were kept. */
export async function promoAlreadyUsed(db: Executor, userId: string): Promise<boolean> {
  const [redeemed] = await db
    .select({ code: promoRedemptions.code })
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.userId, userId), eq(promoRedemptions.code, BRAND.promoCode)));
  if (redeemed) return true;
  const [used] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.promoApplied, true),
        inArray(subscriptions.currentState, ['ACTIVE', 'WAITING_FOR_PAYMENT', 'ENDED']),
      ),
    )
    .limit(1);
  return !!used;
}

export async function findUserCard(db: Executor, userId: string, id: string) {
  const [method] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId)));
  return method;
}

export async function findUserCardByProvider(db: Executor, userId: string, providerId: string) {
  const [method] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.providerId, providerId)));
  return method;
}

export function paymentsWithReference(db: Executor, userId: string, reference: string) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.reference, reference)));
}

/** The user's payments whose reference starts with the prefix. */
export function paymentsWithReferencePrefix(db: Executor, userId: string, prefix: string) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), like(payments.reference, `${prefix}%`)));
}

/** What a payment gave back as credit so far (ledger reason `refund`, reference `<payment id>:<refund key>`). */
export async function creditRefundedOf(
  db: Executor,
  payment: { id: string; userId: string },
): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${creditLedger.amount}), 0)` })
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.userId, payment.userId),
        eq(creditLedger.reason, 'refund'),
        like(creditLedger.reference, `${payment.id}:%`),
      ),
    );
  return Number(row?.sum ?? 0);
}

export async function findPaymentByIntent(db: Executor, userId: string, intentId: string) {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.providerIntentId, intentId)));
  return payment;
}

/** The plan voucher that started a subscription (vouchers.subscription_id): its payment, amount and periods. */
export async function selectVoucherOfPlan(db: Executor, subscriptionId: string) {
  const [row] = await db
    .select({ paymentId: vouchers.paymentId, amount: vouchers.amount, periods: vouchers.periods })
    .from(vouchers)
    .where(eq(vouchers.subscriptionId, subscriptionId));
  return row ?? null;
}
