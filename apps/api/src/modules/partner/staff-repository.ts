import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts, auditLog, staffVenues, venues } from '../../db/schema.ts';

/** Queries of the partner's receptionists, their invitations and venues. */

export async function listReceptionists(db: Executor, adminId: string) {
  return db
    .select({ id: accounts.id, name: accounts.name, email: accounts.email, createdAt: accounts.createdAt })
    .from(accounts)
    .where(and(eq(accounts.role, 'staff'), eq(accounts.adminId, adminId), isNull(accounts.deletedAt)))
    .orderBy(asc(accounts.name), asc(accounts.email));
}

export async function venueAssignments(db: Executor, staffIds: string[]) {
  if (staffIds.length === 0) return [];
  return db.select().from(staffVenues).where(inArray(staffVenues.staffId, staffIds));
}

/** The partner's venues among these ids. */
export async function ownVenueIds(db: Executor, adminId: string, venueIds: string[]) {
  const own = await db
    .select({ id: venues.id })
    .from(venues)
    .where(and(inArray(venues.id, venueIds), eq(venues.adminId, adminId)));
  return own.map((venue) => venue.id);
}

export async function replaceVenueAssignments(db: Executor, staffId: string, venueIds: string[]) {
  await db.delete(staffVenues).where(eq(staffVenues.staffId, staffId));
  if (venueIds.length > 0) {
    await db.insert(staffVenues).values(venueIds.map((venueId) => ({ staffId, venueId })));
  }
}

/** A new receptionist account; null when the e-mail already has one. */
export async function insertReceptionist(
  db: Executor,
  row: { email: string; name: string; passwordHash: string; adminId: string; now: Date },
) {
  const [created] = await db
    .insert(accounts)
    .values({
      role: 'staff',
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

export async function findAccount(db: Executor, id: string) {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, id));
  return account ?? null;
}

export async function recordAudit(
  db: Executor,
  row: { actorId: string; action: string; targetId: string; data?: unknown },
) {
  await db.insert(auditLog).values(row);
}

/** The partner's live receptionist with this id, or null (another partner's looks the same as none). */
export async function findOwnReceptionist(db: Executor, adminId: string, staffId: string) {
  const [member] = await db
    .select({ id: accounts.id, name: accounts.name, email: accounts.email })
    .from(accounts)
    .where(
      and(
        eq(accounts.id, staffId),
        eq(accounts.role, 'staff'),
        eq(accounts.adminId, adminId),
        isNull(accounts.deletedAt),
      ),
    );
  return member ?? null;
}
