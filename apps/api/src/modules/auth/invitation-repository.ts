import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts, oneTimeTokens } from '../../db/schema.ts';

/** The invitations a partner sends to join the team: a receptionist's or a trainer's. */
export type InvitationPurpose = 'staff_invite' | 'trainer_invite';

/** Open invitations of one kind from one partner (optionally for one e-mail, or the one with this id). */
const openInvitations = (
  purpose: InvitationPurpose,
  adminId: string,
  now: Date,
  only: { email?: string; id?: string } = {},
) =>
  and(
    eq(oneTimeTokens.purpose, purpose),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, now),
    sql`${oneTimeTokens.data}->>'adminId' = ${adminId}`,
    only.email === undefined ? undefined : eq(oneTimeTokens.email, only.email),
    only.id === undefined ? undefined : eq(oneTimeTokens.id, only.id),
  );

/** Invitations of this kind the partner sent since `since` (used or not). */
export async function countInvitationsSince(
  db: Executor,
  purpose: InvitationPurpose,
  adminId: string,
  since: Date,
): Promise<number> {
  const [sent] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.purpose, purpose),
        sql`${oneTimeTokens.data}->>'adminId' = ${adminId}`,
        gt(oneTimeTokens.createdAt, since),
      ),
    );
  return sent?.count ?? 0;
}

/** The partner's open invitations of this kind, newest first. */
export async function listOpenInvitations(
  db: Executor,
  purpose: InvitationPurpose,
  adminId: string,
  now: Date,
) {
  return db
    .select()
    .from(oneTimeTokens)
    .where(openInvitations(purpose, adminId, now))
    .orderBy(desc(oneTimeTokens.createdAt));
}

/** Ends the partner's open invitations of this kind for one e-mail or with one id; answers their e-mails. */
export async function closeInvitations(
  db: Executor,
  purpose: InvitationPurpose,
  adminId: string,
  now: Date,
  only: { email: string } | { id: string },
) {
  return db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(openInvitations(purpose, adminId, now, only))
    .returning({ email: oneTimeTokens.email });
}

/** Whether a live account of this role (with any partner) has this e-mail. */
export async function liveAccountExists(db: Executor, role: 'staff' | 'trainer', email: string) {
  const [existing] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(eq(accounts.role, role), sql`lower(${accounts.email}) = ${email}`, isNull(accounts.deletedAt)),
    );
  return Boolean(existing);
}

/** The name a partner is shown by to the people it invites. */
export async function partnerDisplayName(db: Executor, adminId: string) {
  const [admin] = await db
    .select({ name: accounts.name, email: accounts.email })
    .from(accounts)
    .where(eq(accounts.id, adminId));
  return admin ? admin.name || admin.email : '';
}
