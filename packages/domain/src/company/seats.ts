import type { Haler, HalerAmount } from '../money/convert.ts';

/**
 * The corporate plan (our decisions): a company buys Championship seats for its employees. A seat
 * has an optional monthly company contribution; without one the company pays the whole price. The
 * employee pays the rest by card; a contribution that covers the price leaves nothing to pay.
 */

export interface ContributionSplit {
  /** what the company pays per period, haléře */
  company: Haler;
  /** what the employee pays per period by card, haléře (0 = no card step) */
  employee: Haler;
}

/** Splits a period's price between the company and the employee (null contribution = whole price). */
export function contributionSplit(price: HalerAmount, contribution: HalerAmount | null): ContributionSplit {
  if (!Number.isSafeInteger(price) || price < 0) throw new RangeError(`price must be >= 0, got ${price}`);
  if (contribution === null) return { company: price as Haler, employee: 0 as Haler };
  if (!Number.isSafeInteger(contribution) || contribution < 0)
    throw new RangeError(`contribution must be >= 0, got ${contribution}`);
  const company = Math.min(price, contribution);
  return { company: company as Haler, employee: (price - company) as Haler };
}

/** Days from the invoice's issue to its due date. */
export const COMPANY_INVOICE_DUE_DAYS = 14;

/** The most e-mails one CSV import may invite. */
export const COMPANY_INVITE_BATCH_LIMIT = 500;

const EMAIL_SHAPE = /^[^\s@,;"'<>]+@[^\s@,;"'<>]+\.[^\s@,;"'<>]{2,}$/;

export interface ParsedEmployeeEmails {
  /** unique, lower-cased, in the order given */
  emails: string[];
  /** entries that are no e-mail address */
  invalid: string[];
  /** addresses given more than once (reported once each) */
  duplicates: string[];
}

/**
 * E-mails pasted or uploaded as CSV: split on new lines, commas and semicolons, quotes and a header
 * word without '@' ignored ("email", "e-mail"); each address lower-cased and checked.
 */
export function parseEmployeeEmails(text: string): ParsedEmployeeEmails {
  const emails: string[] = [];
  const invalid: string[] = [];
  const duplicates: string[] = [];
  const seen = new Set<string>();
  const cells = text
    .split(/[\r\n,;\t]+/)
    .map((cell) => cell.trim().replace(/^"|"$/g, '').trim())
    .filter((cell) => cell !== '');
  cells.forEach((cell, index) => {
    if (index === 0 && /^e-?mail$/i.test(cell)) return;
    const email = cell.toLowerCase();
    if (!EMAIL_SHAPE.test(email) || email.length > 254) {
      invalid.push(cell);
    } else if (seen.has(email)) {
      if (!duplicates.includes(email)) duplicates.push(email);
    } else {
      seen.add(email);
      emails.push(email);
    }
  });
  return { emails, invalid, duplicates };
}

/** Company invoice numbers: their own gap-free series per calendar year, e.g. F2026-000042. */
export function formatCompanyInvoiceNumber(year: number, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1)
    throw new RangeError(`sequence must be >= 1, got ${sequence}`);
  return `F${year}-${String(sequence).padStart(6, '0')}`;
}

/** The variable symbol of a company invoice: year and sequence as digits only (e.g. 2026000042). */
export function companyInvoiceVariableSymbol(year: number, sequence: number): string {
  return `${year}${String(sequence).padStart(6, '0')}`;
}
