import { z } from 'zod';
import { crowns, isoDate, isoDateTime, money, uuid } from './common.ts';

export const publicArea = z.object({
  id: uuid,
  slug: z.string(),
  name: z.string(),
  /** per 28-day period, whole Kč (SPEC 9: default 1 699) */
  price: crowns,
  lat: z.number(),
  lng: z.number(),
});
export type PublicArea = z.infer<typeof publicArea>;

/** SPEC 3 config prices, in whole Kč as SPEC 9 gives them (1799, 199, 119). */
export const publicConfig = z.object({
  allLocationsPrice: crowns,
  flexiblePrice: crowns,
  paygPlusPrice: crowns,
});
export type PublicConfig = z.infer<typeof publicConfig>;

export const categoryRef = z.object({ id: uuid, slug: z.string(), name: z.string() });
export type CategoryRef = z.infer<typeof categoryRef>;

export const activitySummary = z.object({
  id: uuid,
  name: z.string(),
  /** the activity's first photo, else its venue's; null = none (pages show the category's pictogram) */
  photo: z.string().nullable(),
  category: categoryRef.nullable(),
  venue: z.object({
    id: uuid,
    name: z.string(),
    street: z.string(),
    city: z.string(),
    lat: z.number(),
    lng: z.number(),
    areaId: uuid,
  }),
  area: z.object({ id: uuid, slug: z.string(), name: z.string() }),
  /** the cheapest PAYG option price */
  priceFrom: money.nullable(),
  nextSlotAt: isoDateTime.nullable(),
  /** metres; only in nearby search */
  distance: z.number().optional(),
  /** the verified reviews' average (one decimal) and count; absent without reviews */
  rating: z.object({ average: z.number(), count: z.number().int() }).optional(),
  /** the name of the activity's trainer; absent when it has none */
  trainerName: z.string().optional(),
});
export type ActivitySummary = z.infer<typeof activitySummary>;

export const publicData = z.object({
  activities: z.array(activitySummary),
  areas: z.array(publicArea),
  config: publicConfig,
});
export type PublicData = z.infer<typeof publicData>;

export const nearbySearchQuery = z
  .object({
    lat: z.coerce.number().min(-90).max(90),
    lng: z.coerce.number().min(-180).max(180),
    startDate: isoDate.optional(),
    endDate: isoDate.optional(),
    radiusKm: z.coerce.number().positive().max(500).default(25),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    message: 'Konec nesmí být před začátkem.',
    path: ['endDate'],
  });
export type NearbySearchQuery = z.infer<typeof nearbySearchQuery>;

export const nearbySearchResult = z.object({ activities: z.array(activitySummary) });
export type NearbySearchResult = z.infer<typeof nearbySearchResult>;
