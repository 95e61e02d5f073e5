import { allocateSupply, SPORT_VAT_RATE_DEFAULT, supplyProvidedLines } from '@champions/domain';
import type { Executor } from '../../db/client.ts';
import { type BookEntry, postEntry } from './post-entry.ts';
import { type PaymentPrepaid, selectEntryLines, selectPrepaid } from './repository.ts';

/**
 * Supplies provided in the books (docs/business-rules.md, "The books"): what a payment prepaid becomes the
 * platform's sale and the VAT on it when it is provided — an entry used or expired, the days of a plan a
 * withdrawal charged. `payment:<p>` (what it took and has not returned) less `provided:<p>` is what the
 * customer prepaid and has not yet had.
 */

/** What a payment still prepays: what it took and has not returned, less what it already provided. */
export async function prepaidOnPayment(db: Executor, paymentId: string) {
  return prepaidOf(await selectPrepaid(db, paymentId));
}

function prepaidOf({ paymentLines, providedLines, vatRatePercent }: PaymentPrepaid) {
  // payment lines sum negative (a liability), provided lines positive (its contra)
  return { prepaid: Math.max(0, -paymentLines - providedLines), vatRatePercent };
}

/**
 * The entry posting `gross` haléře of the payment's prepaid as provided, at most what it still prepays, under
 * `reference`; the VAT split is the payment's receipt's (a payment without one: the sports rate). Null when
 * the payment prepays nothing more.
 */
async function supplyEntry(
  tx: Executor,
  input: {
    reference: string;
    event: 'ticket_provided' | 'plan_days_provided' | 'plan_period_provided' | 'fee_provided';
    paymentId: string;
    gross: number;
  },
  /** what the payment prepaid, when the caller read it already (`prepaidSql`) */
  known?: PaymentPrepaid,
): Promise<BookEntry | null> {
  const { prepaid, vatRatePercent } = known ? prepaidOf(known) : await prepaidOnPayment(tx, input.paymentId);
  const gross = Math.min(input.gross, prepaid);
  if (gross <= 0) return null;
  return {
    reference: input.reference,
    event: input.event,
    lines: supplyProvidedLines({
      paymentId: input.paymentId,
      gross,
      vatRatePercent: vatRatePercent ?? SPORT_VAT_RATE_DEFAULT,
    }),
  };
}

/** Posts a supply provided (`supplyEntry`). */
async function postSupply(tx: Executor, input: Parameters<typeof supplyEntry>[1]): Promise<void> {
  const entry = await supplyEntry(tx, input);
  if (entry) await postEntry(tx, entry);
}

/**
 * A paid ticket was provided: admitted at the door, or expired unused (the place was held for it). The entry
 * posting its price once under `provided:ticket:<ticket>`, read from what its payment still prepays (in the
 * caller's transaction); null for a ticket no payment paid (a plan covers it) or nothing left to provide.
 */
export async function ticketProvidedEntry(
  tx: Executor,
  ticket: { id: string; paymentId: string | null; price: number },
  /** what its payment prepaid, when the caller read it already (`prepaidSql`) */
  known?: PaymentPrepaid,
): Promise<BookEntry | null> {
  if (!ticket.paymentId || ticket.price <= 0) return null;
  return supplyEntry(
    tx,
    {
      reference: `provided:ticket:${ticket.id}`,
      event: 'ticket_provided',
      paymentId: ticket.paymentId,
      gross: ticket.price,
    },
    known,
  );
}

/** Posts a paid ticket as provided (`ticketProvidedEntry`). */
export async function postTicketProvided(
  tx: Executor,
  ticket: { id: string; paymentId: string | null; price: number },
): Promise<void> {
  const entry = await ticketProvidedEntry(tx, ticket);
  if (entry) await postEntry(tx, entry);
}

/** The back office voided an admitted ticket: it no longer counts as provided (`provided-void:ticket:<ticket>`). */
export async function reverseTicketProvided(tx: Executor, ticketId: string): Promise<void> {
  const posted = await selectEntryLines(tx, `provided:ticket:${ticketId}`);
  if (posted.length === 0) return;
  await postEntry(tx, {
    reference: `provided-void:ticket:${ticketId}`,
    event: 'ticket_provided_void',
    lines: posted.map((line) => ({ account: line.account, amount: -line.amount })),
  });
}

/**
 * A withdrawal charged `charged` haléře for the service already provided (§1834): posted as provided from the
 * contract's payments, oldest first (`allocateSupply`), each under `provided:withdrawal:<sub>:<payment>`.
 * Answers what each payment still prepays after it: what the withdrawal returns.
 */
export async function postWithdrawalProvided(
  tx: Executor,
  input: { subscriptionId: string; charged: number; paymentIds: readonly string[] },
): Promise<Map<string, number>> {
  const prepaid = await Promise.all(
    input.paymentIds.map(async (paymentId) => ({ paymentId, ...(await prepaidOnPayment(tx, paymentId)) })),
  );
  for (const part of allocateSupply(input.charged, prepaid)) {
    await postSupply(tx, {
      reference: `provided:withdrawal:${input.subscriptionId}:${part.paymentId}`,
      event: 'plan_days_provided',
      paymentId: part.paymentId,
      gross: part.gross,
    });
  }
  const after = new Map<string, number>();
  for (const { paymentId } of prepaid) after.set(paymentId, (await prepaidOnPayment(tx, paymentId)).prepaid);
  return after;
}

/**
 * A plan's period ran its course: each of the plan's payments made before its end (its periods, the switches
 * to it) is provided for what it still prepays, once under `provided:plan:<payment>`.
 */
export async function postPlanPeriodProvided(tx: Executor, paymentIds: readonly string[]): Promise<void> {
  for (const paymentId of paymentIds) {
    await postSupply(tx, {
      reference: `provided:plan:${paymentId}`,
      event: 'plan_period_provided',
      paymentId,
      gross: Number.MAX_SAFE_INTEGER,
    });
  }
}

/**
 * A fee (the catch-up fee of an immediate yearly cancellation) pays for what the customer already had: it is
 * provided when it is paid, in full, once under `provided:fee:<payment>`.
 */
export async function postFeeProvided(tx: Executor, paymentId: string): Promise<void> {
  await postSupply(tx, {
    reference: `provided:fee:${paymentId}`,
    event: 'fee_provided',
    paymentId,
    gross: Number.MAX_SAFE_INTEGER,
  });
}

/**
 * A fee given back (a reactivation returns the catch-up fee pro rata): the part returned is no longer a supply,
 * so its sale and VAT are taken back, at most what the payment provided, once under
 * `provided-return:<payment>:<reference>`.
 */
export async function postFeeReturned(
  tx: Executor,
  input: { paymentId: string; gross: number; reference: string },
): Promise<void> {
  const { providedLines, vatRatePercent } = await selectPrepaid(tx, input.paymentId);
  const gross = Math.min(input.gross, providedLines);
  if (gross <= 0) return;
  const provided = supplyProvidedLines({
    paymentId: input.paymentId,
    gross,
    vatRatePercent: vatRatePercent ?? SPORT_VAT_RATE_DEFAULT,
  });
  await postEntry(tx, {
    reference: `provided-return:${input.paymentId}:${input.reference}`,
    event: 'fee_provided_return',
    lines: provided.map((line) => ({ account: line.account, amount: -line.amount })),
  });
}

/**
 * A plan voucher's covered period ran its course: its share of the voucher's payment is provided, once under
 * `provided:plan-voucher:<payment>:<period index>` (docs/business-rules.md, "Dárkové poukazy").
 */
export async function postVoucherPlanPeriodProvided(
  tx: Executor,
  input: { paymentId: string; index: number; gross: number },
): Promise<void> {
  await postSupply(tx, {
    reference: `provided:plan-voucher:${input.paymentId}:${input.index}`,
    event: 'plan_period_provided',
    paymentId: input.paymentId,
    gross: input.gross,
  });
}

/**
 * What a plan voucher's payment still prepays is provided at once, under `provided:plan-voucher-rest:<payment>`:
 * the plan it started ended before its covered periods did, or the voucher expired unused (taxed when sold).
 */
export async function postVoucherPlanRestProvided(tx: Executor, paymentId: string): Promise<void> {
  await postSupply(tx, {
    reference: `provided:plan-voucher-rest:${paymentId}`,
    event: 'plan_period_provided',
    paymentId,
    gross: Number.MAX_SAFE_INTEGER,
  });
}
