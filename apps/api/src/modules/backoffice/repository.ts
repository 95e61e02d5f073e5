import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts, auditLog, venues } from '../../db/schema.ts';

/** All queries of the back office. */

export const listUsers = (db: Executor) =>
  db
    .select()
    .from(accounts)
    .where(and(eq(accounts.role, 'user'), isNull(accounts.deletedAt)))
    .orderBy(asc(accounts.createdAt));

export const listAdminsWithVenueCount = (db: Executor) =>
  db
    .select({ account: accounts, venueCount: count(venues.id) })
    .from(accounts)
    .leftJoin(venues, eq(venues.adminId, accounts.id))
    .where(and(eq(accounts.role, 'admin'), isNull(accounts.deletedAt)))
    .groupBy(accounts.id)
    .orderBy(asc(accounts.createdAt));

export const listVenues = (db: Executor) =>
  db
    .select({
      id: venues.id,
      name: venues.name,
      street: venues.street,
      city: venues.city,
      areaId: venues.areaId,
      published: venues.published,
      adminId: venues.adminId,
    })
    .from(venues)
    .orderBy(asc(venues.name));

/** A partner (admin) account that is not erased, or undefined. */
export async function findActiveAdmin(db: Executor, adminId: string) {
  const [admin] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, adminId), eq(accounts.role, 'admin'), isNull(accounts.deletedAt)));
  return admin;
}

export async function recordAudit(
  db: Executor,
  entry: { actorId: string; action: string; targetId: string; data?: unknown },
) {
  await db.insert(auditLog).values(entry);
}
