import { assertBalancedEntry, type BookLine } from '@champions/domain';
import type { Executor } from '../../db/client.ts';
import { entriesInsertCtes, insertEntries } from './repository.ts';

/** The kinds of money events that post to the books (docs/business-rules.md, "The books"). */
export type BookEvent =
  /** money captured by the card provider for a payment */
  | 'card_capture'
  /** money given back to the card */
  | 'card_refund'
  /** a company's monthly invoice issued: the company owes it */
  | 'company_invoice'
  /** a company's invoice paid by bank transfer */
  | 'company_invoice_paid'
  /** the part of a referral reward taken back that was already spent, written off */
  | 'referral_write_off'
  /** credit moved (the credit ledger's reason says why: purchase, refund, referral, adjustment, …) */
  | `credit_${string}`
  /** a scan earned the partner of the venue */
  | 'partner_earning'
  /** the back office voided the entry: its earning is taken back */
  | 'partner_earning_void'
  /** the back office voided the entry on a draft payout: it pays nothing, its earning is taken back */
  | 'payout_entry_void'
  /** a payout was paid to the partner's bank account, less the platform's commission */
  | 'payout_paid'
  /** a paid ticket was provided: admitted, or expired unused */
  | 'ticket_provided'
  /** the back office voided an admitted ticket: it is no longer provided */
  | 'ticket_provided_void'
  /** the days of a plan a withdrawal charged were provided */
  | 'plan_days_provided'
  /** a plan's period ran its course: the payments made for it are provided */
  | 'plan_period_provided'
  /** a fee was paid for what the customer already had: provided at once */
  | 'fee_provided'
  /** a fee was given back (in part): what it returned is no longer provided */
  | 'fee_provided_return'
  /** a gift voucher was paid: what the payment took is owed on the voucher until it is used */
  | 'voucher_sold'
  /** a voucher was withdrawn or voided unused: its value goes back to its payment, to be refunded */
  | 'voucher_withdrawn'
  /** a voucher expired unused: its value is the platform's (breakage) */
  | 'voucher_expired'
  /** a plan voucher redeemed: its value goes back to its payment, which prepays the plan's covered periods */
  | 'voucher_plan_redeemed';

/** One business event's entry: its reference (which makes it happen once), its kind and its lines. */
export interface BookEntry {
  reference: string;
  event: BookEvent;
  lines: readonly BookLine[];
}

/**
 * Posts one business event to the journal in the caller's transaction: its lines must sum to zero
 * (packages/domain, assertBalancedEntry). The reference names the event, so a repeat posts nothing and
 * answers false. Nothing ever changes or deletes a posted line; a correction is a new entry.
 */
export async function postEntry(tx: Executor, entry: BookEntry): Promise<boolean> {
  const [posted] = await postEntries(tx, [entry]);
  return posted!;
}

/**
 * Posts several events' entries in one statement, each as `postEntry` would (balanced, once per reference);
 * answers, for each in order, whether it was posted.
 */
export async function postEntries(tx: Executor, entries: readonly BookEntry[]): Promise<boolean[]> {
  for (const entry of entries) assertBalancedEntry(entry.lines);
  return insertEntries(tx, entries);
}

/**
 * The entries as common table expressions of a statement of the caller's, posted only when `when` holds in
 * it (as `postEntries` would post them: balanced, once per reference), so that an event and its posting are
 * one statement. Null when there is nothing to post.
 */
export function postingCtes(
  entries: readonly BookEntry[],
  when: Parameters<typeof entriesInsertCtes>[1],
): ReturnType<typeof entriesInsertCtes> | null {
  if (entries.length === 0) return null;
  for (const entry of entries) assertBalancedEntry(entry.lines);
  return entriesInsertCtes(entries, when);
}
