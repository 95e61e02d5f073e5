import { CREDIT_ADJUSTMENT } from '@champions/domain';
import { z } from 'zod';
import { isoDateTime, money, pagination, uuid } from './common.ts';
import { auditQuery } from './security.ts';

/** The back office's users (SPEC /superadmin/users and users/{id}): list, timeline, credit, blocking. */

export const BACKOFFICE_USER_SORTS = ['createdAt', 'email', 'name', 'credits'] as const;
export const BACKOFFICE_USER_STATUSES = ['active', 'blocked', 'unverified'] as const;

/** GET /api/superadmin/users: searched (e-mail, name; diacritics-insensitive), sorted and paged on the server. */
export const backofficeUsersQuery = z.object({
  q: z.string().trim().max(100, 'Hledaný text může mít nejvýše 100 znaků.').optional(),
  status: z.enum(BACKOFFICE_USER_STATUSES).optional(),
  sort: z.enum(BACKOFFICE_USER_SORTS).default('createdAt'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type BackofficeUsersQuery = z.infer<typeof backofficeUsersQuery>;

export const backofficeUserRow = z.object({
  id: uuid,
  email: z.string(),
  name: z.string(),
  credits: money,
  emailVerified: z.boolean(),
  blockedAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});
export type BackofficeUserRow = z.infer<typeof backofficeUserRow>;

export const backofficeUsersResponse = z.object({ users: z.array(backofficeUserRow), pagination });
export type BackofficeUsersResponse = z.infer<typeof backofficeUsersResponse>;

export const backofficeUserParams = z.object({ id: uuid });

export const TIMELINE_KINDS = [
  'registered',
  'email_verified',
  'login',
  'purchase',
  'entry',
  'scan',
  'subscription',
  'payment',
  'refund',
  'credit',
  'email',
  'gdpr',
  'backoffice',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

/** One event of an account's history; `amount` in haléře where money moved. */
export const timelineEvent = z.object({
  at: isoDateTime,
  kind: z.enum(TIMELINE_KINDS),
  /** what happened: a code the web names (a ledger reason, an audit action, a payment status) or a text */
  detail: z.string(),
  /** free text: a payment's description, an e-mail's subject, the reason the back office gave */
  note: z.string().nullable(),
  amount: money.nullable(),
  /** who did it when it was not the user (the superadmin's e-mail) */
  by: z.string().nullable(),
});
export type TimelineEvent = z.infer<typeof timelineEvent>;

export const backofficeUserQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(200),
});

export const backofficeUserResponse = z.object({
  user: backofficeUserRow.extend({ phone: z.string().nullable() }),
  timeline: z.array(timelineEvent),
  /** older events exist beyond `limit` */
  truncated: z.boolean(),
});
export type BackofficeUserResponse = z.infer<typeof backofficeUserResponse>;

const reasonText = z
  .string()
  .trim()
  .min(
    CREDIT_ADJUSTMENT.reasonMinLength,
    `Uveďte důvod (alespoň ${CREDIT_ADJUSTMENT.reasonMinLength} znaků); uživatel ho uvidí.`,
  )
  .max(
    CREDIT_ADJUSTMENT.reasonMaxLength,
    `Důvod může mít nejvýše ${CREDIT_ADJUSTMENT.reasonMaxLength} znaků.`,
  );

/** POST /api/superadmin/users/:id/credits: grant or remove credit (haléře) with a required reason. */
export const creditAdjustmentBody = z.object({
  direction: z.enum(['grant', 'remove'], { error: 'Zvolte, zda kredit připsat, nebo odebrat.' }),
  amount: z
    .number({ error: 'Zadejte částku.' })
    .int('Zadejte částku v celých haléřích.')
    .min(CREDIT_ADJUSTMENT.minAmount, 'Zadejte částku od 1 Kč do 10 000 Kč.')
    .max(CREDIT_ADJUSTMENT.maxAmount, 'Zadejte částku od 1 Kč do 10 000 Kč.')
    .describe('Amount in haléře (minor units, 100 haléřů = 1 Kč).'),
  reason: reasonText,
});
export type CreditAdjustmentBody = z.infer<typeof creditAdjustmentBody>;

export const creditAdjustmentResponse = z.object({
  credits: money,
  entry: z.object({ id: uuid, amount: money, balanceAfter: money, createdAt: isoDateTime }),
});
export type CreditAdjustmentResponse = z.infer<typeof creditAdjustmentResponse>;

/** PUT /api/superadmin/users/:id/block: block (signs the user out everywhere) or unblock, with a reason. */
export const blockUserBody = z.object({ blocked: z.boolean(), reason: reasonText });
export type BlockUserBody = z.infer<typeof blockUserBody>;

export const blockUserResponse = z.object({ user: backofficeUserRow });

/** GET /api/superadmin/audit.csv: the filtered audit log as CSV (at most AUDIT_CSV_MAX_ROWS rows). */
export const AUDIT_CSV_MAX_ROWS = 10_000;
export const auditCsvQuery = auditQuery.omit({ page: true, limit: true });
