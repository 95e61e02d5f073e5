import { eq, sql } from 'drizzle-orm';
import { postPartnerEarning } from '../modules/books/index.ts';
import type { Database, Executor } from './client.ts';
import { toPgArray } from './pg-array.ts';
import * as t from './schema.ts';

// The queries of the seed (db/seed.ts): reference data, demo accounts, catalogue and calendar.

type CategoryTable = typeof t.activityCategories | typeof t.venueCategories | typeof t.equipmentCategories;
type CategoryRow = { slug: string; name: string; sortOrder: number };

export async function insertAreas(db: Executor, rows: (typeof t.areas.$inferInsert)[]): Promise<void> {
  await db.insert(t.areas).values(rows).onConflictDoNothing();
}

export async function insertAppConfig(db: Executor, row: typeof t.appConfig.$inferInsert): Promise<void> {
  await db.insert(t.appConfig).values(row).onConflictDoNothing();
}

export async function insertCategories(
  db: Executor,
  table: CategoryTable,
  rows: CategoryRow[],
): Promise<void> {
  await db.insert(table).values(rows).onConflictDoNothing();
}

/** Records a seed as applied; answers false when it already was (by this or another instance). */
export async function claimSeedRun(db: Executor, name: string, now: Date): Promise<boolean> {
  const claimed = await db
    .insert(t.seedRuns)
    .values({ name, appliedAt: now })
    .onConflictDoNothing()
    .returning({ name: t.seedRuns.name });
  return claimed.length > 0;
}

export async function countVenues(db: Executor): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(t.venues);
  return row?.count ?? 0;
}

/** Fresh planner statistics, so the indexes are used from the first request on. */
export async function analyzeDatabase(db: Executor): Promise<void> {
  await db.execute(sql`analyze`);
}

export function accountEmailsAndRoles(db: Executor) {
  return db.select({ email: t.accounts.email, role: t.accounts.role }).from(t.accounts);
}

/**
 * Makes the trainer the leader of the named activity when it has none, and only when the activity's
 * venue belongs to the partner the trainer works for.
 */
export async function assignDemoTrainer(
  db: Executor,
  demo: { trainerEmail: string; venueName: string; activityName: string },
): Promise<void> {
  await db.execute(sql`
    update ${t.activities} a set trainer_id = tr.id
    from ${t.accounts} tr, ${t.venues} v
    where tr.role = 'trainer' and tr.email = ${demo.trainerEmail} and tr.deleted_at is null
      and v.id = a.venue_id and v.name = ${demo.venueName} and v.admin_id = tr.admin_id
      and a.name = ${demo.activityName} and a.trainer_id is null`);
}

/** The demo partner's account id, when it exists. */
export async function demoAdminId(db: Executor): Promise<string | undefined> {
  const [admin] = await db
    .select({ id: t.accounts.id })
    .from(t.accounts)
    .where(sql`${t.accounts.role} = 'admin' and ${t.accounts.email} = 'partner@champions.cz'`);
  return admin?.id;
}

/** Answers the new account's id, or undefined when the e-mail is taken. */
export async function insertDemoAccount(
  db: Executor,
  row: typeof t.accounts.$inferInsert,
): Promise<string | undefined> {
  const [inserted] = await db
    .insert(t.accounts)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: t.accounts.id });
  return inserted?.id;
}

/** Ids by slug of the areas and categories the catalogue refers to. */
export async function referenceIdsBySlug(db: Executor) {
  const bySlug = <T extends { id: string; slug: string }>(rows: T[]) =>
    new Map(rows.map((r) => [r.slug, r.id]));
  return {
    areas: bySlug(await db.select().from(t.areas)),
    venueCategories: bySlug(await db.select().from(t.venueCategories)),
    activityCategories: bySlug(await db.select().from(t.activityCategories)),
    equipment: bySlug(await db.select().from(t.equipmentCategories)),
  };
}

export interface SeedVenue {
  venue: typeof t.venues.$inferInsert;
  equipmentCategoryIds: string[];
  activities: {
    activity: Omit<typeof t.activities.$inferInsert, 'venueId'>;
    options: Omit<typeof t.activityOptions.$inferInsert, 'activityId'>[];
  }[];
}

/** The demo catalogue in one transaction: venues with their equipment, activities and options. */
export async function insertCatalogue(db: Database, venues: SeedVenue[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const { venue, equipmentCategoryIds, activities } of venues) {
      const [venueRow] = await tx.insert(t.venues).values(venue).returning({ id: t.venues.id });
      const venueId = venueRow!.id;
      await tx
        .insert(t.venueEquipment)
        .values(equipmentCategoryIds.map((equipmentCategoryId) => ({ venueId, equipmentCategoryId })));
      for (const { activity, options } of activities) {
        const [activityRow] = await tx
          .insert(t.activities)
          .values({ ...activity, venueId })
          .returning({ id: t.activities.id });
        await tx
          .insert(t.activityOptions)
          .values(options.map((option) => ({ ...option, activityId: activityRow!.id })));
      }
    }
  });
}

export function activitiesWithVenueNames(db: Executor) {
  return db
    .select({ id: t.activities.id, name: t.activities.name, venueName: t.venues.name })
    .from(t.activities)
    .innerJoin(t.venues, eq(t.venues.id, t.activities.venueId));
}

/** Adds the slots that are missing (one statement, any number of slots). */
export async function insertMissingSlots(
  db: Executor,
  slots: { activityIds: string[]; starts: string[]; ends: string[]; capacities: number[] },
): Promise<void> {
  await db.execute(sql`
    insert into time_slots (activity_id, starts_at, ends_at, capacity)
    select * from unnest(${toPgArray(slots.activityIds)}::uuid[], ${toPgArray(slots.starts)}::timestamptz[],
                         ${toPgArray(slots.ends)}::timestamptz[], ${toPgArray(slots.capacities)}::int[])
    on conflict (activity_id, starts_at) do nothing`);
}

/** Up to `limit` activity options at the partner's venues, in a stable order (the demo history). */
export async function partnerOptions(db: Executor, adminId: string, limit: number) {
  return db
    .select({
      optionId: t.activityOptions.id,
      activityId: t.activities.id,
      venueId: t.venues.id,
      price: t.activityOptions.price,
    })
    .from(t.activityOptions)
    .innerJoin(t.activities, sql`${t.activities.id} = ${t.activityOptions.activityId}`)
    .innerJoin(t.venues, sql`${t.venues.id} = ${t.activities.venueId}`)
    .where(sql`${t.venues.adminId} = ${adminId}`)
    .orderBy(t.venues.name, t.activities.name, t.activityOptions.price)
    .limit(limit);
}

/** Inserts accounts that are not there yet; answers the ids of the new ones. */
export async function insertAccounts(db: Executor, rows: (typeof t.accounts.$inferInsert)[]) {
  return db.insert(t.accounts).values(rows).onConflictDoNothing().returning({ id: t.accounts.id });
}

/** A membership of the demo history. */
export async function insertSubscription(db: Executor, row: typeof t.subscriptions.$inferInsert) {
  await db.insert(t.subscriptions).values(row);
}

/** A used ticket and its entry (scanned at the door). */
export async function insertAdmittedEntry(
  db: Executor,
  ticket: typeof t.tickets.$inferInsert,
  entry: Omit<typeof t.entries.$inferInsert, 'ticketId'>,
) {
  const [inserted] = await db.insert(t.tickets).values(ticket).returning({ id: t.tickets.id });
  const [admitted] = await db
    .insert(t.entries)
    .values({ ...entry, ticketId: inserted!.id })
    .returning({ id: t.entries.id });
  // what the partner earned is owed to it in the books, as a scan posts it
  const [venue] = await db
    .select({ adminId: t.venues.adminId })
    .from(t.venues)
    .where(eq(t.venues.id, entry.venueId));
  await postPartnerEarning(db, {
    id: admitted!.id,
    partnerId: venue?.adminId ?? null,
    earning: entry.partnerEarning ?? 0,
  });
  return inserted!.id;
}

/** A live account's id by role and e-mail. */
export async function accountIdOf(db: Executor, role: 'admin' | 'partner', email: string) {
  const [row] = await db
    .select({ id: t.accounts.id })
    .from(t.accounts)
    .where(
      sql`${t.accounts.role} = ${role} and ${t.accounts.email} = ${email} and ${t.accounts.deletedAt} is null`,
    );
  return row?.id;
}

/** Gives the venues of an area that have no partner yet to this admin account. */
export async function assignUnownedVenues(db: Executor, areaSlug: string, adminId: string) {
  await db.execute(sql`update venues set admin_id = ${adminId}
    where admin_id is null and area_id = (select id from areas where slug = ${areaSlug})`);
}

/** Links admin accounts to a partner organisation (an admin already in one stays there). */
export async function linkOrganisationAdmins(db: Executor, partnerId: string, adminIds: string[]) {
  await db
    .insert(t.partnerOrganisationAdmins)
    .values(adminIds.map((adminId) => ({ partnerId, adminId })))
    .onConflictDoNothing();
}

/** A verified review of an admitted entry. */
export async function insertReview(db: Executor, row: typeof t.reviews.$inferInsert) {
  await db.insert(t.reviews).values(row).onConflictDoNothing();
}
