import { z } from 'zod';

/** Amounts are integers in minor units (haléře). */
export const money = z.number().int();
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
