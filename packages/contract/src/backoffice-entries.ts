import { TICKET_SOURCES } from '@champions/domain';
import { z } from 'zod';
import { isoDate, isoDateTime, money, pagination, uuid } from './common.ts';

/** The back office's entries (SPEC /superadmin/enter): every admitted scan, filtered, and voiding a wrong one. */

export const BACKOFFICE_ENTRY_SORTS = ['scannedAt', 'earning', 'venue', 'customer'] as const;
/** a scan that stands ('admitted') or one the back office voided */
export const BACKOFFICE_ENTRY_RESULTS = ['admitted', 'voided'] as const;

/** GET /api/superadmin/entries: filtered by venue, partner, Prague day and result; sorted and paged on the server. */
export const backofficeEntriesQuery = z.object({
  venueId: uuid.optional(),
  partnerId: uuid.optional(),
  day: isoDate.optional(),
  result: z.enum(BACKOFFICE_ENTRY_RESULTS).optional(),
  sort: z.enum(BACKOFFICE_ENTRY_SORTS).default('scannedAt'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type BackofficeEntriesQuery = z.infer<typeof backofficeEntriesQuery>;

export const backofficeEntryRow = z.object({
  id: uuid,
  scannedAt: isoDateTime,
  customerId: uuid,
  customerName: z.string(),
  customerEmail: z.string(),
  venueId: uuid,
  venueName: z.string(),
  partnerId: uuid.nullable(),
  partnerName: z.string(),
  activityName: z.string(),
  source: z.enum(TICKET_SOURCES),
  /** what the customer paid for the ticket (0 for a membership entry) */
  price: money,
  /** the partner's earning; 0 once voided (the earning before is `voidedEarning`) */
  earning: money,
  voidedAt: isoDateTime.nullable(),
  voidReason: z.string().nullable(),
  voidedEarning: money.nullable(),
});
export type BackofficeEntryRow = z.infer<typeof backofficeEntryRow>;

export const backofficeEntriesResponse = z.object({
  entries: z.array(backofficeEntryRow),
  pagination,
  /** what the filters offer: every venue (with its partner) and every partner */
  venues: z.array(z.object({ id: uuid, name: z.string(), partnerId: uuid.nullable() })),
  partners: z.array(z.object({ id: uuid, name: z.string() })),
});
export type BackofficeEntriesResponse = z.infer<typeof backofficeEntriesResponse>;

export const backofficeEntryParams = z.object({ id: uuid });

export const voidEntryBody = z.object({
  reason: z
    .string()
    .trim()
    .min(5, 'Uveďte důvod zrušení (alespoň 5 znaků).')
    .max(500, 'Důvod může mít nejvýše 500 znaků.'),
});
export type VoidEntryBody = z.infer<typeof voidEntryBody>;

export const voidEntryResponse = z.object({
  entry: backofficeEntryRow,
  /** credits returned to the customer (0 for a membership entry: the day's entry is given back instead) */
  refundedCredits: money,
});
export type VoidEntryResponse = z.infer<typeof voidEntryResponse>;
