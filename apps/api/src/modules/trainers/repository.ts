import { and, asc, count, desc, eq, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { venuePartnerActive } from '../../db/partner-active.ts';
import {
  accounts,
  activities,
  auditLog,
  tickets,
  timeSlots,
  trainerProfiles,
  venues,
} from '../../db/schema.ts';

/** Queries of trainers: accounts, profiles, invitations, the slots they lead and who booked them. */

export async function recordTrainerAudit(
  db: Executor,
  row: { actorId: string; action: string; targetId: string; data?: unknown },
) {
  await db.insert(auditLog).values(row);
}

export async function insertTrainer(
  db: Executor,
  row: { email: string; name: string; passwordHash: string; adminId: string; now: Date },
) {
  const [created] = await db
    .insert(accounts)
    .values({
      role: 'trainer',
      email: row.email,
      name: row.name,
      passwordHash: row.passwordHash,
      adminId: row.adminId,
      emailVerifiedAt: row.now,
    })
    .onConflictDoNothing()
    .returning();
  return created ?? null;
}

export async function findProfile(db: Executor, accountId: string) {
  const [profile] = await db.select().from(trainerProfiles).where(eq(trainerProfiles.accountId, accountId));
  return profile ?? null;
}

/** Creates the profile with this slug unless the trainer has one (answers whether it was created). */
export async function insertProfile(db: Executor, accountId: string, slug: string): Promise<boolean> {
  const rows = await db
    .insert(trainerProfiles)
    .values({ accountId, slug })
    .onConflictDoNothing()
    .returning({ accountId: trainerProfiles.accountId });
  return rows.length === 1;
}

export async function updateProfile(
  db: Executor,
  accountId: string,
  values: { bio?: string; specialisations?: string[]; photoUrl?: string | null },
  now: Date,
) {
  await db
    .update(trainerProfiles)
    .set({ ...values, updatedAt: now })
    .where(eq(trainerProfiles.accountId, accountId));
}

export async function updateTrainerName(db: Executor, accountId: string, name: string) {
  await db.update(accounts).set({ name }).where(eq(accounts.id, accountId));
}

/** A live trainer behind a public slug. */
export async function findTrainerBySlug(db: Executor, slug: string) {
  const [row] = await db
    .select({ profile: trainerProfiles, name: accounts.name })
    .from(trainerProfiles)
    .innerJoin(accounts, eq(accounts.id, trainerProfiles.accountId))
    .where(
      and(
        eq(trainerProfiles.slug, slug),
        eq(accounts.role, 'trainer'),
        isNull(accounts.deletedAt),
        isNull(accounts.blockedAt),
      ),
    );
  return row ?? null;
}

/** The activities these trainers lead (only published ones at published venues when `publicOnly`). */
export async function activitiesLedBy(db: Executor, trainerIds: string[], publicOnly = false) {
  if (trainerIds.length === 0) return [];
  return db
    .select({
      trainerId: activities.trainerId,
      id: activities.id,
      name: activities.name,
      venueName: venues.name,
    })
    .from(activities)
    .innerJoin(venues, eq(venues.id, activities.venueId))
    .where(
      and(
        inArray(activities.trainerId, trainerIds),
        publicOnly
          ? and(eq(activities.published, true), eq(venues.published, true), venuePartnerActive)
          : undefined,
      ),
    )
    .orderBy(asc(activities.name));
}

/** The slots of the activities this trainer leads between two moments, in time order. */
export async function trainerSlotsBetween(
  db: Executor,
  trainerId: string,
  from: Date,
  to: Date,
  options: { publicOnly?: boolean; limit?: number } = {},
) {
  const query = db
    .select({
      id: timeSlots.id,
      activityId: activities.id,
      activityName: activities.name,
      venueName: venues.name,
      startsAt: timeSlots.startsAt,
      endsAt: timeSlots.endsAt,
      capacity: timeSlots.capacity,
      cancelled: timeSlots.cancelled,
    })
    .from(timeSlots)
    .innerJoin(activities, eq(activities.id, timeSlots.activityId))
    .innerJoin(venues, eq(venues.id, activities.venueId))
    .where(
      and(
        eq(activities.trainerId, trainerId),
        gte(timeSlots.endsAt, from),
        lt(timeSlots.startsAt, to),
        options.publicOnly
          ? and(
              eq(timeSlots.cancelled, false),
              eq(activities.published, true),
              eq(venues.published, true),
              venuePartnerActive,
            )
          : undefined,
      ),
    )
    .orderBy(asc(timeSlots.startsAt));
  return options.limit ? query.limit(options.limit) : query.limit(500);
}

/** Live bookings (not cancelled tickets) of these slots with the booked person's name. */
export async function bookingsOfSlots(db: Executor, slotIds: string[]) {
  if (slotIds.length === 0) return [];
  return db
    .select({
      ticketId: tickets.id,
      slotId: tickets.timeSlotId,
      name: accounts.name,
      isUsed: tickets.isUsed,
    })
    .from(tickets)
    .innerJoin(accounts, eq(accounts.id, tickets.userId))
    .where(and(inArray(tickets.timeSlotId, slotIds), eq(tickets.isCancelled, false)))
    .orderBy(asc(accounts.name), asc(tickets.createdAt));
}

/** The slot when this trainer leads its activity. */
export async function findLedSlot(db: Executor, trainerId: string, slotId: string) {
  const [slot] = await db
    .select({ id: timeSlots.id })
    .from(timeSlots)
    .innerJoin(activities, eq(activities.id, timeSlots.activityId))
    .where(and(eq(timeSlots.id, slotId), eq(activities.trainerId, trainerId)));
  return slot ?? null;
}

/** The ticket of this slot (its holder), or null when the ticket is not a booking of the slot. */
export async function findSlotTicket(db: Executor, slotId: string, ticketId: string) {
  const [ticket] = await db
    .select({ id: tickets.id, userId: tickets.userId })
    .from(tickets)
    .where(and(eq(tickets.id, ticketId), eq(tickets.timeSlotId, slotId)));
  return ticket ?? null;
}

/** The partner's activity (for assigning its trainer). */
export async function findPartnerActivity(db: Executor, adminId: string, activityId: string) {
  const [activity] = await db
    .select({ id: activities.id, name: activities.name })
    .from(activities)
    .innerJoin(venues, eq(venues.id, activities.venueId))
    .where(and(eq(activities.id, activityId), eq(venues.adminId, adminId)));
  return activity ?? null;
}

/** A live trainer of this partner. */
export async function findPartnerTrainer(db: Executor, adminId: string, trainerId: string) {
  const [trainer] = await db
    .select({ id: accounts.id, name: accounts.name, email: accounts.email })
    .from(accounts)
    .where(
      and(
        eq(accounts.id, trainerId),
        eq(accounts.role, 'trainer'),
        eq(accounts.adminId, adminId),
        isNull(accounts.deletedAt),
      ),
    );
  return trainer ?? null;
}

export async function setActivityTrainer(db: Executor, activityId: string, trainerId: string | null) {
  await db.update(activities).set({ trainerId }).where(eq(activities.id, activityId));
}

/** Trainers whose name or e-mail holds every word of the search (diacritics-insensitive). */
function trainerSearch(q: string | undefined) {
  const filters: SQL[] = [eq(accounts.role, 'trainer'), isNull(accounts.deletedAt)];
  const words = (q ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5);
  for (const word of words) {
    const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(
      sql`lower(f_unaccent(${accounts.name} || ' ' || ${accounts.email})) like lower(f_unaccent(${pattern}))`,
    );
  }
  return and(...filters);
}

/** One page of every trainer (searched by name and e-mail, unaccented), with their partner. */
export async function backofficeTrainerPage(
  db: Executor,
  input: { q?: string | undefined; page: number; limit: number },
) {
  const partner = sql<
    string | null
  >`(select coalesce(nullif(p.name, ''), p.email) from accounts p where p.id = ${accounts.adminId})`;
  const where = trainerSearch(input.q);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: accounts.id,
        name: accounts.name,
        email: accounts.email,
        partnerId: accounts.adminId,
        partnerName: partner,
        slug: trainerProfiles.slug,
        createdAt: accounts.createdAt,
      })
      .from(accounts)
      .leftJoin(trainerProfiles, eq(trainerProfiles.accountId, accounts.id))
      .where(where)
      .orderBy(asc(accounts.name), desc(accounts.createdAt))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    db.select({ count: count() }).from(accounts).where(where),
  ]);
  return { rows, total: total?.count ?? 0 };
}
