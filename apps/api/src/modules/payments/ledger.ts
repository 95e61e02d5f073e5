import { bookAccount, transfer } from '@champions/domain';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import { CREDIT_NOTE_TEXTS as text } from '../../shared/messages.ts';
import { postEntry } from '../books/index.ts';
import { issueCreditReturnNote } from './credit-notes.ts';
import {
  insertCreditMovement,
  lockCreditBalance,
  selectEntryPaymentId,
  selectLedgerEntry,
  selectPlanFeePaymentId,
  selectTicketPaymentId,
} from './ledger-repository.ts';

/** The database, or a transaction of it (db/client.ts), as other modules take it from payments. */
export type { Executor };

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
  /** a referral reward, to the referrer or the referee (positive; reference `referral:<reward id>:<side>`) */
  | 'referral'
  /** a referral reward taken back: the purchase was refunded or the back office revoked it (negative) */
  | 'referral_reversal'
  | 'reactivation'
  | 'switch_refund'
  /** a ticket of a slot the partner cancelled, paid back as credit (positive) */
  | 'slot_cancelled'
  /** a gift voucher redeemed: its value becomes credit (positive; reference: the voucher's id) */
  | 'voucher'
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
  input: {
    userId: string;
    amount: number;
    reason: CreditReason;
    reference: string;
    /** the payment the credit comes back from, when the caller knows it (else found from the reference) */
    paymentId?: string;
  },
): Promise<LedgerEntry> {
  if (!Number.isSafeInteger(input.amount) || input.amount === 0) {
    throw new RangeError(`credit amount must be a non-zero integer, got ${input.amount}`);
  }
  const credits = await lockCreditBalance(executor, input.userId);
  if (credits === null) throw new RangeError(`no account ${input.userId}`);
  const existing = await selectLedgerEntry(executor, input.userId, input.reason, input.reference);
  if (existing) return existing;
  const balanceAfter = credits + input.amount;
  if (balanceAfter < 0) throw new InsufficientCreditsError();
  const { paymentId, ...movement } = input;
  const entry = await insertCreditMovement(executor, { ...movement, balanceAfter });
  const customer = bookAccount.customerCredit(input.userId);
  const counter = paymentId
    ? bookAccount.payment(paymentId)
    : await creditCounterAccount(executor, input.reason, input.reference);
  // credit is owed to the customer (credit-normal): a gain is a credit line, a spend a debit line
  await postEntry(executor, {
    reference: `credit:${entry.id}`,
    event: `credit_${input.reason}`,
    lines:
      input.amount > 0
        ? transfer({ debit: counter, credit: customer, amount: input.amount })
        : transfer({ debit: customer, credit: counter, amount: -input.amount }),
  });
  const returnedPayment = counter.startsWith(PAYMENT_ACCOUNT) ? counter.slice(PAYMENT_ACCOUNT.length) : null;
  const returnReason = text.creditReturnReasons[input.reason];
  if (input.amount > 0 && returnedPayment && returnReason) {
    await issueCreditReturnNote(executor, {
      paymentId: returnedPayment,
      creditMovementId: entry.id,
      amount: input.amount,
      reason: returnReason,
      now: entry.createdAt,
    });
  }
  return entry;
}

const PAYMENT_ACCOUNT = bookAccount.payment('');

const PAYMENT_REFERENCE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(:|$)/;
const FIRST_ID = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/;
const TICKET_REFERENCE = /^entry:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
const VOIDED_ENTRY_REFERENCE = /^entry-void:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/**
 * The other side of a credit movement in the books: the payment it came from or went to (spent on a
 * purchase, given back from one), or the platform's grants for credit given without money coming in.
 */
async function creditCounterAccount(db: Executor, reason: CreditReason, reference: string): Promise<string> {
  switch (reason) {
    case 'purchase':
    case 'purchase_reversal':
    case 'min_charge_difference': {
      // the payment's id
      const payment = PAYMENT_REFERENCE.exec(reference)?.[1];
      return payment ? bookAccount.payment(payment) : bookAccount.grants;
    }
    case 'refund': {
      // a ticket's (`entry:<ticket>`), a voided entry's (`entry-void:<entry>`) or a payment's
      // (`<payment>:<refund key>`, `waitlist-unavailable:<payment>`)
      const ticket = TICKET_REFERENCE.exec(reference)?.[1];
      const voided = VOIDED_ENTRY_REFERENCE.exec(reference)?.[1];
      if (ticket || voided) {
        const payment = ticket
          ? await selectTicketPaymentId(db, ticket)
          : await selectEntryPaymentId(db, voided!);
        return payment ? bookAccount.payment(payment) : bookAccount.grants;
      }
      const payment = FIRST_ID.exec(reference)?.[1];
      return payment ? bookAccount.payment(payment) : bookAccount.grants;
    }
    case 'slot_cancelled': {
      const payment = await selectTicketPaymentId(db, reference);
      return payment ? bookAccount.payment(payment) : bookAccount.grants;
    }
    case 'reactivation':
    case 'switch_refund': {
      // a fee the plan paid, given back (`<subscription>:…`): it comes back from the fee's payment, so the
      // same money cannot also be refunded to the card
      const subscription = FIRST_ID.exec(reference)?.[1];
      const payment = subscription ? await selectPlanFeePaymentId(db, subscription, 0) : null;
      return payment ? bookAccount.payment(payment) : bookAccount.grants;
    }
    case 'voucher':
      // the voucher sold owes its value until it is redeemed (docs/business-rules.md, "Dárkové poukazy")
      return bookAccount.vouchers(reference);
    case 'referral':
    case 'referral_reversal':
    case 'adjustment':
      return bookAccount.grants;
  }
}
