import { and, count, desc, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts, creditNotes, paymentRefunds, payments, tickets } from '../../db/schema.ts';

/** Queries of back-office refunds of card payments (payment_refunds, their credit notes, the tickets they cancel). */

type Payment = typeof payments.$inferSelect;
export type RefundRow = typeof paymentRefunds.$inferSelect & { creditNoteNumber: string; by: string | null };

/** the card payments a refund is about: paid (now or before) with a provider's intent and a card part */
const cardPayments = (userId: string) =>
  and(
    eq(payments.userId, userId),
    isNotNull(payments.providerIntentId),
    gt(payments.amount, 0),
    inArray(payments.status, ['succeeded', 'partially_refunded', 'refunded']),
  );

export async function selectCardPaymentPage(db: Executor, userId: string, page: number, limit: number) {
  const rows = await db
    .select()
    .from(payments)
    .where(cardPayments(userId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [total] = await db.select({ n: count() }).from(payments).where(cardPayments(userId));
  return { rows, total: total?.n ?? 0 };
}

export async function selectCardPayment(db: Executor, userId: string, paymentId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(cardPayments(userId), eq(payments.id, paymentId)));
  return row ?? null;
}

const refundColumns = {
  refund: paymentRefunds,
  creditNoteNumber: creditNotes.number,
  by: accounts.email,
};

export async function selectRefundsOf(db: Executor, paymentIds: string[]): Promise<RefundRow[]> {
  if (paymentIds.length === 0) return [];
  const rows = await db
    .select(refundColumns)
    .from(paymentRefunds)
    .innerJoin(creditNotes, eq(creditNotes.refundId, paymentRefunds.id))
    .leftJoin(accounts, eq(accounts.id, paymentRefunds.actorId))
    .where(inArray(paymentRefunds.paymentId, paymentIds))
    .orderBy(paymentRefunds.createdAt);
  return rows.map((r) => ({ ...r.refund, creditNoteNumber: r.creditNoteNumber, by: r.by }));
}

export async function selectRefund(db: Executor, refundId: string): Promise<RefundRow | null> {
  const [row] = await db
    .select(refundColumns)
    .from(paymentRefunds)
    .innerJoin(creditNotes, eq(creditNotes.refundId, paymentRefunds.id))
    .leftJoin(accounts, eq(accounts.id, paymentRefunds.actorId))
    .where(eq(paymentRefunds.id, refundId));
  return row ? { ...row.refund, creditNoteNumber: row.creditNoteNumber, by: row.by } : null;
}

/** The refund a request with this Idempotency-Key made on the payment (a repeat refunds nothing more). */
export async function selectRefundByKey(db: Executor, paymentId: string, key: string) {
  const [row] = await db
    .select({ id: paymentRefunds.id })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.paymentId, paymentId), eq(paymentRefunds.idempotencyKey, key)));
  return row ?? null;
}

/** The ticket each entry payment bought (at most one a payment). */
export async function selectTicketsOf(db: Executor, paymentIds: string[]) {
  if (paymentIds.length === 0) return [];
  return db
    .select({
      id: tickets.id,
      paymentId: tickets.paymentId,
      isUsed: tickets.isUsed,
      isCancelled: tickets.isCancelled,
      timeSlotId: tickets.timeSlotId,
    })
    .from(tickets)
    .where(inArray(tickets.paymentId, paymentIds));
}

/**
 * Cancels the places the payment paid that are neither used nor cancelled (a purchase with friends'
 * places: each of them; a member's own place the membership covers stays); answers them.
 */
export async function cancelUnusedTicketsOf(tx: Executor, paymentId: string, now: Date) {
  return tx
    .update(tickets)
    .set({ isCancelled: true, cancelledAt: now })
    .where(
      and(
        eq(tickets.paymentId, paymentId),
        eq(tickets.isUsed, false),
        eq(tickets.isCancelled, false),
        gt(tickets.price, 0),
      ),
    )
    .returning({ id: tickets.id, timeSlotId: tickets.timeSlotId });
}

export async function insertRefund(tx: Executor, row: typeof paymentRefunds.$inferInsert) {
  const [refund] = await tx.insert(paymentRefunds).values(row).returning();
  return refund!;
}

/** Adds a refund to the payment (the database keeps the sum within the card amount) and sets its state. */
export async function addRefundedAmount(
  tx: Executor,
  payment: Payment,
  change: { refundedAmount: number; status: 'refunded' | 'partially_refunded'; updatedAt: Date },
) {
  await tx.update(payments).set(change).where(eq(payments.id, payment.id));
}

/** The user's refunds with their credit notes, newest first (GET /api/user/refunds). */
export async function selectUserRefundPage(db: Executor, userId: string, page: number, limit: number) {
  const rows = await db
    .select({
      id: paymentRefunds.id,
      paymentId: paymentRefunds.paymentId,
      description: payments.description,
      amount: paymentRefunds.amount,
      reason: paymentRefunds.reason,
      createdAt: paymentRefunds.createdAt,
      creditNoteNumber: creditNotes.number,
      receiptNumber: creditNotes.receiptNumber,
    })
    .from(paymentRefunds)
    .innerJoin(creditNotes, eq(creditNotes.refundId, paymentRefunds.id))
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .where(eq(paymentRefunds.userId, userId))
    .orderBy(desc(paymentRefunds.createdAt), desc(paymentRefunds.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [total] = await db
    .select({ n: count() })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.userId, userId));
  return { rows, total: total?.n ?? 0 };
}

/** The user's refund (another user's id answers null). */
export async function selectUserRefundId(db: Executor, userId: string, refundId: string) {
  const [row] = await db
    .select({ id: paymentRefunds.id })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.id, refundId), eq(paymentRefunds.userId, userId)));
  return row ?? null;
}

export async function selectAccountEmail(db: Executor, userId: string) {
  const [row] = await db.select({ email: accounts.email }).from(accounts).where(eq(accounts.id, userId));
  return row?.email ?? null;
}
