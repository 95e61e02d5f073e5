import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAt, id, tstz } from './columns.ts';
import { activityCategories, areas, equipmentCategories, venueCategories } from './reference.ts';

// Venues, activities, their options and time slots, and saved activities.

export type OpeningHours = { day: number; opens: string; closes: string }[];

/** earthdistance's point on the earth (a cube); only SQL reads it (nearby search), never the app. */
const earth = customType<{ data: string }>({ dataType: () => 'earth' });

export const venues = pgTable(
  'venues',
  {
    id: id(),
    adminId: uuid('admin_id').references(() => accounts.id),
    areaId: uuid('area_id')
      .notNull()
      .references(() => areas.id),
    venueCategoryId: uuid('venue_category_id').references(() => venueCategories.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    street: text('street').notNull(),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull().default(''),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    phone: text('phone'),
    website: text('website'),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull().default([]),
    published: boolean('published').notNull().default(true),
    createdAt: createdAt(),
    /**
     * ll_to_earth(lat, lng), stored so the distance of a nearby search is not recomputed per row; through
     * f_ll_to_earth, which a restore can compute (migration 0020)
     */
    earthPoint: earth('earth_point').notNull().generatedAlwaysAs(sql`f_ll_to_earth(lat, lng)`),
  },
  (t) => [
    index('venues_area_idx').on(t.areaId),
    index('venues_admin_idx').on(t.adminId),
    index('venues_earth_idx').using('gist', t.earthPoint),
    // the back office's search box: a venue by its name, diacritics-insensitive
    index('venues_name_trgm_idx').using('gin', sql`lower(f_unaccent(${t.name})) gin_trgm_ops`),
  ],
);

export const venueEquipment = pgTable(
  'venue_equipment',
  {
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    equipmentCategoryId: uuid('equipment_category_id')
      .notNull()
      .references(() => equipmentCategories.id),
  },
  (t) => [primaryKey({ columns: [t.venueId, t.equipmentCategoryId] })],
);

export const activities = pgTable(
  'activities',
  {
    id: id(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id),
    activityCategoryId: uuid('activity_category_id').references(() => activityCategories.id),
    trainerId: uuid('trainer_id').references(() => accounts.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    published: boolean('published').notNull().default(true),
    /** the usual length of one session and places in it; new time slots start from these */
    durationMinutes: integer('duration_minutes').notNull().default(60),
    capacity: integer('capacity').notNull().default(20),
    /** places of each slot Champions may sell (capacity share); null = all (domain `sellablePlaces`) */
    championsPlaces: integer('champions_places'),
    createdAt: createdAt(),
    /**
     * What a text search matches, lower case and unaccented: the activity's name, its category, the
     * venue's name, and the venue's city with its area, separated by chr(31) so ranking can tell the
     * fields apart (split_part). Kept by database triggers (migration 0011), never written by the app.
     */
    searchText: text('search_text').notNull().default(''),
    /** the description, lower case and unaccented, for the same search; kept by the same trigger */
    searchDescription: text('search_description').notNull().default(''),
  },
  (t) => [
    index('activities_venue_idx').on(t.venueId),
    index('activities_category_idx').on(t.activityCategoryId),
    index('activities_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('activities_description_trgm_idx').using('gin', sql`${t.searchDescription} gin_trgm_ops`),
    check('activities_champions_places', sql`${t.championsPlaces} >= 0`),
  ],
);

/** What can be bought for an activity (single entry, with a trainer, ...) and its PAYG price. */
export const activityOptions = pgTable(
  'activity_options',
  {
    id: id(),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    price: integer('price').notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(60),
    sortOrder: integer('sort_order').notNull().default(0),
    archived: boolean('archived').notNull().default(false),
  },
  (t) => [
    index('activity_options_activity_idx').on(t.activityId),
    check('activity_options_price', sql`${t.price} >= 0`),
  ],
);

export const timeSlots = pgTable(
  'time_slots',
  {
    id: id(),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    startsAt: tstz('starts_at').notNull(),
    endsAt: tstz('ends_at').notNull(),
    capacity: integer('capacity').notNull(),
    reserved: integer('reserved').notNull().default(0),
    /** this slot's own capacity share, overriding the activity's; null = follow the activity */
    championsPlaces: integer('champions_places'),
    cancelled: boolean('cancelled').notNull().default(false),
    /** slots created together by a weekly rule share this id */
    seriesId: uuid('series_id'),
    /** when the partner last moved, resized or cancelled the slot (calendar feeds pick the change up) */
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('time_slots_activity_start_unique').on(t.activityId, t.startsAt),
    index('time_slots_start_idx').on(t.startsAt),
    check('time_slots_capacity', sql`${t.reserved} >= 0 and ${t.reserved} <= ${t.capacity}`),
    check('time_slots_champions_places', sql`${t.championsPlaces} >= 0`),
  ],
);

export const savedActivities = pgTable(
  'saved_activities',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.activityId] })],
);
