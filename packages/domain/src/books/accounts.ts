/**
 * The accounts of the books (docs/business-rules.md, "The books"). Every line of the journal moves one
 * account by a signed amount in haléře: a debit is positive, a credit negative, so each entry sums to
 * zero. An account's balance is the sum of its lines, read on its normal side: debit-normal accounts
 * (what the platform has or has spent) as they sum, credit-normal ones (what the platform owes or has
 * earned) negated, so that every balance a person reads is positive in the ordinary case.
 */
export type BookAccountKind =
  /** asset: money captured at the card provider for one payment, not yet refunded to the card */
  | 'provider'
  /** liability: what one payment took (card and credit together) and has not yet returned in any form */
  | 'payment'
  /** liability: a customer's credit */
  | 'customer_credit'
  /** expense: credit given without money coming in (referral rewards, goodwill, reactivation, plan changes) */
  | 'grants'
  /** equity: the balances the books opened with, taken from the tables that kept them before */
  | 'opening'
  /** liability: what the platform owes one partner (admin) for entries admitted at its door, not yet paid out */
  | 'partner_payable'
  /** expense: what partners earned from the entries admitted at their doors */
  | 'partner_earnings'
  /**
   * what left for partners' bank accounts. It stands for the platform's bank account, which the books do not
   * hold: money leaving a bank account is a credit of it, and only departures post here, so it is read on the
   * credit side, where the total sent is a positive number.
   */
  | 'payouts_sent'
  /** income: the platform's commission kept from partners' payouts */
  | 'platform_revenue'
  // company invoices (the corporate plan)
  /** asset: what one company owes on its invoices issued and not yet paid */
  | 'company_receivable'
  /** income: the companies' share of their employees' seats, invoiced monthly (VAT included) */
  | 'company_plans'
  /** asset: money received on the platform's bank account by transfer (the companies' invoice payments) */
  | 'bank'
  /** expense: value given that cannot be recovered (the spent part of a referral reward taken back) */
  | 'write_offs'
  // supplies provided (revenue recognition)
  /**
   * contra-liability of `payment`: the value of what one payment bought that was already provided (its entry
   * used or expired, the plan days a withdrawal charged, its plan period over). `payment` less `provided` is
   * the customer's prepaid on that payment: bought and not yet provided.
   */
  | 'provided'
  /** income: supplies provided to customers (entries, plan periods), without VAT */
  | 'sales'
  /** liability: the VAT on the supplies provided, owed to the state */
  | 'vat'
  /** liability: one gift voucher sold and neither redeemed, withdrawn nor expired (its value, no VAT) */
  | 'vouchers';

const DEBIT_NORMAL: ReadonlySet<BookAccountKind> = new Set([
  'provider',
  'grants',
  'partner_earnings',
  'company_receivable',
  'bank',
  'write_offs',
  'provided',
]);

export const bookAccount = {
  provider: (paymentId: string) => `provider:${paymentId}`,
  payment: (paymentId: string) => `payment:${paymentId}`,
  customerCredit: (userId: string) => `customer_credit:${userId}`,
  grants: 'grants' as const,
  opening: 'opening' as const,
  partnerPayable: (adminId: string) => `partner_payable:${adminId}`,
  partnerEarnings: 'partner_earnings' as const,
  payoutsSent: 'payouts_sent' as const,
  platformRevenue: 'platform_revenue' as const,
  companyReceivable: (companyId: string) => `company_receivable:${companyId}`,
  companyPlans: 'company_plans' as const,
  bank: 'bank' as const,
  writeOffs: 'write_offs' as const,
  provided: (paymentId: string) => `provided:${paymentId}`,
  sales: 'sales' as const,
  vat: 'vat' as const,
  vouchers: (voucherId: string) => `vouchers:${voucherId}`,
};

/** The kind of an account name ('payment:…' is 'payment'). */
export function bookAccountKind(account: string): BookAccountKind {
  const kind = account.split(':', 1)[0];
  if (
    kind === 'provider' ||
    kind === 'payment' ||
    kind === 'customer_credit' ||
    kind === 'grants' ||
    kind === 'opening' ||
    kind === 'partner_payable' ||
    kind === 'partner_earnings' ||
    kind === 'payouts_sent' ||
    kind === 'platform_revenue' ||
    kind === 'company_receivable' ||
    kind === 'company_plans' ||
    kind === 'bank' ||
    kind === 'write_offs' ||
    kind === 'provided' ||
    kind === 'sales' ||
    kind === 'vat' ||
    kind === 'vouchers'
  ) {
    return kind;
  }
  throw new RangeError(`unknown book account ${account}`);
}

/** The balance of an account from the sum of its lines, on the account's normal side. */
export function normalBalance(account: string, sumOfLines: number): number {
  // 0 - x, not -x: an empty credit-normal account reads 0, not -0
  return DEBIT_NORMAL.has(bookAccountKind(account)) ? sumOfLines : 0 - sumOfLines;
}
