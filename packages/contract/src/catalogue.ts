import { z } from 'zod';
import { isoDate, isoDateTime, money, pagination, phoneText, uuid } from './common.ts';
import { activitySummary, categoryRef } from './public.ts';

const slugList = z
  .string()
  .max(500)
  .transform((value) =>
    value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().regex(/^[a-z0-9-]+$/, 'Neplatný filtr.')).max(20));

export const ACTIVITY_SORTS = ['relevance', 'distance', 'time', 'price'] as const;
export const TIMES_OF_DAY = ['morning', 'afternoon', 'evening'] as const;

/** GET /api/public/activities: search and filters as they stand in the page URL. */
export const activityListQuery = z
  .object({
    search: z.string().trim().max(100).optional(),
    area: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .max(50)
      .optional(),
    category: slugList.optional(),
    equipment: slugList.optional(),
    date: isoDate.optional(),
    timeOfDay: z.enum(TIMES_OF_DAY).optional(),
    priceMax: z.coerce.number().int().min(0).max(10_000_000).optional(),
    sort: z.enum(ACTIVITY_SORTS).optional(),
    lat: z.coerce.number().min(-90).max(90).optional(),
    lng: z.coerce.number().min(-180).max(180).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(24),
  })
  .refine((q) => (q.lat === undefined) === (q.lng === undefined), {
    message: 'lat and lng go together',
    path: ['lng'],
  })
  .refine((q) => q.sort !== 'distance' || q.lat !== undefined, {
    message: 'sorting by distance needs lat and lng',
    path: ['sort'],
  });
export type ActivityListQuery = z.infer<typeof activityListQuery>;

export const activityListResponse = z.object({
  activities: z.array(activitySummary),
  pagination,
});
export type ActivityListResponse = z.infer<typeof activityListResponse>;

export const catalogueFilters = z.object({
  activityCategories: z.array(categoryRef),
  equipmentCategories: z.array(categoryRef),
  venueCategories: z.array(categoryRef),
});
export type CatalogueFilters = z.infer<typeof catalogueFilters>;

export const openingHoursSchema = z.array(
  z.object({ day: z.number().int().min(0).max(6), opens: z.string(), closes: z.string() }),
);

export const venueDetail = z.object({
  id: uuid,
  name: z.string(),
  description: z.string(),
  street: z.string(),
  city: z.string(),
  postalCode: z.string(),
  lat: z.number(),
  lng: z.number(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  photos: z.array(z.string()),
  openingHours: openingHoursSchema,
  equipment: z.array(categoryRef),
  category: categoryRef.nullable(),
  area: z.object({ id: uuid, slug: z.string(), name: z.string() }),
});
export type VenueDetail = z.infer<typeof venueDetail>;

export const activityOptionSchema = z.object({
  id: uuid,
  name: z.string(),
  price: money,
  durationMinutes: z.number().int(),
});
export type ActivityOption = z.infer<typeof activityOptionSchema>;

export const activityDetail = z.object({
  id: uuid,
  name: z.string(),
  description: z.string(),
  photos: z.array(z.string()),
  category: categoryRef.nullable(),
  venue: venueDetail,
  options: z.array(activityOptionSchema),
  nextSlotAt: isoDateTime.nullable(),
  /** who leads the activity, with their public page `/trener/{slug}`; absent when nobody does */
  trainer: z.object({ name: z.string(), slug: z.string(), photoUrl: z.string().nullable() }).optional(),
});
export type ActivityDetail = z.infer<typeof activityDetail>;

export const idParams = z.object({ id: z.uuid({ error: 'Neplatné id.' }) });

export const slotsQuery = z.object({ date: isoDate.optional() });

export const timeSlotSchema = z.object({
  id: uuid,
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  /** places Champions sells on this slot: the partner's capacity share (domain `sellablePlaces`) */
  capacity: z.number().int(),
  /** of those, places still free */
  free: z.number().int(),
});
export type TimeSlot = z.infer<typeof timeSlotSchema>;

export const slotsResponse = z.object({ date: isoDate, slots: z.array(timeSlotSchema) });
export type SlotsResponse = z.infer<typeof slotsResponse>;

export const venueListQuery = z.object({
  area: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .max(50)
    .optional(),
});

export const venueSummary = z.object({
  id: uuid,
  name: z.string(),
  street: z.string(),
  city: z.string(),
  lat: z.number(),
  lng: z.number(),
  photo: z.string().nullable(),
  category: categoryRef.nullable(),
  area: z.object({ id: uuid, slug: z.string(), name: z.string() }),
  activityCount: z.number().int(),
});
export type VenueSummary = z.infer<typeof venueSummary>;

export const venueListResponse = z.object({ venues: z.array(venueSummary) });

export const venuePageResponse = z.object({ venue: venueDetail, activities: z.array(activitySummary) });
export type VenuePageResponse = z.infer<typeof venuePageResponse>;

export const REQUEST_KINDS = ['contact', 'partner', 'business', 'crowdfunding', 'activity'] as const;

/** Contact, partner, business and crowdfunding forms; the back office sees them as requests. */
export const createRequestBody = z.object({
  kind: z.enum(REQUEST_KINDS),
  name: z
    .string({ error: 'Zadejte jméno.' })
    .trim()
    .min(2, 'Zadejte jméno.')
    .max(120, 'Jméno je příliš dlouhé.'),
  email: z
    .string({ error: 'Zadejte e-mail.' })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Zadejte platný e-mail.' })),
  phone: phoneText.optional(),
  company: z.string().trim().max(200).optional(),
  message: z
    .string({ error: 'Napište nám zprávu.' })
    .trim()
    .min(5, 'Napište nám prosím zprávu.')
    .max(5000, 'Zpráva může mít nejvýše 5 000 znaků.'),
});
export type CreateRequestBody = z.infer<typeof createRequestBody>;

export const savedActivitiesResponse = z.object({ activities: z.array(activitySummary) });
export type SavedActivitiesResponse = z.infer<typeof savedActivitiesResponse>;
