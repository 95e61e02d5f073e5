/** What the partner's payout e-mail says, in either language. */
export interface PaidPayout {
  period: string;
  /** the amount sent, in haléře */
  amount: number;
  account: string;
  url: string;
}
