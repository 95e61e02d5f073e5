import { DAY_MS } from '../constants.ts';
import { WITHDRAWAL_DAYS } from '../subscriptions/withdrawal.ts';

/**
 * Referral rewards (docs/business-rules.md "Referral link"). Decided here: the referrer and the
 * referee each get 100 Kč of credit once the referee has bought something with money that STAYS
 * paid: an entry or a membership charged to a card for at least REFERRAL_REWARD.minimumPurchase net
 * of what came back as credit (the 30 Kč minimum charge of a 1 Kč option returns 29 Kč), never
 * refunded, and either used (the entry was scanned at the door) or past its withdrawal period (a
 * membership: 14 days after it was paid). A purchase paid wholly with credits does not count
 * (credits are never bought with money here: they come from refunds, promotions, the back office and
 * referral rewards themselves, so counting them would let a reward pay for its own trigger).
 * One decision per referee: a refused or reversed reward is never given again.
 */
export const REFERRAL_REWARD = {
  /** haléře: 100 Kč to whoever shared the link */
  referrerAmount: 10_000,
  /** haléře: 100 Kč to the new customer */
  refereeAmount: 10_000,
  /**
   * haléře: the least a purchase must leave paid to earn the reward, 150 Kč (the price of a typical
   * single entry): below it two rewards of 100 Kč would pay for the purchase that earned them
   */
  minimumPurchase: 15_000,
  /** the revoke reason typed in the back office */
  revokeReasonMinLength: 5,
  revokeReasonMaxLength: 500,
} as const;

/** The payment kinds a referee's rewarded purchase can be. */
export const REFERRAL_QUALIFYING_KINDS = ['entry', 'subscription'] as const;

/** A referee's payment as the reward rule reads it (haléře). */
export interface ReferralPurchase {
  kind: string;
  /** 'charge' | 'authorize' | 'none': only a charge takes money */
  mode: string;
  status: string;
  /** what the card was charged */
  amount: number;
  /** what the minimum card charge gave back as credit */
  creditsBack: number;
  /** what went back to the card since */
  refundedAmount: number;
  paidAt: Date | null;
  /** the entry this payment bought was admitted at the door (scanned) */
  entryUsed: boolean;
}

/** The money a purchase left paid: the card charge less what came back as credit or to the card. */
export function referralPurchaseNet(p: Pick<ReferralPurchase, 'amount' | 'creditsBack' | 'refundedAmount'>) {
  return p.amount - p.creditsBack - p.refundedAmount;
}

/**
 * Whether a payment earns the referral reward now: an entry or a membership charged to a card for at
 * least the minimum (net of credit given back), wholly paid still (no refund of any part), and
 * standing: the entry was used, or the membership's withdrawal period (14 days from its payment, which
 * is never before the contract) has passed.
 */
export function referralPurchaseEarns(p: ReferralPurchase, now: Date): boolean {
  if (!(REFERRAL_QUALIFYING_KINDS as readonly string[]).includes(p.kind)) return false;
  if (p.mode !== 'charge' || p.status !== 'succeeded' || p.paidAt === null) return false;
  if (referralPurchaseNet(p) < REFERRAL_REWARD.minimumPurchase) return false;
  if (p.kind === 'entry') return p.entryUsed;
  return p.paidAt.getTime() <= membershipsStandingPaidBy(now).getTime();
}

/**
 * The latest payment time of a membership payment that stands now: its withdrawal period (14 days
 * from the payment, never before the contract was made) has passed.
 */
export function membershipsStandingPaidBy(now: Date): Date {
  return new Date(now.getTime() - WITHDRAWAL_DAYS * DAY_MS);
}

/** Why a referral earns nothing although the referee paid: the same person on both sides. */
export type SelfReferralReason = 'same_account' | 'same_card' | 'same_email' | 'same_phone';

export interface ReferralParty {
  accountId: string;
  email: string;
  phone: string | null;
  /**
   * the provider's fingerprints of every card the account saved or paid with (saved or not); for the
   * referrer also those of the other accounts they brought (one card behind several is one person)
   */
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
 * same phone number; "the same card" is a card fingerprint the provider gave on both accounts, of a
 * saved card or of any card a payment was made with.
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
