import {
  COMPANY_INVITE_BATCH_LIMIT,
  isValidDic,
  isValidIco,
  normalizeDic,
  normalizeIco,
} from '@champions/domain';
import { z } from 'zod';
import { email, personName } from './auth.ts';
import { isoDateTime, money, pagination, uuid } from './common.ts';

/** The corporate plan: the company's details, its employees' seats and its invoices. */

export const companyInvoice = z.object({
  number: z.string(),
  /** the invoiced month, YYYY-MM */
  month: z.string(),
  total: money.describe('Total including VAT, in haléře.'),
  vat: money.describe('The VAT in the total, in haléře.'),
  issuedAt: isoDateTime,
  dueAt: isoDateTime,
  paidAt: isoDateTime.nullable(),
  /** the QR Platba (SPAYD) payload for the bank app */
  spayd: z.string().nullable(),
  variableSymbol: z.string(),
});
export type CompanyInvoice = z.infer<typeof companyInvoice>;

/**
 * The company's seats are suspended (the daily job) while an invoice stays unpaid after its due date:
 * since when, and the oldest such invoice to pay (its amount, due date and QR Platba code).
 */
export const companySuspension = z.object({
  since: isoDateTime,
  invoice: companyInvoice,
});
export type CompanySuspension = z.infer<typeof companySuspension>;

export const companyDetails = z.object({
  companyName: z.string(),
  companyId: z.string(),
  vatId: z.string().nullable(),
  billingAddress: z.string(),
  contactName: z.string(),
  email: z.string(),
  /** null while no seat is suspended for an unpaid invoice */
  suspension: companySuspension.nullable(),
});
export type CompanyDetails = z.infer<typeof companyDetails>;

export const companyDetailsInput = z.object({
  companyName: z
    .string({ error: 'Zadejte název firmy.' })
    .trim()
    .min(2, 'Zadejte název firmy.')
    .max(200, 'Název firmy může mít nejvýše 200 znaků.'),
  companyId: z
    .string({ error: 'Zadejte IČO.' })
    .trim()
    .max(20)
    .transform(normalizeIco)
    .refine(isValidIco, 'IČO nemá platný kontrolní součet. Zkontrolujte ho prosím.'),
  vatId: z
    .string()
    .trim()
    .max(20)
    .nullish()
    .transform((value) => (value ? normalizeDic(value) : null))
    .refine(
      (value) => value === null || isValidDic(value),
      'DIČ má tvar CZ a 8–10 číslic, např. CZ25596641.',
    ),
  billingAddress: z
    .string({ error: 'Zadejte fakturační adresu.' })
    .trim()
    .min(5, 'Zadejte fakturační adresu firmy (ulice, město, PSČ).')
    .max(300, 'Adresa může mít nejvýše 300 znaků.'),
  contactName: personName,
});
export type CompanyDetailsInput = z.input<typeof companyDetailsInput>;

export const SEAT_STATES = ['invited', 'active', 'ending', 'ended'] as const;
export type SeatState = (typeof SEAT_STATES)[number];

export const companySeat = z.object({
  id: uuid,
  email: z.string(),
  /** invited: waits for the employee; active: holds a Championship; ending: removed, runs to the paid period's end */
  state: z.enum(SEAT_STATES),
  /** the Championship area's name; null = all locations */
  areaName: z.string().nullable(),
  contribution: money
    .nullable()
    .describe('The company contribution per period in haléře; null = the whole price.'),
  companyShare: money.describe('What the company pays per period, in haléře.'),
  employeeShare: money.describe('What the employee pays per period by card, in haléře.'),
  /** entries the employee used this calendar month (counts only: no venue, for their privacy) */
  entriesThisMonth: z.number().int().min(0),
  /** the end of the paid period of a removed seat */
  paidUntil: isoDateTime.nullable(),
  invitedAt: isoDateTime,
});
export type CompanySeat = z.infer<typeof companySeat>;

export const companySeatsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const companySeatsResponse = z.object({
  seats: z.array(companySeat),
  pagination,
  summary: z.object({
    /** seats that hold a Championship now (active and ending) */
    used: z.number().int().min(0),
    invited: z.number().int().min(0),
    entriesThisMonth: z.number().int().min(0),
  }),
});
export type CompanySeatsResponse = z.infer<typeof companySeatsResponse>;

export const inviteEmployeesRequest = z.object({
  emails: z
    .array(email)
    .min(1, 'Zadejte alespoň jeden e-mail.')
    .max(COMPANY_INVITE_BATCH_LIMIT, `Najednou lze pozvat nejvýše ${COMPANY_INVITE_BATCH_LIMIT} lidí.`),
  /** the Championship area; null = all locations */
  areaId: uuid.nullable(),
  contribution: money
    .min(0, 'Příspěvek nesmí být záporný.')
    .max(10_000_000)
    .nullable()
    .describe('The company contribution per period in haléře; null = the whole price.'),
});
export type InviteEmployeesRequest = z.infer<typeof inviteEmployeesRequest>;

export const inviteEmployeesResponse = z.object({
  invited: z.array(z.string()),
  /** addresses that already have a live seat in this company (nothing sent) */
  alreadyInvited: z.array(z.string()),
});
export type InviteEmployeesResponse = z.infer<typeof inviteEmployeesResponse>;

const seatToken = z.string().min(10, 'Odkaz je neplatný.').max(200);

export const seatInvitationRequest = z.object({
  token: seatToken,
  /**
   * the employee agreed to pay their share from their own credit first; without it (default) no
   * credit is spent and the share goes on the card
   */
  useCredits: z.boolean().optional(),
});
export type SeatInvitationRequest = z.infer<typeof seatInvitationRequest>;

export const seatInvitationQuery = z.object({ token: seatToken });

/** What the invitation link offers the signed-in employee, before they accept it. */
export const seatInvitationPreview = z.object({
  company: z.string(),
  /** "Championship – Brno" / "Championship – všechny lokality" */
  plan: z.string(),
  /** the area's name; null = all locations */
  area: z.string().nullable(),
  /** the price of a 28-day period and its split, haléře */
  price: money,
  companyShare: money,
  employeeShare: money,
  /** the employee's own credit now (spent on their share only when they agree to it) */
  credits: money,
});
export type SeatInvitationPreview = z.infer<typeof seatInvitationPreview>;

export const companyInvoiceParams = z.object({
  number: z.string().regex(/^F\d{4}-\d{6}$/, 'Neplatné číslo faktury.'),
});

export const companyInvoicesResponse = z.object({ invoices: z.array(companyInvoice) });
