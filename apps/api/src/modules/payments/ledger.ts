import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts, creditLedger } from '../../db/schema.ts';
import { AppError } from '../../shared/errors.ts';

/** The database, or a transaction of it. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/** Why credits moved; with the reference (e.g. a payment id) it makes each movement happen once. */
export type CreditReason =
  /** credits spent on a purchase (negative) */
  | 'purchase'
  /** credits of a purchase that failed or was cancelled come back (positive) */
  | 'purchase_reversal'
  /** the part of the 30 Kč minimum card charge above the remainder (positive) */
  | 'min_charge_difference'
  /** a refund paid out as credit (positive) */
  | 'refund'
  | 'referral'
  | 'reactivation'
  | 'switch_refund'
  | 'adjustment';

export class InsufficientCreditsError extends AppError {
  constructor() {
    super('INSUFFICIENT_CREDITS');
  }
}

export interface LedgerEntry {
  id: string;
  amount: number;
  balanceAfter: number;
  reason: string;
  reference: string | null;
  createdAt: Date;
}

/**
 * Appends one credit movement and moves accounts.credits by the same amount, in the caller's
 * transaction. The account row is updated first, which locks it, so concurrent movements of one
 * user queue up; the database refuses a negative balance (check constraints on both tables).
 * The same (reason, reference) is applied once: a repeat answers the first entry and changes nothing.
 */
export async function appendCredit(
  executor: Executor,
  input: { userId: string; amount: number; reason: CreditReason; reference: string },
): Promise<LedgerEntry> {
  if (!Number.isSafeInteger(input.amount) || input.amount === 0) {
    throw new RangeError(`credit amount must be a non-zero integer, got ${input.amount}`);
  }
  const [account] = await executor
    .select({ credits: accounts.credits })
    .from(accounts)
    .where(eq(accounts.id, input.userId))
    .for('update');
  if (!account) throw new RangeError(`no account ${input.userId}`);
  const [existing] = await executor
    .select()
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.userId, input.userId),
        eq(creditLedger.reason, input.reason),
        eq(creditLedger.reference, input.reference),
      ),
    );
  if (existing) return existing;
  const balanceAfter = account.credits + input.amount;
  if (balanceAfter < 0) throw new InsufficientCreditsError();
  await executor
    .update(accounts)
    .set({ credits: sql`${accounts.credits} + ${input.amount}` })
    .where(eq(accounts.id, input.userId));
  const [entry] = await executor
    .insert(creditLedger)
    .values({
      userId: input.userId,
      amount: input.amount,
      balanceAfter,
      reason: input.reason,
      reference: input.reference,
    })
    .returning();
  return entry!;
}

/** The user's balance (accounts.credits, the running sum of the ledger). */
export async function creditBalance(executor: Executor, userId: string): Promise<number> {
  const [row] = await executor
    .select({ credits: accounts.credits })
    .from(accounts)
    .where(eq(accounts.id, userId));
  return row?.credits ?? 0;
}

/** Every movement of a user, oldest first. */
export async function creditHistory(executor: Executor, userId: string): Promise<LedgerEntry[]> {
  return executor
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId))
    .orderBy(asc(creditLedger.createdAt), asc(creditLedger.balanceAfter));
}

/** The sum of the ledger; always equal to accounts.credits. */
export async function ledgerSum(executor: Executor, userId: string): Promise<number> {
  const [row] = await executor
    .select({ sum: sql<string>`coalesce(sum(${creditLedger.amount}), 0)` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  return Number(row?.sum ?? 0);
}
