import { z } from 'zod';
import { isoDateTime, money, phoneText, uuid } from './common.ts';

/** Partner management of venues and activities (/api/admin/venues, /api/admin/activities). */

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Zadejte čas ve tvaru HH:MM.');
/** Opening hours as the catalogue shows them: day 0 = Sunday … 6 = Saturday, opens before closes, one row a day. */
export const venueOpeningHoursInput = z
  .array(
    z
      .object({ day: z.number().int().min(0).max(6), opens: hhmm, closes: hhmm })
      .refine((row) => row.opens < row.closes, {
        message: 'Zavírací čas musí být po otevíracím.',
        path: ['closes'],
      }),
  )
  .max(7)
  .refine(
    (rows) => new Set(rows.map((row) => row.day)).size === rows.length,
    'Každý den zadejte jen jednou.',
  );
export type OpeningHoursDto = z.infer<typeof venueOpeningHoursInput>;

export const venueInput = z.object({
  name: z
    .string({ error: 'Zadejte název místa.' })
    .trim()
    .min(2, 'Zadejte název místa.')
    .max(120, 'Název může mít nejvýše 120 znaků.'),
  description: z.string().trim().max(5000, 'Popis může mít nejvýše 5 000 znaků.').default(''),
  areaId: z.uuid({ error: 'Vyberte oblast.' }),
  venueCategoryId: z.uuid({ error: 'Vyberte typ místa.' }).nullable().default(null),
  street: z
    .string({ error: 'Zadejte ulici a číslo.' })
    .trim()
    .min(2, 'Zadejte ulici a číslo.')
    .max(200, 'Ulice může mít nejvýše 200 znaků.'),
  city: z
    .string({ error: 'Zadejte město.' })
    .trim()
    .min(2, 'Zadejte město.')
    .max(100, 'Město může mít nejvýše 100 znaků.'),
  postalCode: z
    .string()
    .trim()
    .regex(/^(\d{3} ?\d{2})?$/, 'PSČ má pět číslic, např. 602 00.')
    .default(''),
  lat: z
    .number({ error: 'Vyberte polohu na mapě.' })
    .min(48.5, 'Poloha musí být v Česku.')
    .max(51.1, 'Poloha musí být v Česku.'),
  lng: z
    .number({ error: 'Vyberte polohu na mapě.' })
    .min(12, 'Poloha musí být v Česku.')
    .max(18.9, 'Poloha musí být v Česku.'),
  phone: phoneText.nullish().transform((value) => (value ? value : null)),
  website: z
    .union([z.literal(''), z.url({ error: 'Zadejte celou adresu webu, např. https://www.example.cz.' })])
    .nullish()
    .transform((value) => (value ? value : null)),
  equipmentIds: z.array(uuid).max(50).default([]),
  openingHours: venueOpeningHoursInput.default([]),
});
export type VenueInput = z.input<typeof venueInput>;

export const adminVenue = z.object({
  id: uuid,
  name: z.string(),
  description: z.string(),
  areaId: uuid,
  areaName: z.string(),
  venueCategoryId: uuid.nullable(),
  street: z.string(),
  city: z.string(),
  postalCode: z.string(),
  lat: z.number(),
  lng: z.number(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  equipmentIds: z.array(uuid),
  openingHours: venueOpeningHoursInput,
  photos: z.array(z.string()),
  published: z.boolean(),
  activityCount: z.number().int(),
  createdAt: isoDateTime,
});
export type AdminVenue = z.infer<typeof adminVenue>;

export const adminVenueList = z.object({ venues: z.array(adminVenue) });
export type AdminVenueList = z.infer<typeof adminVenueList>;

export const publishRequest = z.object({ published: z.boolean() });
export const photoDeleteRequest = z.object({ url: z.string().min(1).max(300) });

/** An option that can be bought (single entry, with a trainer, …) and its PAYG price in haléře. */
/** A price a partner sets: haléře, 0 (free) or at least 1 Kč. */
export const priceInHaler = z
  .number({ error: 'Zadejte cenu v Kč, např. 250 nebo 249,50.' })
  .int('Zadejte cenu v Kč, např. 250 nebo 249,50.')
  .min(0, 'Cena nesmí být záporná.')
  .max(10_000_000, 'Cena je příliš vysoká.')
  .refine((value) => value === 0 || value >= 100, 'Cena musí být alespoň 1 Kč, nebo zdarma.')
  .describe('Amount in haléře (minor units, 100 haléřů = 1 Kč).');

export const activityOptionInput = z.object({
  id: uuid.optional(),
  name: z
    .string({ error: 'Zadejte název možnosti.' })
    .trim()
    .min(1, 'Zadejte název možnosti.')
    .max(120, 'Název může mít nejvýše 120 znaků.'),
  price: priceInHaler,
  durationMinutes: z
    .number()
    .int()
    .min(5, 'Délka musí být alespoň 5 minut.')
    .max(24 * 60, 'Délka může být nejvýše 24 hodin.'),
});

/**
 * Capacity share: how many places of each slot Champions may sell, so the partner's own members keep
 * the rest; null (an empty field) = every place (domain `sellablePlaces`).
 */
export const championsPlacesInput = z
  .number({ error: 'Zadejte počet míst, nebo pole nechte prázdné.' })
  .int('Počet míst je celé číslo.')
  .min(0, 'Počet míst nesmí být záporný.')
  .max(1000, 'Počet míst může být nejvýše 1 000.')
  .nullable()
  .default(null);

/** The share may not exceed the capacity. */
export const shareWithinCapacity = (value: { capacity: number; championsPlaces?: number | null }) =>
  value.championsPlaces == null || value.championsPlaces <= value.capacity;
export const shareWithinCapacityIssue = {
  message: 'Míst pro Champions nesmí být víc než kapacita.',
  path: ['championsPlaces'],
};

export const activityInput = z
  .object({
    venueId: z.uuid({ error: 'Vyberte místo.' }),
    name: z
      .string({ error: 'Zadejte název aktivity.' })
      .trim()
      .min(2, 'Zadejte název aktivity.')
      .max(120, 'Název může mít nejvýše 120 znaků.'),
    activityCategoryId: z.uuid({ error: 'Vyberte kategorii.' }).nullable().default(null),
    description: z.string().trim().max(5000, 'Popis může mít nejvýše 5 000 znaků.').default(''),
    durationMinutes: z
      .number({ error: 'Zadejte délku v minutách.' })
      .int('Zadejte délku v celých minutách.')
      .min(5, 'Délka musí být alespoň 5 minut.')
      .max(24 * 60, 'Délka může být nejvýše 24 hodin.'),
    capacity: z
      .number({ error: 'Zadejte kapacitu.' })
      .int('Kapacita je celé číslo.')
      .min(1, 'Kapacita musí být alespoň 1.')
      .max(1000, 'Kapacita může být nejvýše 1 000.'),
    championsPlaces: championsPlacesInput,
    options: z.array(activityOptionInput).min(1, 'Přidejte alespoň jednu možnost s cenou.').max(20),
  })
  .refine(shareWithinCapacity, shareWithinCapacityIssue);
export type ActivityInput = z.input<typeof activityInput>;

export const adminActivityOption = z.object({
  id: uuid,
  name: z.string(),
  price: money,
  durationMinutes: z.number().int(),
  /** the PAYG+ price a subscriber pays (domain rule) */
  paygPlusPrice: money,
  /** what the partner earns per admitted entry (domain rule) */
  partnerEarning: money,
});
export type AdminActivityOption = z.infer<typeof adminActivityOption>;

export const adminActivity = z.object({
  id: uuid,
  venueId: uuid,
  venueName: z.string(),
  name: z.string(),
  activityCategoryId: uuid.nullable(),
  categoryName: z.string().nullable(),
  description: z.string(),
  durationMinutes: z.number().int(),
  capacity: z.number().int(),
  /** places of each slot Champions may sell; null = all (capacity share) */
  championsPlaces: z.number().int().nullable(),
  photos: z.array(z.string()),
  published: z.boolean(),
  venuePublished: z.boolean(),
  options: z.array(adminActivityOption),
  upcomingSlots: z.number().int(),
  createdAt: isoDateTime,
});
export type AdminActivity = z.infer<typeof adminActivity>;

export const adminActivityList = z.object({ activities: z.array(adminActivity) });
export type AdminActivityList = z.infer<typeof adminActivityList>;

export const adminActivityListQuery = z.object({ venueId: uuid.optional() });

export const photosResponse = z.object({ photos: z.array(z.string()) });
export type PhotosResponse = z.infer<typeof photosResponse>;
