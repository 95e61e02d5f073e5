import { SUBSCRIPTION_TYPES } from '@champions/domain';
import { z } from 'zod';
import { isoDate, isoDateTime, money, pagination, uuid } from './common.ts';

/** The back office's dashboard and its one search box (SPEC 2 superadmin: dashboard). */

/** the windows the dashboard offers, in Prague days ending today */
export const DASHBOARD_WINDOWS = [30, 90] as const;
export type DashboardWindow = (typeof DASHBOARD_WINDOWS)[number];

/** GET /api/superadmin/dashboard?days=30|90 */
export const dashboardQuery = z.object({
  days: z.coerce
    .number({ error: 'Období může být 30, nebo 90 dní.' })
    .refine((days): days is DashboardWindow => days === 30 || days === 90, {
      error: 'Období může být 30, nebo 90 dní.',
    })
    .default(30),
});
export type DashboardQuery = z.input<typeof dashboardQuery>;

export const dashboardDay = z.object({
  /** the Prague calendar day */
  day: isoDate,
  /** admitted scans (tickets used) of the day, voided ones left out */
  entries: z.number().int().min(0),
  /** what customers paid that day, card and credit, less what went back to them (may be negative) */
  revenue: money.describe(
    'Sales of the day from the books: card captures + credit spent − refunds to the card or as credit, in haléře (100 haléřů = 1 Kč).',
  ),
  /** customer accounts registered that day */
  newUsers: z.number().int().min(0),
});
export type DashboardDay = z.infer<typeof dashboardDay>;

export const dashboardResponse = z.object({
  days: z.number().int(),
  from: isoDate,
  to: isoDate,
  /** one row per Prague day of the window, oldest first (days without anything hold zeros) */
  series: z.array(dashboardDay),
  totals: z.object({
    entries: z.number().int().min(0),
    revenue: money.describe(
      'Sales in the window from the books: card captures + credit spent − refunds to the card or as credit, in haléře (100 haléřů = 1 Kč).',
    ),
    newUsers: z.number().int().min(0),
  }),
  subscriptions: z.object({
    /** active plans now, by type */
    byType: z.array(z.object({ type: z.enum(SUBSCRIPTION_TYPES), count: z.number().int().min(0) })),
    /** active plans now, by area (areaId null = every location) */
    byArea: z.array(
      z.object({ areaId: uuid.nullable(), areaName: z.string().nullable(), count: z.number().int().min(0) }),
    ),
    /** every active plan */
    active: z.number().int().min(0),
  }),
  /** approved payouts not paid yet */
  payoutsDue: z.object({
    count: z.number().int().min(0),
    amount: money.describe('What the approved, unpaid payouts add up to, in haléře (100 haléřů = 1 Kč).'),
  }),
  /** requests in the inbox not done yet */
  openRequests: z.object({
    new: z.number().int().min(0),
    inProgress: z.number().int().min(0),
  }),
  /** partner requests not done yet: the partners waiting for the back office's approval */
  pendingPartners: z.number().int().min(0),
  /** card payments that failed in the last 24 hours */
  failedPayments24h: z.number().int().min(0),
  /** the newest of them (at most 20), each with its payer: the list the tile opens */
  failedPayments: z.array(
    z.object({
      id: uuid,
      userId: uuid,
      userEmail: z.string(),
      description: z.string(),
      amount: money.describe('What the card was to be charged, in haléře (100 haléřů = 1 Kč).'),
      /** the provider's reason, as it was kept */
      error: z.string(),
      at: isoDateTime,
    }),
  ),
});
export type DashboardResponse = z.infer<typeof dashboardResponse>;

export const BACKOFFICE_SEARCH_KINDS = [
  'user',
  'ticket',
  'payment',
  'receipt',
  'venue',
  'partner',
  'activity',
] as const;
export type BackofficeSearchKind = (typeof BACKOFFICE_SEARCH_KINDS)[number];

/** GET /api/superadmin/search?q=&page= */
export const backofficeSearchQuery = z.object({
  q: z
    .string({ error: 'Zadejte, co hledáte.' })
    .trim()
    .min(2, 'Zadejte alespoň 2 znaky.')
    .max(100, 'Hledaný text může mít nejvýše 100 znaků.')
    // control characters, unreadable bytes and escapes left undecoded (%00, %ff: bytes that are no
    // UTF-8) are never part of a name, code or number
    .regex(/^(?![\s\S]*%[0-9a-f]{2})[^\p{Cc}\uFFFD]*$/iu, 'Hledaný text obsahuje nepovolené znaky.'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type BackofficeSearchQuery = z.input<typeof backofficeSearchQuery>;

export const backofficeSearchHit = z.object({
  kind: z.enum(BACKOFFICE_SEARCH_KINDS),
  /** the record's id */
  id: z.string(),
  label: z.string(),
  detail: z.string(),
  /** what a ticket, payment or receipt is worth (null for the other kinds) */
  amount: money
    .nullable()
    .describe('The price or amount paid, in haléře (100 haléřů = 1 Kč); null when none.'),
  /** when the ticket, payment or receipt was made, or the account registered */
  at: isoDateTime.nullable(),
  /**
   * the id the back-office page of the hit opens: the owner (a customer) for users, tickets,
   * payments and receipts; the venue, partner or activity itself otherwise
   */
  targetId: uuid,
});
export type BackofficeSearchHit = z.infer<typeof backofficeSearchHit>;

export const backofficeSearchResponse = z.object({
  q: z.string(),
  hits: z.array(backofficeSearchHit),
  pagination,
});
export type BackofficeSearchResponse = z.infer<typeof backofficeSearchResponse>;
