import { MONEY_MOVED_PAYMENT_STATUSES, type PaymentReturnReason } from '@champions/domain';
import { and, count, desc, eq, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { paymentRefunds, payments } from '../../db/schema.ts';

/** Queries of payments: one row per purchase, its credits, card part and status. */

export type Payment = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
type OpenStatus = 'requires_payment_method' | 'requires_action' | 'processing';

export async function selectPayment(db: Executor, paymentId: string): Promise<Payment | null> {
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  return payment ?? null;
}

/** The user's payment; another user's id answers null. */
export async function selectUserPayment(db: Executor, userId: string, paymentId: string) {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)));
  return payment ?? null;
}

/** The payment of (user, idempotency key), if it was made. */
export async function selectPaymentByKey(db: Executor, userId: string, idempotencyKey: string) {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.idempotencyKey, idempotencyKey)));
  return payment ?? null;
}

/** The payment's row locked until the transaction ends. */
export async function lockPaymentById(tx: Executor, paymentId: string): Promise<Payment | null> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  return row ?? null;
}

/** The row of the payment a provider's intent belongs to, locked until the transaction ends. */
export async function lockPaymentByIntent(tx: Executor, intentId: string): Promise<Payment | null> {
  const [row] = await tx.select().from(payments).where(eq(payments.providerIntentId, intentId)).for('update');
  return row ?? null;
}

export async function insertPayment(tx: Executor, row: NewPayment): Promise<Payment> {
  const [payment] = await tx.insert(payments).values(row).returning();
  return payment!;
}

/** Keeps why a paid payment that bought nothing is going back (its fulfilment's transaction). */
export async function setReturnReason(tx: Executor, paymentId: string, reason: PaymentReturnReason) {
  await tx.update(payments).set({ returnReason: reason }).where(eq(payments.id, paymentId));
}

export async function setProviderIntent(tx: Executor, paymentId: string, intentId: string) {
  await tx.update(payments).set({ providerIntentId: intentId }).where(eq(payments.id, paymentId));
}

/** Saves the intent made for a payment unless one is saved already (a concurrent start won). */
export async function setProviderIntentOnce(db: Executor, paymentId: string, intentId: string, now: Date) {
  await db
    .update(payments)
    .set({ providerIntentId: intentId, updatedAt: now })
    .where(and(eq(payments.id, paymentId), sql`${payments.providerIntentId} is null`));
}

/** Marks a payment succeeded; `cardFingerprint` is the provider's fingerprint of the card that paid, if any. */
export async function markPaymentSucceeded(
  tx: Executor,
  paymentId: string,
  now: Date,
  cardFingerprint: string | null = null,
): Promise<Payment> {
  const [updated] = await tx
    .update(payments)
    .set({ status: 'succeeded', paidAt: now, lastError: null, updatedAt: now, cardFingerprint })
    .where(eq(payments.id, paymentId))
    .returning();
  return updated!;
}

export async function setPaymentStatus(
  tx: Executor,
  paymentId: string,
  change: {
    status: OpenStatus | 'canceled' | 'refunded' | 'partially_refunded';
    lastError?: string | null;
    updatedAt: Date;
  },
) {
  await tx.update(payments).set(change).where(eq(payments.id, paymentId));
}

/**
 * Records a card refund on the payment: its row in `payment_refunds` (once per refund key) and the
 * amount added to `refunded_amount`; the new refund's id, or null when that key was recorded before.
 */
export async function recordCardRefund(
  tx: Executor,
  row: Omit<typeof paymentRefunds.$inferInsert, 'id'>,
): Promise<string | null> {
  const [refund] = await tx
    .insert(paymentRefunds)
    .values(row)
    .onConflictDoNothing({ target: [paymentRefunds.paymentId, paymentRefunds.idempotencyKey] })
    .returning({ id: paymentRefunds.id });
  if (!refund) return null;
  await tx
    .update(payments)
    .set({ refundedAmount: sql`${payments.refundedAmount} + ${row.amount}` })
    .where(eq(payments.id, row.paymentId));
  return refund.id;
}

/** Open payments with an intent, unchanged since `before` (to ask the provider about them). */
export async function selectPaymentsToReconcile(db: Executor, before: Date, limit: number) {
  return db
    .select()
    .from(payments)
    .where(
      and(
        isNotNull(payments.providerIntentId),
        lt(payments.updatedAt, before),
        inArray(payments.status, ['requires_payment_method', 'requires_action', 'processing']),
      ),
    )
    .limit(limit);
}

/** Payments still waiting for a card, unchanged since `before` (to give them up). */
export async function selectAbandonedPayments(db: Executor, before: Date, limit: number) {
  return db
    .select()
    .from(payments)
    .where(
      and(
        lt(payments.updatedAt, before),
        inArray(payments.status, ['requires_payment_method', 'requires_action']),
      ),
    )
    .limit(limit);
}

/** One page of the user's payments, newest first, and how many there are. */
/**
 * A page of the user's payments, newest first. `moneyOnly` (the billing history) leaves out card windows
 * never submitted: only payments that moved money or that the provider declined (domain paymentHistoryOutcome).
 */
export async function selectPaymentPage(
  db: Executor,
  userId: string,
  page: number,
  limit: number,
  moneyOnly = true,
) {
  const where = and(
    eq(payments.userId, userId),
    moneyOnly
      ? or(inArray(payments.status, [...MONEY_MOVED_PAYMENT_STATUSES]), isNotNull(payments.lastError))
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(payments).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}
