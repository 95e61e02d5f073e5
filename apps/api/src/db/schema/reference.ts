import type { Haler, PriceTarget } from '@champions/domain';
import { date, doublePrecision, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAt, id, tstz } from './columns.ts';

// Reference data: areas, prices (config), secrets, seed runs and the category lists.

export const areas = pgTable('areas', {
  id: id(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  /** haléře per 28-day period (whole crowns; answered in Kč at the contract edge, SPEC 9) */
  price: integer('price').$type<Haler>().notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** One row (`key = 'default'`): the prices SPEC calls config. */
export const appConfig = pgTable('app_config', {
  key: text('key').primaryKey(),
  allLocationsPrice: integer('all_locations_price').$type<Haler>().notNull(),
  flexiblePrice: integer('flexible_price').$type<Haler>().notNull(),
  paygPlusPrice: integer('payg_plus_price').$type<Haler>().notNull(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

/** Secrets generated once and kept in the database (e.g. the JWT key when JWT_SECRET is not set). */
export const appSecrets = pgTable('app_secrets', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** Seeds applied to this database, each once: the demo data never comes back after an erasure. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  appliedAt: tstz('applied_at').notNull().defaultNow(),
});

const category = (name: string) =>
  pgTable(name, {
    id: id(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    icon: text('icon'),
    sortOrder: integer('sort_order').notNull().default(0),
  });

export const venueCategories = category('venue_categories');
export const activityCategories = category('activity_categories');
export const equipmentCategories = category('equipment_categories');

/**
 * Scheduled price changes (the back office's Ceník): the value of one price (an area's, all
 * locations, the flexible surcharge, PAYG+) or of the default partner commission from a Prague day
 * on. The value in force on a day is the latest change not cancelled that starts on or before it,
 * else the base value above (domain pricesInForce). Rows are never deleted: a future change is cancelled.
 */
export const priceChanges = pgTable(
  'price_changes',
  {
    id: id(),
    target: text('target').$type<PriceTarget>().notNull(),
    areaId: uuid('area_id').references(() => areas.id, { onDelete: 'cascade' }),
    /** haléře for a price, basis points for the commission */
    value: integer('value').notNull(),
    /** the Prague calendar day it starts on */
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    createdBy: uuid('created_by').references(() => accounts.id),
    createdAt: createdAt(),
    cancelledAt: tstz('cancelled_at'),
    cancelledBy: uuid('cancelled_by').references(() => accounts.id),
  },
  (t) => [index('price_changes_starts_on_idx').on(t.startsOn)],
);
