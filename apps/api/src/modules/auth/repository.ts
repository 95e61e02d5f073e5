import type { AccountRole } from '@champions/contract';
import { and, count, desc, eq, gte, isNull, like, lt, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import {
  accounts,
  activities,
  auditLog,
  partnerOrganisationAdmins,
  referrals,
  requests,
  revokedTokens,
  staffVenues,
  venues,
} from '../../db/schema.ts';

/** Every query of the accounts module (sign-in, registration, profile, tokens, audit log). */

export type Account = typeof accounts.$inferSelect;
export type NewAccount = typeof accounts.$inferInsert;

/** The live (not erased) account of a role with this e-mail (compared lower-cased), or null. */
export async function findAccountByEmail(db: Executor, role: AccountRole, email: string) {
  const [account] = await db
    .select()
    .from(accounts)
    .where(
      and(
        eq(accounts.role, role),
        sql`lower(${accounts.email}) = ${email.toLowerCase()}`,
        isNull(accounts.deletedAt),
      ),
    );
  return account ?? null;
}

/** The live (not erased) account of a role with this id, or null. */
export async function findLiveAccount(db: Executor, role: AccountRole, id: string) {
  const [account] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, id), eq(accounts.role, role), isNull(accounts.deletedAt)));
  return account ?? null;
}

/**
 * What the guard of a signed-in request needs, in one statement: the live account of the role, whether
 * the token `jti` was revoked, whether the account's partner (a receptionist's or trainer's) is suspended,
 * and, for a receptionist, the venues they are assigned to (empty: every venue of the partner). Null
 * when the account is gone or erased.
 */
export async function findGuardedAccount(db: Executor, role: AccountRole, id: string, jti: string | null) {
  const partner = alias(accounts, 'partner');
  const [row] = await db
    .select({
      account: accounts,
      revoked: jti
        ? sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${jti})`
        : sql<boolean>`false`,
      partnerSuspendedAt: partner.suspendedAt,
      staffVenueIds:
        role === 'staff'
          ? sql<
              string[]
            >`array(select ${staffVenues.venueId}::text from ${staffVenues} where ${staffVenues.staffId} = ${accounts.id})`
          : sql<null>`null`,
    })
    .from(accounts)
    .leftJoin(partner, eq(partner.id, accounts.adminId))
    .where(and(eq(accounts.id, id), eq(accounts.role, role), isNull(accounts.deletedAt)));
  if (!row) return null;
  return {
    account: row.account,
    revoked: Boolean(row.revoked),
    partnerSuspended: row.partnerSuspendedAt !== null,
    staffVenueIds: row.staffVenueIds ?? null,
  };
}

/** Whether a partner organisation (partner role) owns this admin account. */
export async function organisationOwnsAdmin(db: Executor, partnerId: string, adminId: string) {
  const [row] = await db
    .select({ adminId: partnerOrganisationAdmins.adminId })
    .from(partnerOrganisationAdmins)
    .where(
      and(eq(partnerOrganisationAdmins.partnerId, partnerId), eq(partnerOrganisationAdmins.adminId, adminId)),
    );
  return Boolean(row);
}

/** Whether a partner account is suspended (a receptionist's or trainer's partner stops them with it). */
export async function isPartnerSuspended(db: Executor, partnerId: string): Promise<boolean> {
  const [row] = await db
    .select({ suspendedAt: accounts.suspendedAt })
    .from(accounts)
    .where(eq(accounts.id, partnerId));
  return Boolean(row?.suspendedAt);
}

/** Inserts an account; null when the e-mail was taken meanwhile (unique index). */
export async function insertAccount(db: Executor, values: NewAccount): Promise<Account | null> {
  const [account] = await db.insert(accounts).values(values).onConflictDoNothing().returning();
  return account ?? null;
}

/** Marks the e-mail verified (keeps the first verification time). */
export async function markEmailVerified(db: Executor, id: string, now: Date): Promise<Account> {
  const [account] = await db
    .update(accounts)
    .set({ emailVerifiedAt: sql`coalesce(${accounts.emailVerifiedAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(accounts.id, id))
    .returning();
  return account!;
}

/** Sets a (verified) e-mail and signs every device out. */
export async function setVerifiedEmail(db: Executor, id: string, email: string, now: Date): Promise<Account> {
  const [account] = await db
    .update(accounts)
    .set({ email, emailVerifiedAt: now, tokenVersion: sql`${accounts.tokenVersion} + 1` })
    .where(eq(accounts.id, id))
    .returning();
  return account!;
}

/**
 * Sets a new password hash and signs every device out; `verify` also verifies the e-mail (a reset
 * link proves the mailbox). Null when the account is gone or erased.
 */
export async function setPassword(
  db: Executor,
  role: AccountRole,
  id: string,
  passwordHash: string,
  options: { verifyAt?: Date } = {},
): Promise<Account | null> {
  const [account] = await db
    .update(accounts)
    .set({
      passwordHash,
      tokenVersion: sql`${accounts.tokenVersion} + 1`,
      ...(options.verifyAt
        ? {
            emailVerifiedAt: sql`coalesce(${accounts.emailVerifiedAt}, ${options.verifyAt.toISOString()}::timestamptz)`,
          }
        : {}),
    })
    .where(and(eq(accounts.id, id), eq(accounts.role, role), isNull(accounts.deletedAt)))
    .returning();
  return account ?? null;
}

export async function updateNameAndPhone(
  db: Executor,
  id: string,
  values: { name: string; phone?: string | null | undefined },
): Promise<Account> {
  const [account] = await db
    .update(accounts)
    .set({ name: values.name, ...(values.phone !== undefined ? { phone: values.phone } : {}) })
    .where(eq(accounts.id, id))
    .returning();
  return account!;
}

/** Every token of the account stops working. */
export async function bumpTokenVersion(db: Executor, id: string): Promise<void> {
  await db
    .update(accounts)
    .set({ tokenVersion: sql`${accounts.tokenVersion} + 1` })
    .where(eq(accounts.id, id));
}

/** Records one token as revoked (and forgets revocations whose tokens have expired anyway). */
export async function revokeToken(
  db: Executor,
  token: { jti: string; accountId: string; expiresAt: Date },
  now: Date,
): Promise<void> {
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, now));
  await db.insert(revokedTokens).values(token).onConflictDoNothing();
}

/** One audit row; `at` is the app's clock when the caller has it (else the database's time). */
export async function insertAuditEntry(
  db: Executor,
  entry: { actorId: string | null; action: string; targetId?: string | null; data?: unknown; at?: Date },
): Promise<void> {
  const { at, ...row } = entry;
  await db.insert(auditLog).values(at ? { ...row, createdAt: at } : row);
}

export interface AuditFilter {
  actorId?: string | undefined;
  targetId?: string | undefined;
  /** an action, or a prefix ending in a dot */
  action?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** The where clause of an audit log filter (the page and the CSV export share it). */
export function auditFilterWhere(filter: AuditFilter): SQL | undefined {
  const filters: SQL[] = [];
  if (filter.actorId) filters.push(eq(auditLog.actorId, filter.actorId));
  if (filter.targetId) filters.push(eq(auditLog.targetId, filter.targetId));
  if (filter.action)
    filters.push(
      filter.action.endsWith('.')
        ? like(auditLog.action, `${filter.action}%`)
        : eq(auditLog.action, filter.action),
    );
  if (filter.from) filters.push(gte(auditLog.createdAt, new Date(filter.from)));
  if (filter.to) filters.push(lte(auditLog.createdAt, new Date(filter.to)));
  return filters.length ? and(...filters) : undefined;
}

/**
 * One page of the audit log, newest first, with the e-mails of actor and target and what the target is
 * (an account and its role, a venue, an activity or a request: ids are unique across them) and its name.
 */
export async function listAuditEntries(db: Executor, filter: AuditFilter, page: number, limit: number) {
  const actor = alias(accounts, 'actor');
  const target = alias(accounts, 'target');
  const where = auditFilterWhere(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        entry: auditLog,
        actorEmail: actor.email,
        targetEmail: target.email,
        targetRole: target.role,
        targetName: sql<string | null>`coalesce(
          nullif(${target.companyName}, ''), nullif(${target.name}, ''),
          ${venues.name}, ${activities.name}, nullif(${requests.name}, ''))`,
        targetVenue: venues.id,
        targetActivity: activities.id,
        targetRequest: requests.id,
      })
      .from(auditLog)
      .leftJoin(actor, eq(actor.id, auditLog.actorId))
      .leftJoin(target, eq(target.id, auditLog.targetId))
      .leftJoin(venues, eq(venues.id, auditLog.targetId))
      .leftJoin(activities, eq(activities.id, auditLog.targetId))
      .leftJoin(requests, eq(requests.id, auditLog.targetId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** The live account whose own referral code this is (the code row without a referred account), or null. */
export async function findReferrerByCode(db: Executor, code: string): Promise<string | null> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(referrals)
    .innerJoin(accounts, eq(accounts.id, referrals.referrerId))
    .where(and(eq(referrals.code, code), isNull(referrals.referredId), isNull(accounts.deletedAt)));
  return row?.id ?? null;
}

/** How many live accounts registered through this account's referral link. */
export async function countReferredAccounts(db: Executor, referrerId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(accounts)
    .where(and(eq(accounts.referredById, referrerId), isNull(accounts.deletedAt)));
  return row?.value ?? 0;
}
