import { describe, expect, it } from 'vitest';
import { bookAccount } from '../books/accounts.ts';
import {
  addDaysToDay,
  isVoucherAmount,
  mayWithdrawVoucher,
  normalizeVoucherCode,
  VOUCHER_ALPHABET,
  voucherCode,
  voucherDeliveryAt,
  voucherState,
  voucherValidUntil,
} from './vouchers.ts';

const DAY = 86_400_000;
const bought = new Date('2026-12-02T10:00:00.000Z');
const fresh = {
  createdAt: bought,
  redeemedAt: null,
  voidedAt: null,
  expiredAt: null,
  validUntil: voucherValidUntil(bought),
};

describe('gift vouchers', () => {
  it('take whole crowns from 300 to 10 000 Kč', () => {
    expect(isVoucherAmount(30_000)).toBe(true);
    expect(isVoucherAmount(1_000_000)).toBe(true);
    expect(isVoucherAmount(29_900)).toBe(false);
    expect(isVoucherAmount(1_000_100)).toBe(false);
    expect(isVoucherAmount(30_050)).toBe(false);
    expect(isVoucherAmount(Number.NaN)).toBe(false);
  });

  it('have a 16-character code from the alphabet, bytes above the fair range skipped', () => {
    let call = 0;
    // first all 255 (rejected: 256 is not a multiple of the alphabet's length), then 0, 1, 2, …
    const bytes = (n: number) =>
      Uint8Array.from({ length: n }, (_, i) => (call === 0 ? 255 : (i + call * n) % 200));
    const code = voucherCode((n) => {
      const out = bytes(n);
      call += 1;
      return out;
    });
    expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    for (const c of code.replace(/-/g, '')) expect(VOUCHER_ALPHABET).toContain(c);
    expect(call).toBe(2);
  });

  it('read a typed code in any case, with spaces or dashes, and refuse what cannot be one', () => {
    expect(normalizeVoucherCode('34679acdefghjkmn')).toBe('3467-9ACD-EFGH-JKMN');
    expect(normalizeVoucherCode(' 3467 9ACD-EFGH jkmn ')).toBe('3467-9ACD-EFGH-JKMN');
    expect(normalizeVoucherCode('3467-9ACD-EFGH')).toBeNull();
    // 0, O, 1, I and B are not in the alphabet
    expect(normalizeVoucherCode('3467-9ACD-EFGH-JKM0')).toBeNull();
  });

  it('are active, then redeemed, voided or expired', () => {
    expect(voucherState(fresh, bought)).toBe('active');
    expect(voucherState({ ...fresh, redeemedAt: bought }, bought)).toBe('redeemed');
    expect(voucherState({ ...fresh, voidedAt: bought }, bought)).toBe('voided');
    expect(voucherState({ ...fresh, expiredAt: bought }, bought)).toBe('expired');
    expect(voucherState(fresh, fresh.validUntil)).toBe('expired');
  });

  it('may be withdrawn unused within 14 days of the purchase', () => {
    expect(mayWithdrawVoucher(fresh, new Date(bought.getTime() + 14 * DAY))).toBe(true);
    expect(mayWithdrawVoucher(fresh, new Date(bought.getTime() + 14 * DAY + 1))).toBe(false);
    expect(mayWithdrawVoucher({ ...fresh, redeemedAt: bought }, bought)).toBe(false);
  });

  it('are valid 12 months and delivered at 8:00 in Prague, winter and summer', () => {
    expect(voucherValidUntil(bought).toISOString()).toBe('2027-12-02T10:00:00.000Z');
    expect(voucherDeliveryAt('2026-12-24').toISOString()).toBe('2026-12-24T07:00:00.000Z');
    expect(voucherDeliveryAt('2027-06-01').toISOString()).toBe('2027-06-01T06:00:00.000Z');
    expect(addDaysToDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysToDay('2026-12-02', 60)).toBe('2027-01-31');
  });

  it('are a liability of their own in the books until redeemed or expired', () => {
    expect(bookAccount.vouchers('v1')).toBe('vouchers:v1');
  });
});
