import { parseCzechBankAccount } from '../company/company.ts';

/** ISO 13616 check digits: 98 − (the rearranged number mod 97), letters as 10..35. */
function ibanCheckDigits(country: string, bban: string): string {
  const digits = `${bban}${country}00`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return String(98 - remainder).padStart(2, '0');
}

/**
 * A Czech account 'prefix-number/bank' as an IBAN: CZ, two check digits, the bank code, the prefix
 * (6 digits) and the number (10 digits), zero-padded (ČNB); null when the account has no valid shape.
 */
export function czechAccountToIban(account: string): string | null {
  const parsed = parseCzechBankAccount(account);
  if (!parsed) return null;
  const bban = `${parsed.bankCode}${parsed.prefix.padStart(6, '0')}${parsed.number.padStart(10, '0')}`;
  return `CZ${ibanCheckDigits('CZ', bban)}${bban}`;
}

/** Text for an ASCII-only payment field: no diacritics, no '*' (the SPAYD separator), single spaces. */
export function paymentText(value: string, max: number): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, ' ')
    .replace(/\*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);
}

export interface SpaydInput {
  iban: string;
  /** haléře */
  amount: number;
  variableSymbol: string;
  message: string;
}

/**
 * A QR Platba code (SPAYD 1.0, the Czech Banking Association's Short Payment Descriptor):
 * `SPD*1.0*ACC:<IBAN>*AM:<Kč with two decimals>*CC:CZK*MSG:<up to 60>*X-VS:<up to 10 digits>`.
 */
export function spaydPayload(input: SpaydInput): string {
  if (!Number.isInteger(input.amount) || input.amount <= 0) throw new RangeError('amount must be positive');
  if (!/^\d{1,10}$/.test(input.variableSymbol)) throw new RangeError('variable symbol has 1–10 digits');
  const amount = `${Math.floor(input.amount / 100)}.${String(input.amount % 100).padStart(2, '0')}`;
  const parts = ['SPD', '1.0', `ACC:${input.iban}`, `AM:${amount}`, 'CC:CZK'];
  const message = paymentText(input.message, 60);
  if (message) parts.push(`MSG:${message}`);
  parts.push(`X-VS:${input.variableSymbol}`);
  return parts.join('*');
}
