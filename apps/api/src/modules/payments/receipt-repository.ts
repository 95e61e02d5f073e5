import type { ReceiptDto } from '@champions/contract';
import type { Language } from '@champions/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts, payments, receiptSeries, receipts } from '../../db/schema.ts';

/** Queries of receipts (tax documents) and their yearly number series. */

export async function selectReceiptDocument(db: Executor, paymentId: string): Promise<ReceiptDto | null> {
  const [row] = await db
    .select({ document: receipts.document })
    .from(receipts)
    .where(eq(receipts.paymentId, paymentId));
  return (row?.document as ReceiptDto | undefined) ?? null;
}

/**
 * Moves the series' counter by one (the row is created at 1) and answers the new number; the row
 * stays locked until the transaction ends, so a rolled-back payment gives its number back.
 */
export async function nextReceiptNumber(tx: Executor, series: string): Promise<number> {
  const [counter] = await tx
    .insert(receiptSeries)
    .values({ series, lastNumber: 1 })
    .onConflictDoUpdate({
      target: receiptSeries.series,
      set: { lastNumber: sql`${receiptSeries.lastNumber} + 1` },
    })
    .returning();
  return counter!.lastNumber;
}

export async function selectBuyer(db: Executor, userId: string) {
  const [buyer] = await db
    .select({ name: accounts.name, email: accounts.email })
    .from(accounts)
    .where(eq(accounts.id, userId));
  return buyer ?? null;
}

/** Stores the receipt and writes its number on the payment. */
export async function insertReceipt(
  tx: Executor,
  row: { number: string; paymentId: string; issuedAt: Date; document: ReceiptDto },
) {
  // one statement: the payment takes the number in a data-modifying WITH, which runs though nothing reads it
  const numbered = tx
    .$with('numbered')
    .as(
      tx
        .update(payments)
        .set({ receiptNumber: row.number })
        .where(eq(payments.id, row.paymentId))
        .returning({ id: payments.id }),
    );
  await tx.with(numbered).insert(receipts).values(row);
}

/** The language of the customer a payment belongs to: their tax document is bilingual in English. */
export async function selectPaymentLanguage(db: Executor, paymentId: string): Promise<Language> {
  const [row] = await db
    .select({ language: accounts.language })
    .from(payments)
    .innerJoin(accounts, eq(accounts.id, payments.userId))
    .where(eq(payments.id, paymentId));
  return row?.language ?? 'cs';
}

/** The language of the customer account of an e-mail (a credit note names its buyer by e-mail); Czech without one. */
export async function selectCustomerLanguage(db: Executor, email: string): Promise<Language> {
  const [row] = await db
    .select({ language: accounts.language })
    .from(accounts)
    .where(and(eq(accounts.role, 'user'), sql`lower(${accounts.email}) = lower(${email})`));
  return row?.language ?? 'cs';
}
