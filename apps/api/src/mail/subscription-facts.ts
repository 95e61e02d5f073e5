/**
 * Why a renewal's payment failed, as its e-mail says in each language (subscription-mails*.ts). The
 * provider's own message is not quoted: its language is not known (Stripe answers in English, the
 * built-in provider in Czech), so each mail words the reason in the recipient's.
 */
export type RenewalFailure =
  /** no card to charge: none is saved, or the provider no longer knows the saved one */
  | 'no_card'
  /** the card was refused, for a reason the mail does not name */
  | 'declined'
  | 'insufficient_funds'
  | 'expired_card'
  /** the payment did not complete (e.g. the bank wants the customer to confirm it) */
  | 'not_done';
