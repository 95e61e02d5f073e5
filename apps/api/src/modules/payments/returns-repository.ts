import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { creditLedger, entries, payments, tickets } from '../../db/schema.ts';

/**
 * Whether a credit ledger row returns the money of the payment it is joined with, whichever path wrote
 * it. Every reference a return of a payment as credits is written under is listed here:
 * - `refund` `<payment>:<key>`: payments' `refundPayment` to credits (a withdrawal, the return job);
 * - `refund` `waitlist-unavailable:<payment>`: a waitlist charge whose place was gone;
 * - `refund` `entry:<ticket>`: the ticket it bought cancelled by the customer, a suspended partner,
 *   or its late-cancelled place taken by someone else;
 * - `slot_cancelled` `<ticket>`: the partner cancelled the ticket's slot;
 * - `refund` `entry-void:<entry>`: the back office voided the entry (scan) of its ticket.
 * A new path that returns a payment's money as credits must write one of these, or be added here.
 */
export const returnsPaymentMoney =
  () => sql`(${creditLedger.userId} = ${payments.userId} and ${creditLedger.amount} > 0
  and ((${creditLedger.reason} = 'refund' and (
      ${creditLedger.reference} like ${payments.id}::text || ':%'
      or ${creditLedger.reference} = 'waitlist-unavailable:' || ${payments.id}::text))
    or exists (select 1 from ${tickets} where ${tickets.paymentId} = ${payments.id} and (
      (${creditLedger.reason} = 'refund' and ${creditLedger.reference} = 'entry:' || ${tickets.id}::text)
      or (${creditLedger.reason} = 'slot_cancelled' and ${creditLedger.reference} = ${tickets.id}::text)
      or (${creditLedger.reason} = 'refund' and exists (select 1 from ${entries}
        where ${entries.ticketId} = ${tickets.id}
        and ${creditLedger.reference} = 'entry-void:' || ${entries.id}::text))))))`;

/** What came back from each payment as credits (`returnsPaymentMoney`), by payment id. */
export async function selectCreditsReturned(
  db: Executor,
  paymentIds: string[],
): Promise<Map<string, number>> {
  if (paymentIds.length === 0) return new Map();
  const rows = await db
    .select({
      paymentId: payments.id,
      amount: sql<number>`coalesce(sum(${creditLedger.amount}), 0)`.mapWith(Number),
    })
    .from(payments)
    .innerJoin(creditLedger, returnsPaymentMoney())
    .where(inArray(payments.id, paymentIds))
    .groupBy(payments.id);
  return new Map(rows.map((r) => [r.paymentId, r.amount]));
}
