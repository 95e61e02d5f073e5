import { describe, expect, it } from 'vitest';
import {
  findIcoInText,
  isValidCzechBankAccount,
  isValidDic,
  isValidIco,
  normalizeDic,
  normalizeIco,
} from './index.ts';

describe('IČO checksum (our decision: validated in partner settings)', () => {
  it('accepts real IČOs whose eighth digit is (11 − Σ mod 11) mod 10', () => {
    expect(isValidIco('25596641')).toBe(true); // Σ = 176, 176 mod 11 = 0 → 1
    expect(isValidIco('00006947')).toBe(true); // Σ = 59, 59 mod 11 = 4 → 7
    expect(isValidIco('45274649')).toBe(true); // Σ = 156, 156 mod 11 = 2 → 9
  });

  it('pads short numbers and ignores spaces', () => {
    expect(normalizeIco('6947')).toBe('00006947');
    expect(isValidIco('6947')).toBe(true);
    expect(isValidIco('255 966 41')).toBe(true);
  });

  it('refuses a wrong check digit, letters, nine digits and all zeros', () => {
    expect(isValidIco('25596642')).toBe(false);
    expect(isValidIco('2559664A')).toBe(false);
    expect(isValidIco('255966411')).toBe(false);
    expect(isValidIco('00000000')).toBe(false);
    expect(isValidIco('')).toBe(false);
  });
});

describe('DIČ', () => {
  it('is CZ with a valid IČO, or CZ with 9–10 digits', () => {
    expect(normalizeDic(' cz 25596641 ')).toBe('CZ25596641');
    expect(isValidDic('CZ25596641')).toBe(true);
    expect(isValidDic('CZ8001011234')).toBe(true);
    expect(isValidDic('CZ25596642')).toBe(false);
    expect(isValidDic('SK25596641')).toBe(false);
    expect(isValidDic('25596641')).toBe(false);
  });
});

describe('Czech bank account checksum', () => {
  it('accepts valid numbers with and without a prefix', () => {
    expect(isValidCzechBankAccount('19-2000145399/0800')).toBe(true);
    expect(isValidCzechBankAccount('2000145399/0800')).toBe(true);
    expect(isValidCzechBankAccount('123457/0100')).toBe(true);
  });

  it('refuses a wrong checksum, a missing bank code and a number of zeros', () => {
    expect(isValidCzechBankAccount('2000145398/0800')).toBe(false);
    expect(isValidCzechBankAccount('2000145399')).toBe(false);
    expect(isValidCzechBankAccount('2000145399/08')).toBe(false);
    expect(isValidCzechBankAccount('0000000000/0800')).toBe(false);
  });
});

describe('IČO in a free text (approving a partner request)', () => {
  it('finds the first valid IČO, with or without spaces, in the first text that has one', () => {
    expect(findIcoInText('Sportovní klub s.r.o., IČO 25596641')).toBe('25596641');
    expect(findIcoInText(null, 'IČO: 255 96 641, tel. 777123456')).toBe('25596641');
    expect(findIcoInText(undefined, 'bez IČO', 'IČ 45274649')).toBe('45274649');
  });

  it('returns null when no number passes the checksum', () => {
    expect(findIcoInText('IČO 25596642', 'tel. 123')).toBeNull();
    expect(findIcoInText()).toBeNull();
  });
});
