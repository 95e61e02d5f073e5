import { and, asc, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  accounts,
  activities,
  auditLog,
  partnerSettings,
  tickets,
  timeSlots,
  venues,
  waitlistEntries,
} from '../../db/schema.ts';

/** The back office's queries about partners (admin accounts): approval, detail, suspension. */

export type PartnerAccountRow = typeof accounts.$inferSelect;

/** Any partner account with this e-mail (case-insensitive), erased ones included (the address stays taken). */
export async function findPartnerByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.role, 'admin'), sql`lower(${accounts.email}) = lower(${email})`));
  return row;
}

/** A new partner account without a password: the invitation link sets it. */
export async function insertPartnerAccount(
  db: Executor,
  row: {
    email: string;
    name: string;
    phone: string | null;
    companyName: string | null;
    companyId: string | null;
  },
) {
  const [inserted] = await db
    .insert(accounts)
    .values({ ...row, role: 'admin' })
    .returning();
  return inserted!;
}

export async function insertPartnerSettings(
  db: Executor,
  row: {
    adminId: string;
    companyName: string;
    ico: string;
    contactEmail: string;
    contactPhone: string | null;
  },
) {
  await db.insert(partnerSettings).values(row).onConflictDoNothing();
}

/** A partner that is not erased, with its company settings; `lock` holds the account row. */
export async function findPartner(db: Executor, id: string, lock = false) {
  if (lock) {
    await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.id, id), eq(accounts.role, 'admin')))
      .for('update');
  }
  const [row] = await db
    .select({ account: accounts, settings: partnerSettings })
    .from(accounts)
    .leftJoin(partnerSettings, eq(partnerSettings.adminId, accounts.id))
    .where(and(eq(accounts.id, id), eq(accounts.role, 'admin'), isNull(accounts.deletedAt)));
  return row;
}

/** The partner's venues by name, with how many activities each has. */
export async function listPartnerVenues(db: Executor, adminId: string) {
  return db
    .select({
      id: venues.id,
      name: venues.name,
      city: venues.city,
      published: venues.published,
      activityCount: count(activities.id),
    })
    .from(venues)
    .leftJoin(activities, eq(activities.venueId, venues.id))
    .where(eq(venues.adminId, adminId))
    .groupBy(venues.id)
    .orderBy(asc(venues.name), asc(venues.id));
}

const upcomingOf = (adminId: string, now: Date) =>
  and(
    eq(venues.adminId, adminId),
    eq(tickets.isCancelled, false),
    eq(tickets.isUsed, false),
    isNull(tickets.expiredAt),
    gt(timeSlots.startsAt, now),
  );

/** How many customers' tickets are for the partner's slots that have not started yet. */
export async function countUpcomingTickets(db: Executor, adminId: string, now: Date) {
  const [row] = await db
    .select({ value: count() })
    .from(tickets)
    .innerJoin(timeSlots, eq(timeSlots.id, tickets.timeSlotId))
    .innerJoin(activities, eq(activities.id, tickets.activityId))
    .innerJoin(venues, eq(venues.id, activities.venueId))
    .where(upcomingOf(adminId, now));
  return row?.value ?? 0;
}

/** The customers who hold tickets for the partner's slots not started yet. */
export async function listUpcomingCustomers(db: Executor, adminId: string, now: Date) {
  const rows = await db
    .selectDistinct({ userId: tickets.userId })
    .from(tickets)
    .innerJoin(timeSlots, eq(timeSlots.id, tickets.timeSlotId))
    .innerJoin(activities, eq(activities.id, tickets.activityId))
    .innerJoin(venues, eq(venues.id, activities.venueId))
    .where(upcomingOf(adminId, now));
  return rows.map((r) => r.userId);
}

/** The tickets for the partner's slots not started yet, row-locked, by customer then start. */
export async function lockUpcomingTickets(db: Executor, adminId: string, now: Date) {
  const rows = await db
    .select({
      id: tickets.id,
      userId: tickets.userId,
      price: tickets.price,
      paymentId: tickets.paymentId,
      timeSlotId: tickets.timeSlotId,
      activityName: activities.name,
      startsAt: timeSlots.startsAt,
    })
    .from(tickets)
    .innerJoin(timeSlots, eq(timeSlots.id, tickets.timeSlotId))
    .innerJoin(activities, eq(activities.id, tickets.activityId))
    .innerJoin(venues, eq(venues.id, activities.venueId))
    .where(upcomingOf(adminId, now))
    .orderBy(asc(tickets.userId), asc(timeSlots.startsAt), asc(tickets.id))
    .for('update', { of: tickets });
  return rows;
}

/**
 * Closes the waiting lines of the partner's slots not started yet (nobody is promoted into a suspended
 * partner's place). A promotion already charging a card is not stopped here: it ends as a card purchase.
 */
export async function closeUpcomingWaitlists(db: Executor, adminId: string, now: Date) {
  return db
    .update(waitlistEntries)
    .set({ state: 'closed', updatedAt: now })
    .where(
      and(
        eq(waitlistEntries.state, 'waiting'),
        inArray(
          waitlistEntries.timeSlotId,
          db
            .select({ id: timeSlots.id })
            .from(timeSlots)
            .innerJoin(activities, eq(activities.id, timeSlots.activityId))
            .innerJoin(venues, eq(venues.id, activities.venueId))
            .where(and(eq(venues.adminId, adminId), gt(timeSlots.startsAt, now))),
        ),
      ),
    )
    .returning({ id: waitlistEntries.id });
}

/** Locks the customers' account rows in one order (so two suspensions never wait on each other in a circle). */
export async function lockCustomers(db: Executor, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ id: accounts.id, email: accounts.email, deletedAt: accounts.deletedAt })
    .from(accounts)
    .where(inArray(accounts.id, [...userIds]))
    .orderBy(asc(accounts.id))
    .for('update');
}

export async function setPartnerSuspended(db: Executor, adminId: string, at: Date | null) {
  await db.update(accounts).set({ suspendedAt: at }).where(eq(accounts.id, adminId));
}

/** The reason of the partner's last suspension (from the audit log). */
export async function lastSuspensionReason(db: Executor, adminId: string): Promise<string | null> {
  const [row] = await db
    .select({ data: auditLog.data })
    .from(auditLog)
    .where(and(eq(auditLog.targetId, adminId), eq(auditLog.action, 'backoffice.partner.suspend')))
    .orderBy(desc(auditLog.createdAt))
    .limit(1);
  const reason = (row?.data as { reason?: unknown } | null | undefined)?.reason;
  return typeof reason === 'string' ? reason : null;
}

/** A self-registered partner's approval: approved, or rejected with the back office's reason. */
export async function setPartnerApproval(
  db: Executor,
  adminId: string,
  state: 'approved' | 'rejected',
  note: string | null,
) {
  await db
    .update(accounts)
    .set({ partnerApproval: state, approvalNote: note })
    .where(eq(accounts.id, adminId));
}
