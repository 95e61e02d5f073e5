import type { Crowns } from '@champions/domain';
import { z } from 'zod';

/** Amounts are integers in minor units (haléře); the unit is stated in the OpenAPI document. */
export const money = z.number().int().describe('Amount in haléře (minor units, 100 haléřů = 1 Kč).');

/**
 * Whole crowns (Kč), only where SPEC 9 gives Kč: the config and area prices of GET /api/public/
 * (1799, 199, 119, 1699). Typed `Crowns`, so neither side can mistake them for haléře.
 */
export const crowns = z
  .number()
  .int()
  .nonnegative()
  .describe('Amount in whole Kč (crowns), as SPEC 9 gives it; not haléře.') as unknown as z.ZodType<
  Crowns,
  Crowns
>;
export const uuid = z.uuid();
export const isoDateTime = z.iso.datetime({ offset: true });
/** A calendar date as year-month-day. */
export const isoDate = z.iso.date();

export const errorBody = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  error: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const pagination = z.object({
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
  total: z.number().int().min(0),
  totalPages: z.number().int().min(0),
});
export type Pagination = z.infer<typeof pagination>;
