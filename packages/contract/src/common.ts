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

const PHONE_CHARACTERS = /^\(?\+?[\d\s()/-]+$/;
const PHONE_MIN_DIGITS = 6;

/** A phone number as people type it (digits, spaces, dashes, brackets, a leading +); '' means none. */
export const phoneText = z
  .string()
  .trim()
  .max(30, 'Telefon může mít nejvýše 30 znaků.')
  .refine(
    (value) =>
      value === '' || (PHONE_CHARACTERS.test(value) && (value.match(/\d/g)?.length ?? 0) >= PHONE_MIN_DIGITS),
    'Zadejte telefonní číslo, např. +420 777 123 456.',
  );
export const isoDateTime = z.iso.datetime({ offset: true });
/**
 * The calendar dates the API takes. Far wider than any booking or report needs, yet every date in it is
 * a valid Date on both sides and a range within it stays bounded (0001-01-01 or 9999-12-31 made
 * "Invalid time value" errors and reports of millennia).
 */
export const DATE_BOUNDS = { min: '2000-01-01', max: '2100-12-31' } as const;

/** A calendar date as year-month-day within DATE_BOUNDS; `error` is the message for a malformed one. */
export function boundedDate(error = 'Zadejte datum ve tvaru RRRR-MM-DD.') {
  return z.iso.date({ error }).refine((date) => date >= DATE_BOUNDS.min && date <= DATE_BOUNDS.max, {
    error: 'Zadejte datum od 1. 1. 2000 do 31. 12. 2100.',
  });
}

/** A calendar date as year-month-day, within DATE_BOUNDS. */
export const isoDate = boundedDate();

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
