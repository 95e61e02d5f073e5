/**
 * # Books module
 *
 * One append-only double-entry journal that money events post to, in the same transaction as the event
 * (docs/business-rules.md, "The books"; accounts and the entry rule are in packages/domain, books/).
 * - `postEntry(tx, { reference, event, lines })`: lines sum to zero; the reference makes it happen once;
 *   `postEntries` posts several in one statement (a scan's earning and its ticket provided:
 *   `partnerEarningEntry`, `ticketProvidedEntry` give the entries without posting them); `postingCtes`
 *   makes them part of the caller's statement (a scan's admission), `prepaidSql` reads a payment's prepaid
 *   within a query of the caller's.
 * - `bookBalance(db, account)`, `bookBalances`, `refundableOnPayment(db, paymentId)`: amounts read from the books
 *   (payments/refundable.ts reads what every refund path may still give back through them).
 * - `postPartnerEarning`, `reversePartnerEarning`, `postPayoutPaid`, `partnerPayable(db, adminId)`: the
 *   partner's side (a scan's earning, its void, a paid payout) and what the partner is still owed.
 * - `postTicketProvided`, `reverseTicketProvided`, `postWithdrawalProvided`, `prepaidOnPayment`: supplies
 *   provided (an entry used or expired, plan days a withdrawal charged) become sales and VAT;
 *   `postPlanPeriodProvided`: a plan's period ran its course; `postFeeProvided`, `postFeeReturned`: a fee paid is provided at once, and
 *   no longer when it is given back.
 * - `selectPaidPerDay(db, from, to)`: what customers paid per Prague day (card and credit, net of what went
 *   back), the back office's "Tržby".
 * - `BOOK_INVARIANTS`: the reconciliation `npm run audit:money` runs (payments/audit.ts); what money
 *   bought (captured payments fulfilled or returned, admissions paid) is in fulfilment-audit-repository.ts.
 */
export { BOOK_INVARIANTS } from './audit-repository.ts';
export { bookBalance, bookBalances, refundableOnPayment } from './balances.ts';
export { creditRoutes } from './credit-routes.ts';
export {
  partnerEarningEntry,
  partnerPayable,
  postPartnerEarning,
  postPayoutPaid,
  reversePartnerEarning,
} from './partner-postings.ts';
export { type BookEntry, type BookEvent, postEntries, postEntry, postingCtes } from './post-entry.ts';
export {
  PROVIDER_STATEMENT_RULE,
  type ProviderStatement,
  unreconciledWithStatement,
} from './provider-statement.ts';
export {
  type PaymentPrepaid,
  paymentPrepaidOf,
  prepaidSql,
  selectCreditMovementOfEntry,
} from './repository.ts';
export { selectPaidPerDay } from './sales-repository.ts';
export {
  postFeeProvided,
  postFeeReturned,
  postPlanPeriodProvided,
  postTicketProvided,
  postVoucherPlanPeriodProvided,
  postVoucherPlanRestProvided,
  postWithdrawalProvided,
  prepaidOnPayment,
  reverseTicketProvided,
  ticketProvidedEntry,
} from './supply-postings.ts';
