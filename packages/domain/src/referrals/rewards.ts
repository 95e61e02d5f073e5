/**
 * Referral rewards (docs/business-rules.md "Referral link"). Decided here: when a referred customer's
 * FIRST purchase paid with money (a card charge above zero for an entry or a membership) succeeds,
 * the referrer and the referee each get 100 Kč of credit. A purchase paid wholly with credits does
 * not count (credits are never bought with money here: they come from refunds, promotions, the back
 * office and referral rewards themselves, so counting them would let a reward pay for its own trigger).
 * One decision per referee: a refused or reversed reward is never given again.
 */
export const REFERRAL_REWARD = {
  /** haléře: 100 Kč to whoever shared the link */
  referrerAmount: 10_000,
  /** haléře: 100 Kč to the new customer */
  refereeAmount: 10_000,
  /** the revoke reason typed in the back office */
  revokeReasonMinLength: 5,
  revokeReasonMaxLength: 500,
} as const;

/** The payment kinds a referee's first purchase can be. */
export const REFERRAL_QUALIFYING_KINDS = ['entry', 'subscription'] as const;

/** Whether a succeeded payment is a purchase paid with money (it may trigger a referral reward). */
export function isPaidPurchase(payment: { kind: string; mode: string; amount: number }): boolean {
  return (
    (REFERRAL_QUALIFYING_KINDS as readonly string[]).includes(payment.kind) &&
    payment.mode === 'charge' &&
    payment.amount > 0
  );
}

/** Why a referral earns nothing although the referee paid: the same person on both sides. */
export type SelfReferralReason = 'same_account' | 'same_card' | 'same_email' | 'same_phone';

export interface ReferralParty {
  accountId: string;
  email: string;
  phone: string | null;
  /** the provider's fingerprints of the cards saved on the account */
  cardFingerprints: readonly string[];
}

/**
 * An e-mail as a mailbox: lower case, a `+tag` dropped, and for Gmail the dots dropped too
 * (`Jana.Novak+x@gmail.com` and `jananovak@googlemail.com` reach the same person).
 */
export function canonicalEmail(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower;
  let local = lower.slice(0, at).split('+')[0]!;
  let domain = lower.slice(at + 1);
  if (domain === 'googlemail.com') domain = 'gmail.com';
  if (domain === 'gmail.com') local = local.replaceAll('.', '');
  return `${local}@${domain}`;
}

/** A phone number as digits with the Czech prefix (`+420 777 123 456`, `777123456` → `420777123456`). */
export function canonicalPhone(phone: string | null): string | null {
  if (!phone) return null;
  let digits = phone.replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (digits.length === 9) digits = `420${digits}`;
  return digits.length >= 9 ? digits : null;
}

/**
 * The first sign that the referrer and the referee are one person, or null. The product stores no
 * postal address of a customer, so "the same address" is the same mailbox (canonical e-mail) or the
 * same phone number; "the same card" is a card fingerprint the provider gives on both accounts.
 */
export function selfReferralReason(
  referrer: ReferralParty,
  referee: ReferralParty,
): SelfReferralReason | null {
  if (referrer.accountId === referee.accountId) return 'same_account';
  const cards = new Set(referrer.cardFingerprints);
  if (referee.cardFingerprints.some((f) => cards.has(f))) return 'same_card';
  if (canonicalEmail(referrer.email) === canonicalEmail(referee.email)) return 'same_email';
  const phone = canonicalPhone(referrer.phone);
  if (phone !== null && phone === canonicalPhone(referee.phone)) return 'same_phone';
  return null;
}

/**
 * What a reversal can take back from a balance: the whole reward when the balance holds it, else
 * what is there (credits never go below zero). The rest stays recorded on the reward as not
 * recovered, shown in the back office, never hidden.
 */
export function referralClawback(reward: number, balance: number): { taken: number; unrecovered: number } {
  const taken = Math.max(0, Math.min(reward, balance));
  return { taken, unrecovered: reward - taken };
}
