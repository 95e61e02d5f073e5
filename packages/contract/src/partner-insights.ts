import { z } from 'zod';
import { isoDate, isoDateTime, money, uuid } from './common.ts';

/**
 * The partner's dashboard "Přehled" (/admin/dashboard) and the organisation's side-by-side view of it
 * (/partner/admin): fill rates, the capacity share, no-shows, customers, money, ratings and the best
 * and worst slots of a period. Definitions: docs/business-rules.md, "Přehled".
 */

const INSIGHTS_MAX_DAYS = 366;
const dayCount = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;

/** A period's checks: the end not before the start, at most a year. */
const periodChecks = <T extends z.ZodType<{ from: string; to: string }>>(schema: T) =>
  schema
    .refine((q) => q.from <= q.to, { message: 'Konec nesmí být před začátkem.', path: ['to'] })
    .refine((q) => dayCount(q.from, q.to) <= INSIGHTS_MAX_DAYS, {
      message: 'Období může mít nejvýše 366 dní.',
      path: ['to'],
    });

/** The period (Prague dates, both included) and, for a partner, one of its venues or all. */
export const insightsQuery = periodChecks(z.object({ from: isoDate, to: isoDate, venueId: uuid.optional() }));
export type InsightsQuery = z.input<typeof insightsQuery>;

/** The tables of the dashboard, each downloadable as CSV. */
export const INSIGHTS_TABLES = [
  'activities',
  'heatmap',
  'attendance',
  'customers',
  'money',
  'reviews',
  'slots',
] as const;
export type InsightsTable = (typeof INSIGHTS_TABLES)[number];

export const insightsCsvQuery = periodChecks(
  z.object({
    from: isoDate,
    to: isoDate,
    venueId: uuid.optional(),
    table: z.enum(INSIGHTS_TABLES, {
      error: 'Vyberte tabulku: activities, heatmap, attendance, customers, money, reviews nebo slots.',
    }),
  }),
);
export type InsightsCsvQuery = z.input<typeof insightsCsvQuery>;

/** Places of the period's slots (cancelled slots left out): offered, booked, their share. */
const places = z.object({
  slots: z.number().int(),
  /** the slots' capacity */
  offered: z.number().int(),
  /** places booked (the slots' reserved places) */
  booked: z.number().int(),
  /** booked / offered, 0–1; null without any place offered */
  fillRate: z.number().nullable(),
  /** places the partner let Champions sell (the capacity share) */
  championsOffered: z.number().int(),
  /** booked / championsOffered, 0–1; null without any share */
  championsRate: z.number().nullable(),
});

const insightsSlot = z.object({
  slotId: uuid,
  activityName: z.string(),
  venueName: z.string(),
  startsAt: isoDateTime,
  capacity: z.number().int(),
  booked: z.number().int(),
  fillRate: z.number(),
  /** when the last booked place was bought (null without bookings) */
  filledAt: isoDateTime.nullable(),
});

const review = z.object({
  id: uuid,
  rating: z.number().int(),
  text: z.string(),
  activityName: z.string(),
  venueName: z.string(),
  createdAt: isoDateTime,
});

/** Every figure of one scope (a partner's venues or one of them) for one period. */
export const insightsFigures = z.object({
  fill: places,
  byActivity: z.array(places.extend({ activityId: uuid, activityName: z.string(), venueName: z.string() })),
  /** per Prague weekday (1 = Monday … 7 = Sunday) and starting hour; only cells with a slot */
  heatmap: z.array(
    z.object({
      weekday: z.number().int().min(1).max(7),
      hour: z.number().int().min(0).max(23),
      offered: z.number().int(),
      booked: z.number().int(),
      fillRate: z.number().nullable(),
    }),
  ),
  attendance: z.object({
    /** booked places of slots already over, not cancelled, never scanned */
    noShows: z.number().int(),
    /** tickets of slots that ended, not cancelled (what no-shows are a share of) */
    ended: z.number().int(),
    /** late cancellations ("burza") of the period's slots */
    lateCancels: z.number().int(),
    /** of them, places somebody else took */
    resold: z.number().int(),
    /** what the places taken were sold for (their price, returned to the canceller as credit) */
    recovered: money,
  }),
  customers: z.object({
    /** customers whose first entry at the scope's venues falls in the period */
    newCustomers: z.number().int(),
    /** customers with an entry in the period and an earlier one before it */
    returning: z.number().int(),
    /** new customers who came again within 30 days of their first entry */
    newCameBack: z.number().int(),
  }),
  money: z.object({
    /** entries admitted in the period and what the partner earned on them (as /admin/earnings) */
    entries: z.number().int(),
    earnings: money,
    /** booked places of the period's slots not over yet, at their price */
    booked: money,
    /** earnings + booked: what the period should pay out */
    forecast: money,
  }),
  rating: z.object({
    /** the verified reviews written in the period, one decimal; null without any */
    average: z.number().nullable(),
    count: z.number().int(),
    latest: z.array(review),
  }),
  /** the three slots that filled best (fill rate, then filled furthest ahead of the start) */
  topSlots: z.array(insightsSlot),
  /** the three emptiest slots */
  bottomSlots: z.array(insightsSlot),
});
export type InsightsFigures = z.infer<typeof insightsFigures>;

export const insightsResponse = insightsFigures.extend({
  from: isoDate,
  to: isoDate,
  venueId: uuid.nullable(),
  /** the partner's venues, for the venue picker */
  venues: z.array(z.object({ id: uuid, name: z.string() })),
});
export type InsightsResponse = z.infer<typeof insightsResponse>;

/** The organisation: the same figures for every venue it owns, side by side. */
export const organisationInsightsQuery = periodChecks(z.object({ from: isoDate, to: isoDate }));
export const organisationInsights = z.object({
  from: isoDate,
  to: isoDate,
  venues: z.array(
    z.object({
      venueId: uuid,
      venueName: z.string(),
      adminName: z.string(),
      fillRate: z.number().nullable(),
      championsRate: z.number().nullable(),
      booked: z.number().int(),
      offered: z.number().int(),
      noShows: z.number().int(),
      lateCancels: z.number().int(),
      resold: z.number().int(),
      newCustomers: z.number().int(),
      returning: z.number().int(),
      newCameBack: z.number().int(),
      earnings: money,
      forecast: money,
      rating: z.number().nullable(),
      reviews: z.number().int(),
    }),
  ),
});
export type OrganisationInsights = z.infer<typeof organisationInsights>;
