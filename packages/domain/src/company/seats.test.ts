import { describe, expect, it } from 'vitest';
import {
  COMPANY_INVOICE_DUE_DAYS,
  companyInvoiceVariableSymbol,
  contributionSplit,
  formatCompanyInvoiceNumber,
  parseEmployeeEmails,
} from './index.ts';

describe('company contribution split (our decision: the employee pays the rest by card)', () => {
  it('without a contribution the company pays the whole 1 699 Kč', () => {
    expect(contributionSplit(169_900, null)).toEqual({ company: 169_900, employee: 0 });
  });

  it('a 1 000 Kč contribution leaves 699 Kč to the employee', () => {
    expect(contributionSplit(169_900, 100_000)).toEqual({ company: 100_000, employee: 69_900 });
  });

  it('a contribution above the price is capped: no card step', () => {
    expect(contributionSplit(179_900, 200_000)).toEqual({ company: 179_900, employee: 0 });
    expect(contributionSplit(179_900, 0)).toEqual({ company: 0, employee: 179_900 });
  });

  it('refuses negative or fractional amounts', () => {
    expect(() => contributionSplit(-1, null)).toThrow(RangeError);
    expect(() => contributionSplit(100, -5)).toThrow(RangeError);
    expect(() => contributionSplit(100, 1.5)).toThrow(RangeError);
  });
});

describe('employee e-mails from a paste or CSV', () => {
  it('splits on lines, commas and semicolons, skips a header and reports duplicates and bad cells', () => {
    const parsed = parseEmployeeEmails(
      'email\r\n"Jana@Firma.cz"; petr@firma.cz\nnení-email, jana@firma.cz\n\npetr@firma.cz;jana@firma.cz',
    );
    expect(parsed.emails).toEqual(['jana@firma.cz', 'petr@firma.cz']);
    expect(parsed.invalid).toEqual(['není-email']);
    expect(parsed.duplicates).toEqual(['jana@firma.cz', 'petr@firma.cz']);
  });

  it('gives nothing for an empty text', () => {
    expect(parseEmployeeEmails('  \n ')).toEqual({ emails: [], invalid: [], duplicates: [] });
  });

  it('refuses an address over 254 characters', () => {
    const long = `${'a'.repeat(250)}@firma.cz`;
    expect(parseEmployeeEmails(long).invalid).toEqual([long]);
  });
});

describe('company invoice numbers', () => {
  it('has its own series F<year>-<6 digits> and a digits-only variable symbol', () => {
    expect(formatCompanyInvoiceNumber(2026, 42)).toBe('F2026-000042');
    expect(companyInvoiceVariableSymbol(2026, 42)).toBe('2026000042');
    expect(() => formatCompanyInvoiceNumber(2026, 0)).toThrow(RangeError);
    expect(COMPANY_INVOICE_DUE_DAYS).toBe(14);
  });
});
