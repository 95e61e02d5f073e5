import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts, auditLog, oneTimeTokens, staffVenues, venues } from '../../db/schema.ts';

/** Queries of the partner's receptionists, their invitations and venues. */

/** Open invitations of one partner (optionally for one e-mail). */
const openInvitations = (adminId: string, now: Date, email?: string) =>
  and(
    eq(oneTimeTokens.purpose, 'staff_invite'),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, now),
    sql`${oneTimeTokens.data}->>'adminId' = ${adminId}`,
    email === undefined ? undefined : eq(oneTimeTokens.email, email),
  );

export async function listReceptionists(db: Executor, adminId: string) {
  return db
    .select({ id: accounts.id, name: accounts.name, email: accounts.email, createdAt: accounts.createdAt })
    .from(accounts)
    .where(and(eq(accounts.role, 'staff'), eq(accounts.adminId, adminId), isNull(accounts.deletedAt)))
    .orderBy(asc(accounts.name), asc(accounts.email));
}

export async function listOpenInvitations(db: Executor, adminId: string, now: Date) {
  return db
    .select()
    .from(oneTimeTokens)
    .where(openInvitations(adminId, now))
    .orderBy(desc(oneTimeTokens.createdAt));
}

export async function venueAssignments(db: Executor, staffIds: string[]) {
  if (staffIds.length === 0) return [];
  return db.select().from(staffVenues).where(inArray(staffVenues.staffId, staffIds));
}

/** Whether a live receptionist account (of any partner) has this e-mail. */
export async function receptionistEmailExists(db: Executor, email: string): Promise<boolean> {
  const [existing] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(eq(accounts.role, 'staff'), sql`lower(${accounts.email}) = ${email}`, isNull(accounts.deletedAt)),
    );
  return Boolean(existing);
}

/** Invitations the partner sent since `since` (used or not). */
export async function countInvitationsSince(db: Executor, adminId: string, since: Date): Promise<number> {
  const [sent] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.purpose, 'staff_invite'),
        sql`${oneTimeTokens.data}->>'adminId' = ${adminId}`,
        gt(oneTimeTokens.createdAt, since),
      ),
    );
  return sent?.count ?? 0;
}

/** Ends the open invitations of the partner for this e-mail (a new one replaces them). */
export async function closeInvitationsFor(db: Executor, adminId: string, email: string, now: Date) {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(openInvitations(adminId, now, email));
}

/** Ends one open invitation of the partner; answers its e-mail, or null when there was none. */
export async function closeInvitation(db: Executor, adminId: string, invitationId: string, now: Date) {
  const [withdrawn] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.id, invitationId), openInvitations(adminId, now)))
    .returning({ email: oneTimeTokens.email });
  return withdrawn ?? null;
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
