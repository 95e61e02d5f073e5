import { describe, expect, it } from 'vitest';
import {
  canonicalEmail,
  canonicalPhone,
  isPaidPurchase,
  REFERRAL_REWARD,
  type ReferralParty,
  referralClawback,
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

  it('counts a card-charged entry or membership, not credits-only purchases or other kinds', () => {
    expect(isPaidPurchase({ kind: 'entry', mode: 'charge', amount: 19_900 })).toBe(true);
    expect(isPaidPurchase({ kind: 'subscription', mode: 'charge', amount: 99_000 })).toBe(true);
    expect(isPaidPurchase({ kind: 'entry', mode: 'authorize', amount: 3_000 })).toBe(false);
    expect(isPaidPurchase({ kind: 'entry', mode: 'none', amount: 0 })).toBe(false);
    expect(isPaidPurchase({ kind: 'entry', mode: 'charge', amount: 0 })).toBe(false);
    expect(isPaidPurchase({ kind: 'catch_up_fee', mode: 'charge', amount: 5_000 })).toBe(false);
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
