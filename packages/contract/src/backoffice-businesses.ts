import { z } from 'zod';
import { isoDateTime, money, pagination, uuid } from './common.ts';
import { companyInvoiceParams } from './companies.ts';

/** The back office's companies (business accounts of the corporate plan) and their invoices. */

/** GET /api/superadmin/businesses: companies searched (name, IČO, e-mail; diacritics-insensitive) and paged. */
export const backofficeBusinessesQuery = z.object({
  q: z.string().trim().max(100, 'Hledaný text může mít nejvýše 100 znaků.').optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type BackofficeBusinessesQuery = z.infer<typeof backofficeBusinessesQuery>;

export const backofficeBusinessRow = z.object({
  id: uuid,
  /** the company's name (the account's name when it has none) */
  name: z.string(),
  ico: z.string().nullable(),
  email: z.string(),
  /** live seats taken by an employee */
  seatsUsed: z.number().int().min(0),
  /** live seats still waiting for the employee */
  seatsInvited: z.number().int().min(0),
  invoicesCount: z.number().int().min(0),
  unpaidTotal: money.describe('Sum of the unpaid invoices including VAT, in haléře.'),
  createdAt: isoDateTime,
});
export type BackofficeBusinessRow = z.infer<typeof backofficeBusinessRow>;
export const backofficeBusinessesResponse = z.object({
  businesses: z.array(backofficeBusinessRow),
  pagination,
});
export type BackofficeBusinessesResponse = z.infer<typeof backofficeBusinessesResponse>;

export const backofficeBusinessParams = z.object({ id: uuid });

export const backofficeCompanyInvoice = z.object({
  number: z.string(),
  companyId: uuid,
  /** the invoiced month, YYYY-MM */
  month: z.string(),
  total: money.describe('Total including VAT, in haléře.'),
  issuedAt: isoDateTime,
  dueAt: isoDateTime,
  paidAt: isoDateTime.nullable(),
});
export type BackofficeCompanyInvoice = z.infer<typeof backofficeCompanyInvoice>;
export const backofficeCompanyInvoicesResponse = z.object({ invoices: z.array(backofficeCompanyInvoice) });
export type BackofficeCompanyInvoicesResponse = z.infer<typeof backofficeCompanyInvoicesResponse>;

/** POST /api/superadmin/businesses/invoices/:number/paid */
export const backofficeInvoiceParams = companyInvoiceParams;
export const backofficeInvoicePaidResponse = z.object({ invoice: backofficeCompanyInvoice });
export type BackofficeInvoicePaidResponse = z.infer<typeof backofficeInvoicePaidResponse>;
