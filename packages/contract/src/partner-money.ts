import {
  isValidCzechBankAccount,
  isValidDic,
  isValidIco,
  normalizeDic,
  normalizeIco,
} from '@champions/domain';
import { z } from 'zod';
import { REQUEST_KINDS } from './catalogue.ts';
import { isoDate, money, uuid } from './common.ts';
import { priceInHaler } from './partner-venues.ts';
import { staffInvitation } from './staff.ts';

/** Partner prices, earnings, company settings, support, trainers and referral (/api/admin/...). */

export const adminPrice = z.object({
  optionId: uuid,
  optionName: z.string(),
  activityId: uuid,
  activityName: z.string(),
  venueName: z.string(),
  durationMinutes: z.number().int(),
  price: money,
  paygPlusPrice: money,
  partnerEarning: money,
});
export type AdminPrice = z.infer<typeof adminPrice>;
export const adminPriceList = z.object({ prices: z.array(adminPrice) });
export type AdminPriceList = z.infer<typeof adminPriceList>;

export const priceInput = z.object({
  activityId: z.uuid({ error: 'Vyberte aktivitu.' }),
  name: z
    .string({ error: 'Zadejte název možnosti.' })
    .trim()
    .min(1, 'Zadejte název možnosti.')
    .max(120, 'Název může mít nejvýše 120 znaků.'),
  price: priceInHaler,
  durationMinutes: z
    .number({ error: 'Zadejte délku v minutách.' })
    .int()
    .min(5, 'Délka musí být alespoň 5 minut.')
    .max(24 * 60),
});
export type PriceInput = z.infer<typeof priceInput>;

export const earningsQuery = z
  .object({
    from: isoDate,
    to: isoDate,
    groupBy: z.enum(['day', 'month']).default('day'),
    venueId: uuid.optional(),
    activityId: uuid.optional(),
  })
  .refine((q) => q.from <= q.to, { message: 'Konec nesmí být před začátkem.', path: ['to'] });
export type EarningsQuery = z.input<typeof earningsQuery>;

const earningsRow = z.object({ entries: z.number().int(), earnings: money });
export const earningsResponse = z.object({
  from: isoDate,
  to: isoDate,
  groupBy: z.enum(['day', 'month']),
  /** one row per day (YYYY-MM-DD) or month (YYYY-MM), empty periods included */
  periods: z.array(earningsRow.extend({ period: z.string() })),
  byVenue: z.array(earningsRow.extend({ id: uuid, name: z.string() })),
  byActivity: z.array(earningsRow.extend({ id: uuid, name: z.string(), venueName: z.string() })),
  totals: earningsRow,
  /** all time: earned and not yet in a payout, in a payout being paid, and paid out */
  balance: z.object({ accrued: money, approved: money, paid: money }),
  payoutFrequency: z.enum(['monthly', 'weekly']),
  /** no bank account saved in the settings: no payout is computed until there is one */
  bankAccountMissing: z.boolean(),
});
export type EarningsResponse = z.infer<typeof earningsResponse>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

export const partnerSettingsInput = z.object({
  companyName: z
    .string({ error: 'Zadejte název firmy.' })
    .trim()
    .min(2, 'Zadejte název firmy nebo jméno podnikatele.')
    .max(200),
  ico: z
    .string({ error: 'Zadejte IČO.' })
    .transform(normalizeIco)
    .refine((value) => /^\d{8}$/.test(value), 'IČO má osm číslic.')
    .refine(isValidIco, 'IČO nemá platný kontrolní součet. Zkontrolujte ho prosím.'),
  dic: z
    .string()
    .nullish()
    .transform((value) => (value ? normalizeDic(value) : null))
    .refine(
      (value) => value === null || isValidDic(value),
      'DIČ má tvar CZ a 8–10 číslic, např. CZ25596641.',
    ),
  address: z
    .string({ error: 'Zadejte sídlo.' })
    .trim()
    .min(5, 'Zadejte sídlo firmy.')
    .max(300, 'Sídlo může mít nejvýše 300 znaků.'),
  bankAccount: z
    .string({ error: 'Zadejte číslo účtu.' })
    .trim()
    .refine(
      isValidCzechBankAccount,
      'Číslo účtu není platné. Zadejte ho ve tvaru předčíslí-číslo/kód banky, např. 19-2000145399/0800.',
    ),
  contactEmail: z
    .union([z.literal(''), z.email({ error: 'Zadejte platný e-mail.' })])
    .nullish()
    .transform((value) => (value ? value.toLowerCase() : null)),
  contactPhone: optionalText(30),
  payoutFrequency: z.enum(['monthly', 'weekly'], { error: 'Vyberte, jak často chcete výplatu.' }),
});
export type PartnerSettingsInput = z.input<typeof partnerSettingsInput>;

export const partnerSettings = z.object({
  companyName: z.string(),
  ico: z.string(),
  dic: z.string().nullable(),
  address: z.string(),
  bankAccount: z.string(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  payoutFrequency: z.enum(['monthly', 'weekly']),
  complete: z.boolean(),
});
export type PartnerSettings = z.infer<typeof partnerSettings>;

/**
 * Kinds of requests the back office sees: the public forms' kinds plus 'support', which only a
 * signed-in partner creates (POST /api/admin/support). Back-office lists should use this list.
 */
export const ALL_REQUEST_KINDS = [...REQUEST_KINDS, 'support'] as const;
export type AnyRequestKind = (typeof ALL_REQUEST_KINDS)[number];

export const supportRequest = z.object({
  subject: z
    .string({ error: 'Zadejte předmět.' })
    .trim()
    .min(3, 'Zadejte předmět zprávy.')
    .max(200, 'Předmět může mít nejvýše 200 znaků.'),
  message: z
    .string({ error: 'Napište nám zprávu.' })
    .trim()
    .min(10, 'Popište prosím, s čím potřebujete pomoct (alespoň 10 znaků).')
    .max(5000, 'Zpráva může mít nejvýše 5 000 znaků.'),
});
export type SupportRequest = z.infer<typeof supportRequest>;

export const adminTrainers = z.object({
  trainers: z.array(
    z.object({
      id: uuid,
      name: z.string(),
      email: z.string(),
      activities: z.array(z.object({ id: uuid, name: z.string(), venueName: z.string() })),
    }),
  ),
  /** the partner's open trainer invitations (not accepted, not expired, not withdrawn) */
  invitations: z.array(staffInvitation),
});
export type AdminTrainers = z.infer<typeof adminTrainers>;

export const adminReferral = z.object({
  code: z.string(),
  url: z.string(),
  referredCount: z.number().int(),
  rewardTotal: money,
});
export type AdminReferral = z.infer<typeof adminReferral>;
