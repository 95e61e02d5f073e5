/**
 * Gift vouchers ("dárkové poukazy", docs/business-rules.md): an amount in whole crowns bought by card,
 * redeemed as the customer's credit. All amounts in haléře.
 */

export const VOUCHER_MIN_AMOUNT = 30_000;
export const VOUCHER_MAX_AMOUNT = 1_000_000;
export const VOUCHER_MESSAGE_MAX = 300;
export const VOUCHER_RECIPIENT_MAX = 80;
/** how far ahead the delivery date may be */
export const VOUCHER_DELIVERY_MAX_DAYS = 60;
/** the buyer may withdraw this long after the purchase while the voucher is unused (§1829 OZ) */
export const VOUCHER_WITHDRAWAL_DAYS = 14;
/** valid this many months from the purchase */
export const VOUCHER_VALID_MONTHS = 12;

/** Without 0/O, 1/I/L, 2/Z, 5/S, 8/B: nothing to misread on paper (25 characters, about 74 bits per code). */
export const VOUCHER_ALPHABET = '34679ACDEFGHJKMNPQRTUVWXY';
export const VOUCHER_CODE_LENGTH = 16;

/** The amount is whole crowns within the limits. */
export function isVoucherAmount(amount: number): boolean {
  return (
    Number.isSafeInteger(amount) &&
    amount % 100 === 0 &&
    amount >= VOUCHER_MIN_AMOUNT &&
    amount <= VOUCHER_MAX_AMOUNT
  );
}

/** A code from 16 random bytes (each taken modulo the alphabet with rejection, so uniformly): XXXX-XXXX-XXXX-XXXX. */
export function voucherCode(randomBytes: (n: number) => Uint8Array): string {
  const n = VOUCHER_ALPHABET.length;
  const limit = 256 - (256 % n);
  const chars: string[] = [];
  while (chars.length < VOUCHER_CODE_LENGTH) {
    for (const byte of randomBytes(32)) {
      if (byte < limit && chars.length < VOUCHER_CODE_LENGTH) chars.push(VOUCHER_ALPHABET[byte % n]!);
    }
  }
  return (chars.join('').match(/.{4}/g) ?? []).join('-');
}

/** The code as typed (any case, spaces, dashes or none) in its canonical form, or null when it cannot be one. */
export function normalizeVoucherCode(input: string): string | null {
  const plain = input.toUpperCase().replace(/[\s-]/g, '');
  if (plain.length !== VOUCHER_CODE_LENGTH) return null;
  for (const c of plain) if (!VOUCHER_ALPHABET.includes(c)) return null;
  return (plain.match(/.{4}/g) ?? []).join('-');
}

export type VoucherState = 'active' | 'redeemed' | 'voided' | 'expired';

export function voucherState(
  v: { redeemedAt: Date | null; voidedAt: Date | null; expiredAt: Date | null; validUntil: Date },
  now: Date,
): VoucherState {
  if (v.redeemedAt) return 'redeemed';
  if (v.voidedAt) return 'voided';
  if (v.expiredAt || now >= v.validUntil) return 'expired';
  return 'active';
}

/** The buyer may still withdraw: unused and within 14 days of the purchase. */
export function mayWithdrawVoucher(
  v: {
    createdAt: Date;
    redeemedAt: Date | null;
    voidedAt: Date | null;
    expiredAt: Date | null;
    validUntil: Date;
  },
  now: Date,
): boolean {
  return (
    voucherState(v, now) === 'active' &&
    now.getTime() - v.createdAt.getTime() <= VOUCHER_WITHDRAWAL_DAYS * 86_400_000
  );
}

const pragueHour = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Prague',
  hour: '2-digit',
  hourCycle: 'h23',
});

/** 8:00 in Prague on the day 'YYYY-MM-DD' (winter +1, summer +2): when the recipient's e-mail goes out. */
export function voucherDeliveryAt(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const winter = new Date(Date.UTC(y, m - 1, d, 7));
  return pragueHour.format(winter) === '08' ? winter : new Date(Date.UTC(y, m - 1, d, 6));
}

/** The day 'YYYY-MM-DD' plus n days. */
export function addDaysToDay(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** Valid until the same moment 12 months after the purchase. */
export function voucherValidUntil(boughtAt: Date): Date {
  const until = new Date(boughtAt.getTime());
  until.setUTCMonth(until.getUTCMonth() + VOUCHER_VALID_MONTHS);
  return until;
}
