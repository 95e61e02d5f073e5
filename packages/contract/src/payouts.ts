import { PAYOUT_FREQUENCIES, PAYOUT_STATES, payoutPeriod } from '@champions/domain';
import { z } from 'zod';
import { isoDate, isoDateTime, money, pagination, uuid } from './common.ts';

/** Partner payouts: the back office computes, reviews, approves, exports and pays them. */

export const payoutFrequency = z.enum(PAYOUT_FREQUENCIES, { error: 'Vyberte měsíční nebo týdenní výplaty.' });
export const payoutState = z.enum(PAYOUT_STATES);

/** Why a payout computation left a partner out. */
export const PAYOUT_SKIP_REASONS = ['missing_bank_account'] as const;
export type PayoutSkipReason = (typeof PAYOUT_SKIP_REASONS)[number];

const page = z.coerce.number().int().min(1).max(10_000).default(1);
const limit = z.coerce.number().int().min(1).max(100).default(20);

export const PAYOUT_SORTS = ['period', '-period', 'amount', '-amount', 'partner', '-partner'] as const;

export const payoutListQuery = z.object({
  status: payoutState.optional(),
  frequency: payoutFrequency.optional(),
  /** a month 'YYYY-MM' or an ISO week 'YYYY-Www' */
  period: z
    .string()
    .regex(/^\d{4}-(\d{2}|W\d{2})$/, 'Zadejte měsíc (RRRR-MM) nebo týden (RRRR-Wtt).')
    .optional(),
  sort: z.enum(PAYOUT_SORTS).default('-period'),
  page,
  limit,
});
export type PayoutListQuery = z.input<typeof payoutListQuery>;

export const payoutSummary = z.object({
  id: uuid,
  adminId: uuid,
  partnerName: z.string(),
  partnerEmail: z.string(),
  frequency: payoutFrequency,
  period: z.string(),
  periodStart: isoDateTime,
  periodEnd: isoDateTime,
  status: payoutState,
  entryCount: z.number().int(),
  voidedCount: z.number().int(),
  voidedAmount: money,
  gross: money,
  commissionBps: z.number().int(),
  commission: money,
  amount: money,
  bankAccount: z.string(),
  variableSymbol: z.string(),
  computedAt: isoDateTime.nullable(),
  approvedAt: isoDateTime.nullable(),
  exportedAt: isoDateTime.nullable(),
  exportId: uuid.nullable(),
  paidAt: isoDateTime.nullable(),
});
export type PayoutSummary = z.infer<typeof payoutSummary>;

export const payoutList = z.object({ payouts: z.array(payoutSummary), pagination });
export type PayoutList = z.infer<typeof payoutList>;

/** One payout with its QR Platba code (null while nothing is to be paid or the account is missing). */
export const payoutDetail = z.object({
  payout: payoutSummary,
  iban: z.string().nullable(),
  spayd: z.string().nullable(),
});
export type PayoutDetail = z.infer<typeof payoutDetail>;

export const payoutEntriesQuery = z.object({
  sort: z.enum(['scannedAt', '-scannedAt', 'earning', '-earning']).default('scannedAt'),
  page,
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type PayoutEntriesQuery = z.input<typeof payoutEntriesQuery>;

export const payoutEntry = z.object({
  entryId: uuid,
  scannedAt: isoDateTime,
  venueName: z.string(),
  activityName: z.string(),
  earning: money,
  voidedAt: isoDateTime.nullable(),
  voidReason: z.string().nullable(),
});
export type PayoutEntry = z.infer<typeof payoutEntry>;
export const payoutEntries = z.object({ entries: z.array(payoutEntry), pagination });
export type PayoutEntries = z.infer<typeof payoutEntries>;

export const payoutComputeRequest = z
  .object({
    frequency: payoutFrequency,
    period: z.string({ error: 'Zadejte období.' }).trim(),
  })
  .refine((input) => payoutPeriod(input.frequency, input.period) !== null, {
    message: 'Zadejte měsíc ve tvaru RRRR-MM nebo týden ve tvaru RRRR-Wtt (např. 2026-10 nebo 2026-W43).',
    path: ['period'],
  });
export type PayoutComputeRequest = z.input<typeof payoutComputeRequest>;

export const payoutComputeResponse = z.object({
  frequency: payoutFrequency,
  period: z.string(),
  /** payouts made or refreshed (drafts) */
  computed: z.number().int(),
  /** payouts of the period already approved or further, left as they are */
  locked: z.number().int(),
  /** partners with entries to pay in the period but no saved bank account, left out */
  missingAccount: z.number().int(),
  /** the partners left out, each with why and what waits for them in the period */
  skipped: z.array(
    z.object({
      adminId: uuid,
      partnerName: z.string(),
      partnerEmail: z.string(),
      reason: z.enum(PAYOUT_SKIP_REASONS),
      entryCount: z.number().int(),
      gross: money,
    }),
  ),
});
export type PayoutComputeResponse = z.infer<typeof payoutComputeResponse>;

export const payoutVoidRequest = z.object({
  reason: z
    .string({ error: 'Napište důvod zrušení.' })
    .trim()
    .min(3, 'Napište důvod zrušení (alespoň 3 znaky).')
    .max(300, 'Důvod může mít nejvýše 300 znaků.'),
});
export type PayoutVoidRequest = z.infer<typeof payoutVoidRequest>;

export const payoutEntryParams = z.object({ id: uuid, entryId: uuid });

export const payoutExportRequest = z.object({
  /** the approved payouts to put in the file; none given = every approved payout */
  payoutIds: z.array(uuid).max(500).optional(),
  dueDate: isoDate,
});
export type PayoutExportRequest = z.input<typeof payoutExportRequest>;

export const payoutExport = z.object({
  id: uuid,
  payoutCount: z.number().int(),
  total: money,
  dueDate: isoDate,
  createdAt: isoDateTime,
});
export type PayoutExport = z.infer<typeof payoutExport>;

export const payoutExportList = z.object({ exports: z.array(payoutExport), pagination });
export const payoutExportListQuery = z.object({ page, limit });

export const payoutExportFileQuery = z.object({ format: z.enum(['abo', 'csv']).default('abo') });

/** The platform's commission on a partner's earnings, in whole basis points (12,5 % = 1 250). */
export const payoutCommissionRequest = z.object({
  commissionBps: z
    .number({ error: 'Zadejte provizi v procentech.' })
    .int('Provizi zadejte nejvýše na dvě desetinná místa.')
    .min(0, 'Provize nemůže být záporná.')
    .max(10_000, 'Provize může být nejvýše 100 %.'),
});
export type PayoutCommissionRequest = z.infer<typeof payoutCommissionRequest>;
