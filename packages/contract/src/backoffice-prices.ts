import { isValidPriceChangeAmount, PRICE_CHANGE_RULES, PRICE_TARGETS } from '@champions/domain';
import { z } from 'zod';
import { pagination, uuid } from './common.ts';

/** The back office's Ceník: prices in force today and scheduled changes (each from a Prague day on). */

export const priceTarget = z.enum(PRICE_TARGETS, { message: 'Vyberte, kterou cenu měníte.' });
export const priceChangeStatus = z.enum(['SCHEDULED', 'STARTED', 'CANCELLED']);

const AMOUNT_UNIT =
  'whole Kč for a price (AREA, ALL_LOCATIONS, FLEXIBLE, PAYG_PLUS), whole percent for COMMISSION';

export const priceListQuery = z.object({
  page: z.coerce.number().int().min(1, 'Stránka musí být alespoň 1.').max(10_000).default(1),
  status: priceChangeStatus.optional(),
});
export type PriceListQuery = z.infer<typeof priceListQuery>;

/** One price as it is today, with the next change scheduled for it. */
export const priceInForce = z.object({
  target: priceTarget,
  areaId: uuid.nullable(),
  /** the area's name for AREA, else null */
  areaName: z.string().nullable(),
  amount: z.number().describe(`in force today: ${AMOUNT_UNIT}`),
  nextChange: z
    .object({
      id: uuid,
      amount: z.number().describe(AMOUNT_UNIT),
      startsOn: z.string().describe('Prague calendar day YYYY-MM-DD'),
    })
    .nullable(),
});
export type PriceInForce = z.infer<typeof priceInForce>;

export const priceChange = z.object({
  id: uuid,
  target: priceTarget,
  areaId: uuid.nullable(),
  areaName: z.string().nullable(),
  amount: z.number().describe(`the new value: ${AMOUNT_UNIT}`),
  previousAmount: z
    .number()
    .nullable()
    .describe(`the value in force the day before it starts: ${AMOUNT_UNIT}`),
  startsOn: z.string().describe('Prague calendar day YYYY-MM-DD'),
  status: priceChangeStatus,
  cancellable: z.boolean(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelledByName: z.string().nullable(),
});
export type PriceChangeDto = z.infer<typeof priceChange>;

export const priceOverview = z.object({
  /** today on the Prague calendar, and the first day a new change may start on (tomorrow) */
  today: z.string(),
  earliestStartsOn: z.string(),
  inForce: z.array(priceInForce),
  changes: z.array(priceChange),
  pagination,
});
export type PriceOverview = z.infer<typeof priceOverview>;

export const createPriceChangeBody = z
  .object({
    target: priceTarget,
    areaId: uuid.nullable().optional(),
    amount: z.number({ message: 'Zadejte novou hodnotu.' }).int('Zadejte celé číslo.').describe(AMOUNT_UNIT),
    startsOn: z
      .string({ message: 'Zadejte datum začátku.' })
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Zadejte datum ve tvaru RRRR-MM-DD.'),
  })
  .superRefine((body, ctx) => {
    if (body.target === 'AREA' && !body.areaId) {
      ctx.addIssue({ code: 'custom', path: ['areaId'], message: 'Vyberte lokalitu.' });
    }
    if (!isValidPriceChangeAmount(body.target, body.amount)) {
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message:
          body.target === 'COMMISSION'
            ? `Provize musí být celé procento od 0 do ${PRICE_CHANGE_RULES.MAX_COMMISSION_PERCENT} %.`
            : `Cena musí být celé kladné číslo v Kč, nejvýše ${PRICE_CHANGE_RULES.MAX_PRICE_CROWNS.toLocaleString('cs-CZ')} Kč.`,
      });
    }
  });
export type CreatePriceChangeBody = z.infer<typeof createPriceChangeBody>;
