import type { Haler } from '@champions/domain';
import { doublePrecision, integer, pgTable, text } from 'drizzle-orm/pg-core';
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
