/** What identifies a saved card: the provider's fingerprint of the number, and what the customer sees. */
export interface CardIdentity {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  /** the same card number gives the same fingerprint (Stripe's card.fingerprint); null when unknown */
  fingerprint: string | null;
}

/**
 * One card is saved once: two cards are the same when the provider gave both the same fingerprint,
 * or, when either fingerprint is unknown, when brand, last four digits and expiry agree (what the
 * customer would see twice as "Visa •••• 4242"). Two known, different fingerprints are two cards.
 */
export function isSameCard(a: CardIdentity, b: CardIdentity): boolean {
  if (a.fingerprint && b.fingerprint) return a.fingerprint === b.fingerprint;
  return (
    a.brand.toLowerCase() === b.brand.toLowerCase() &&
    a.last4 === b.last4 &&
    a.expMonth === b.expMonth &&
    a.expYear === b.expYear
  );
}
