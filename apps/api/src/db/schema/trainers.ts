import { sql } from 'drizzle-orm';
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { tstz } from './columns.ts';

/**
 * A trainer's public profile (SPEC 2 "Trainer", /trainer/settings): the slug of their page
 * `/trener/{slug}`, a bio, specialisations and a photo (the public address of its largest WebP copy).
 */
export const trainerProfiles = pgTable('trainer_profiles', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  slug: text('slug').notNull().unique(),
  bio: text('bio').notNull().default(''),
  specialisations: text('specialisations').array().notNull().default(sql`'{}'::text[]`),
  photoUrl: text('photo_url'),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});
