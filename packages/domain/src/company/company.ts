/**
 * Czech company identifiers of a partner (settings, payouts). Our decision: IČO, DIČ and the bank
 * account are checked by their official check digits, so a typo is caught before a payout fails.
 */

const digitsOnly = (value: string) => value.replace(/\s+/g, '');

/** IČO with spaces removed; shorter historical numbers are padded with leading zeros to 8 digits. */
export function normalizeIco(value: string): string {
  const compact = digitsOnly(value);
  return /^\d{1,8}$/.test(compact) ? compact.padStart(8, '0') : compact;
}

/**
 * IČO checksum (ARES): weights 8..2 over the first seven digits; the eighth digit is
 * (11 − sum mod 11) mod 10.
 */
export function isValidIco(value: string): boolean {
  const ico = normalizeIco(value);
  if (!/^\d{8}$/.test(ico) || ico === '00000000') return false;
  let sum = 0;
  for (let i = 0; i < 7; i++) sum += Number(ico[i]) * (8 - i);
  return (11 - (sum % 11)) % 10 === Number(ico[7]);
}

/** DIČ: 'CZ' and 8 to 10 digits (upper-cased, spaces removed). */
export function normalizeDic(value: string): string {
  return digitsOnly(value).toUpperCase();
}

/** A Czech DIČ: CZ + IČO (8 digits, with a valid IČO checksum) or CZ + 9–10 digits (persons). */
export function isValidDic(value: string): boolean {
  const dic = normalizeDic(value);
  const match = /^CZ(\d{8,10})$/.exec(dic);
  if (!match) return false;
  const number = match[1]!;
  return number.length === 8 ? isValidIco(number) : true;
}

const PREFIX_WEIGHTS = [10, 5, 8, 4, 2, 1];
const NUMBER_WEIGHTS = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1];

function weightedMod11(digits: string, weights: readonly number[]): boolean {
  const padded = digits.padStart(weights.length, '0');
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += Number(padded[i]) * weights[i]!;
  return sum % 11 === 0;
}

/** A Czech bank account 'prefix-number/bank' split into parts, or null when the shape is wrong. */
export function parseCzechBankAccount(
  value: string,
): { prefix: string; number: string; bankCode: string } | null {
  const match = /^(?:(\d{1,6})-)?(\d{2,10})\/(\d{4})$/.exec(digitsOnly(value));
  if (!match) return null;
  return { prefix: match[1] ?? '', number: match[2]!, bankCode: match[3]! };
}

/**
 * Czech bank account checksum (ČNB decree 169/2011): prefix weights 10,5,8,4,2,1 and number weights
 * 6,3,7,9,10,5,8,4,2,1, each weighted sum divisible by 11; the number has at least two non-zero digits.
 */
export function isValidCzechBankAccount(value: string): boolean {
  const parsed = parseCzechBankAccount(value);
  if (!parsed) return false;
  if (parsed.number.replace(/0/g, '').length < 2) return false;
  return weightedMod11(parsed.prefix, PREFIX_WEIGHTS) && weightedMod11(parsed.number, NUMBER_WEIGHTS);
}

/**
 * The first valid IČO written in a free text (a partner request's company field or message:
 * "Sportovní klub s.r.o., IČO 25596641"), normalised to 8 digits; null when there is none.
 */
export function findIcoInText(...texts: ReadonlyArray<string | null | undefined>): string | null {
  for (const text of texts) {
    for (const match of (text ?? '').matchAll(/(?<!\d)(\d[\d ]{6,9}\d)(?!\d)/g)) {
      const candidate = normalizeIco(match[1]!);
      if (isValidIco(candidate)) return candidate;
    }
  }
  return null;
}
