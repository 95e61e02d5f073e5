/** What a paying module asks the payments service to charge. */
export interface PurchaseInput {
  userId: string;
  /** the price, minor units (haléře), before credits */
  amount: number;
  purpose: { kind: string; reference: string; description: string };
  /** the client's Idempotency-Key (or a fresh uuid); one payment per (user, key) */
  idempotencyKey: string;
  /** our payment_methods.id of a saved card to charge at once (off-session) */
  paymentMethodId?: string | undefined;
  /**
   * The card confirmed for this payment will be charged later off-session (a subscription's first
   * payment): the provider saves it for that (Stripe `setup_future_usage: 'off_session'`).
   */
  saveCardForRenewals?: boolean | undefined;
  /**
   * false: the whole amount goes on the card and the user's credits stay untouched (a sale at a
   * partner's desk, which may not spend the customer's credit)
   */
  useCredits?: boolean | undefined;
}
