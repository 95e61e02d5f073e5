import { z } from 'zod';
import { PARTNER_STATES } from './backoffice-partners.ts';
import { isoDateTime, pagination, uuid } from './common.ts';
import { adminActivity, adminVenue } from './partner-venues.ts';

/**
 * The back office's partner screens (SPEC /superadmin/venues, venues/{id}, activity, activity/create,
 * activity/{id}, staff, admins): every partner's venues, activities and receptionists, searched
 * (diacritics-insensitive), sorted and paged on the server. Edits use the partner's own input schemas.
 */

const search = z.string().trim().max(100, 'Hledaný text může mít nejvýše 100 znaků.').optional();
const page = z.coerce.number().int().min(1).max(10_000).default(1);
const limit = z.coerce.number().int().min(1).max(100).default(25);
const dir = z.enum(['asc', 'desc']).default('asc');
/** 'yes' = published only, 'no' = hidden only */
export const BO_PUBLISHED_FILTERS = ['yes', 'no'] as const;
const partnerRef = z.object({ id: uuid, name: z.string() });

export const BO_VENUE_SORTS = ['name', 'partner', 'city', 'createdAt'] as const;
export const boVenuesQuery = z.object({
  q: search,
  partnerId: uuid.optional(),
  published: z.enum(BO_PUBLISHED_FILTERS).optional(),
  sort: z.enum(BO_VENUE_SORTS).default('name'),
  dir,
  page,
  limit,
});
export type BoVenuesQuery = z.infer<typeof boVenuesQuery>;

export const boVenueRow = z.object({
  id: uuid,
  name: z.string(),
  partnerId: uuid.nullable(),
  partnerName: z.string(),
  city: z.string(),
  categoryName: z.string().nullable(),
  published: z.boolean(),
  photoCount: z.number().int(),
  activityCount: z.number().int(),
  createdAt: isoDateTime,
});
export type BoVenueRow = z.infer<typeof boVenueRow>;

export const boVenuesResponse = z.object({
  venues: z.array(boVenueRow),
  pagination,
  /** every partner, for the filter */
  partners: z.array(partnerRef),
});
export type BoVenuesResponse = z.infer<typeof boVenuesResponse>;

/** A venue as the partner edits it, with its partner and its activities. */
export const boVenueDetail = z.object({
  venue: adminVenue,
  partner: z.object({ id: uuid, name: z.string(), email: z.string() }),
  activities: z.array(z.object({ id: uuid, name: z.string(), published: z.boolean() })),
});
export type BoVenueDetail = z.infer<typeof boVenueDetail>;

export const BO_ACTIVITY_SORTS = ['name', 'venue', 'partner', 'createdAt'] as const;
export const boActivitiesQuery = z.object({
  q: search,
  partnerId: uuid.optional(),
  venueId: uuid.optional(),
  published: z.enum(BO_PUBLISHED_FILTERS).optional(),
  sort: z.enum(BO_ACTIVITY_SORTS).default('name'),
  dir,
  page,
  limit,
});
export type BoActivitiesQuery = z.infer<typeof boActivitiesQuery>;

export const boActivityRow = z.object({
  id: uuid,
  name: z.string(),
  venueId: uuid,
  venueName: z.string(),
  partnerId: uuid.nullable(),
  partnerName: z.string(),
  categoryName: z.string().nullable(),
  published: z.boolean(),
  venuePublished: z.boolean(),
  createdAt: isoDateTime,
});
export type BoActivityRow = z.infer<typeof boActivityRow>;

export const boActivitiesResponse = z.object({
  activities: z.array(boActivityRow),
  pagination,
  partners: z.array(partnerRef),
});
export type BoActivitiesResponse = z.infer<typeof boActivitiesResponse>;

/** An activity as the partner edits it, with its partner and the partner's venues (it may move between them). */
export const boActivityDetail = z.object({
  activity: adminActivity,
  partner: z.object({ id: uuid, name: z.string(), email: z.string() }),
  venues: z.array(partnerRef),
});
export type BoActivityDetail = z.infer<typeof boActivityDetail>;

/** GET /api/superadmin/venue-options: every partner's venues, for choosing where a new activity goes. */
export const boVenueOptionsQuery = z.object({ q: search });
export const boVenueOptionsResponse = z.object({
  venues: z.array(z.object({ id: uuid, name: z.string(), city: z.string(), partnerName: z.string() })),
});
export type BoVenueOptionsResponse = z.infer<typeof boVenueOptionsResponse>;

export const BO_STAFF_SORTS = ['name', 'email', 'partner', 'createdAt'] as const;
export const boStaffQuery = z.object({
  q: search,
  partnerId: uuid.optional(),
  sort: z.enum(BO_STAFF_SORTS).default('name'),
  dir,
  page,
  limit,
});
export type BoStaffQuery = z.infer<typeof boStaffQuery>;

export const boStaffRow = z.object({
  id: uuid,
  name: z.string(),
  email: z.string(),
  partnerId: uuid,
  partnerName: z.string(),
  /** the venues they work at; empty = every venue of their partner */
  venues: z.array(partnerRef),
  createdAt: isoDateTime,
});
export type BoStaffRow = z.infer<typeof boStaffRow>;

export const boStaffResponse = z.object({
  staff: z.array(boStaffRow),
  pagination,
  partners: z.array(partnerRef),
});
export type BoStaffResponse = z.infer<typeof boStaffResponse>;

export const BO_ADMIN_SORTS = ['name', 'email', 'venues', 'createdAt'] as const;
export const boAdminsQuery = z.object({
  q: search,
  sort: z.enum(BO_ADMIN_SORTS).default('name'),
  /** only partners in this state (partnerState: suspended and blocked first, then invited, unverified) */
  state: z.enum(PARTNER_STATES).optional(),
  dir,
  page,
  limit,
});
export type BoAdminsQuery = z.infer<typeof boAdminsQuery>;

export const boAdminRow = z.object({
  id: uuid,
  name: z.string(),
  companyName: z.string().nullable(),
  email: z.string(),
  emailVerified: z.boolean(),
  state: z.enum(PARTNER_STATES),
  venueCount: z.number().int(),
  createdAt: isoDateTime,
});
export type BoAdminRow = z.infer<typeof boAdminRow>;

export const boAdminsResponse = z.object({ admins: z.array(boAdminRow), pagination });
export type BoAdminsResponse = z.infer<typeof boAdminsResponse>;
