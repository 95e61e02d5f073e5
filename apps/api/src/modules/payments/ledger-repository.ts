import { and, asc, desc, eq, inArray, like, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts, creditLedger, entries, payments, tickets } from '../../db/schema.ts';

/** Queries of the credit ledger and of accounts.credits, its running sum. */

/** The user's balance, the account row locked until the transaction ends (null: no such account). */
export async function lockCreditBalance(tx: Executor, userId: string): Promise<number | null> {
  const [account] = await tx
    .select({ credits: accounts.credits })
    .from(accounts)
    .where(eq(accounts.id, userId))
    .for('update');
  return account ? account.credits : null;
}

export async function selectLedgerEntry(db: Executor, userId: string, reason: string, reference: string) {
  const [entry] = await db
    .select()
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.userId, userId),
        eq(creditLedger.reason, reason),
        eq(creditLedger.reference, reference),
      ),
    );
  return entry ?? null;
}

/** Moves accounts.credits by `amount` and appends its ledger row. */
export async function insertCreditMovement(
  tx: Executor,
  row: { userId: string; amount: number; balanceAfter: number; reason: string; reference: string },
) {
  // one statement: the balance moves in a data-modifying WITH, which runs even though nothing reads it
  const moved = tx.$with('moved').as(
    tx
      .update(accounts)
      .set({ credits: sql`${accounts.credits} + ${row.amount}` })
      .where(eq(accounts.id, row.userId))
      .returning({ id: accounts.id }),
  );
  const [entry] = await tx.with(moved).insert(creditLedger).values(row).returning();
  return entry!;
}

export async function selectCreditBalance(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ credits: accounts.credits }).from(accounts).where(eq(accounts.id, userId));
  return row?.credits ?? 0;
}

/** Every movement of a user, oldest first. */
export async function selectLedger(db: Executor, userId: string) {
  return db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId))
    .orderBy(asc(creditLedger.createdAt), asc(creditLedger.balanceAfter));
}

export async function selectLedgerSum(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${creditLedger.amount}), 0)` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  return Number(row?.sum ?? 0);
}

/** The payment that paid for a ticket (null: no such ticket, or a covered one). */
export async function selectTicketPaymentId(db: Executor, ticketId: string): Promise<string | null> {
  const [row] = await db
    .select({ paymentId: tickets.paymentId })
    .from(tickets)
    .where(eq(tickets.id, ticketId));
  return row?.paymentId ?? null;
}

/** The payment that paid for the ticket of an entry (a scan), null when none. */
export async function selectEntryPaymentId(db: Executor, entryId: string): Promise<string | null> {
  const [row] = await db
    .select({ paymentId: tickets.paymentId })
    .from(entries)
    .innerJoin(tickets, eq(tickets.id, entries.ticketId))
    .where(eq(entries.id, entryId));
  return row?.paymentId ?? null;
}

/**
 * The fee a plan paid and the money kept (its catch-up fee, or a switch's charge) that a fee given back
 * comes back from: the one of that amount, the latest first; else the plan's latest fee. Null when the
 * plan paid none.
 */
export async function selectPlanFeePaymentId(
  db: Executor,
  subscriptionId: string,
  feePaid: number,
): Promise<string | null> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        inArray(payments.kind, ['catch_up_fee', 'switch']),
        inArray(payments.status, ['succeeded', 'partially_refunded', 'refunded']),
        like(payments.reference, `${subscriptionId}:%`),
      ),
    )
    .orderBy(desc(sql`${payments.totalAmount} = ${feePaid}`), desc(payments.paidAt))
    .limit(1);
  return row?.id ?? null;
}
