import { describe, expect, it } from 'vitest';
import {
  canonicalEmail,
  canonicalPhone,
  REFERRAL_REWARD,
  type ReferralParty,
  type ReferralPurchase,
  referralClawback,
  referralPurchaseEarns,
  referralPurchaseNet,
  selfReferralReason,
} from './rewards.ts';

const party = (over: Partial<ReferralParty> = {}): ReferralParty => ({
  accountId: 'a',
  email: 'jana@example.cz',
  phone: null,
  cardFingerprints: [],
  ...over,
});

describe('referral rewards', () => {
  it('gives 100 Kč to each side', () => {
    expect(REFERRAL_REWARD.referrerAmount).toBe(10_000);
    expect(REFERRAL_REWARD.refereeAmount).toBe(10_000);
  });

  const paidAt = new Date('2026-11-02T09:00:00Z');
  const purchase = (over: Partial<ReferralPurchase> = {}): ReferralPurchase => ({
    kind: 'entry',
    mode: 'charge',
    status: 'succeeded',
    amount: 19_900,
    creditsBack: 0,
    refundedAmount: 0,
    paidAt,
    entryUsed: true,
    ...over,
  });

  it('asks for at least 150 Kč left paid, net of the credit the minimum charge gave back', () => {
    expect(REFERRAL_REWARD.minimumPurchase).toBe(15_000);
    // a 1 Kč option: 30 Kč charged, 29 Kč back as credit
    expect(referralPurchaseNet({ amount: 3_000, creditsBack: 2_900, refundedAmount: 0 })).toBe(100);
    expect(referralPurchaseEarns(purchase({ amount: 3_000, creditsBack: 2_900 }), paidAt)).toBe(false);
    expect(referralPurchaseEarns(purchase({ amount: 15_000 }), paidAt)).toBe(true);
    expect(referralPurchaseEarns(purchase({ amount: 15_000, creditsBack: 1 }), paidAt)).toBe(false);
  });

  it('counts a card-charged entry or membership, not credits-only purchases, other kinds or refunds', () => {
    expect(referralPurchaseEarns(purchase({ mode: 'authorize', amount: 3_000 }), paidAt)).toBe(false);
    expect(referralPurchaseEarns(purchase({ mode: 'none', amount: 0 }), paidAt)).toBe(false);
    expect(referralPurchaseEarns(purchase({ kind: 'catch_up_fee' }), paidAt)).toBe(false);
    expect(referralPurchaseEarns(purchase({ status: 'requires_action', paidAt: null }), paidAt)).toBe(false);
    expect(
      referralPurchaseEarns(purchase({ status: 'partially_refunded', refundedAmount: 100 }), paidAt),
    ).toBe(false);
  });

  it('an entry earns once used; a membership once its 14-day withdrawal period has passed', () => {
    expect(referralPurchaseEarns(purchase({ entryUsed: false }), paidAt)).toBe(false);
    const membership = purchase({ kind: 'subscription', amount: 19_900, entryUsed: false });
    const day = 86_400_000;
    expect(referralPurchaseEarns(membership, new Date(paidAt.getTime() + 14 * day - 1))).toBe(false);
    expect(referralPurchaseEarns(membership, new Date(paidAt.getTime() + 14 * day))).toBe(true);
  });

  it('reads e-mails as mailboxes', () => {
    expect(canonicalEmail(' Jana.Novak+promo@GMAIL.com ')).toBe('jananovak@gmail.com');
    expect(canonicalEmail('jana.novak@googlemail.com')).toBe('jananovak@gmail.com');
    expect(canonicalEmail('jana.novak+x@seznam.cz')).toBe('jana.novak@seznam.cz');
    expect(canonicalEmail('no-at-sign')).toBe('no-at-sign');
  });

  it('reads phone numbers as digits with the Czech prefix', () => {
    expect(canonicalPhone('+420 777 123 456')).toBe('420777123456');
    expect(canonicalPhone('777123456')).toBe('420777123456');
    expect(canonicalPhone('00420777123456')).toBe('420777123456');
    expect(canonicalPhone('123')).toBeNull();
    expect(canonicalPhone(null)).toBeNull();
  });

  it('finds the same person on both sides', () => {
    expect(selfReferralReason(party(), party())).toBe('same_account');
    expect(
      selfReferralReason(
        party({ cardFingerprints: ['fp1', 'fp2'] }),
        party({ accountId: 'b', email: 'petr@example.cz', cardFingerprints: ['fp2'] }),
      ),
    ).toBe('same_card');
    expect(selfReferralReason(party(), party({ accountId: 'b', email: 'Jana+2@example.cz' }))).toBe(
      'same_email',
    );
    expect(
      selfReferralReason(
        party({ phone: '777 123 456' }),
        party({ accountId: 'b', email: 'petr@example.cz', phone: '+420777123456' }),
      ),
    ).toBe('same_phone');
    expect(
      selfReferralReason(
        party({ phone: '777 123 456', cardFingerprints: ['fp1'] }),
        party({ accountId: 'b', email: 'petr@example.cz', phone: '608 000 000', cardFingerprints: ['fp9'] }),
      ),
    ).toBeNull();
    expect(selfReferralReason(party(), party({ accountId: 'b', email: 'petr@example.cz' }))).toBeNull();
  });

  it('takes back what the balance holds and records the rest', () => {
    expect(referralClawback(10_000, 25_000)).toEqual({ taken: 10_000, unrecovered: 0 });
    expect(referralClawback(10_000, 4_000)).toEqual({ taken: 4_000, unrecovered: 6_000 });
    expect(referralClawback(10_000, 0)).toEqual({ taken: 0, unrecovered: 10_000 });
  });
});
