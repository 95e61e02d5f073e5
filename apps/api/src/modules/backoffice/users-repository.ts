import type { BackofficeUsersQuery } from '@champions/contract';
import { and, asc, count, desc, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import {
  accounts,
  activities,
  auditLog,
  creditLedger,
  emailOutbox,
  entries,
  payments,
  subscriptions,
  tickets,
  venues,
} from '../../db/schema.ts';

/** The queries of the back office's users pages. */

const SORT_COLUMNS = {
  createdAt: accounts.createdAt,
  email: accounts.email,
  name: accounts.name,
  credits: accounts.credits,
} as const;

/** Customers matching the search (each word in the e-mail or name, diacritics-insensitive), one page. */
export async function searchUsers(db: Executor, query: BackofficeUsersQuery) {
  const filters: SQL[] = [eq(accounts.role, 'user'), isNull(accounts.deletedAt)];
  const words = (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5);
  for (const word of words) {
    const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(
      sql`lower(f_unaccent(${accounts.name} || ' ' || ${accounts.email})) like lower(f_unaccent(${pattern}))`,
    );
  }
  if (query.status === 'blocked') filters.push(isNotNull(accounts.blockedAt));
  if (query.status === 'active')
    filters.push(isNull(accounts.blockedAt), isNotNull(accounts.emailVerifiedAt));
  if (query.status === 'unverified') filters.push(isNull(accounts.emailVerifiedAt));
  const where = and(...filters);
  const order = query.dir === 'asc' ? asc : desc;
  const column = SORT_COLUMNS[query.sort];
  const sortKey = query.sort === 'email' || query.sort === 'name' ? sql`lower(${column})` : column;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(accounts)
      .where(where)
      .orderBy(order(sortKey), asc(accounts.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(accounts).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** A customer that is not erased, or undefined. */
export async function findUser(db: Executor, id: string) {
  const [user] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, id), eq(accounts.role, 'user'), isNull(accounts.deletedAt)));
  return user;
}

/** A customer that is not erased, its row locked until the transaction ends. */
export async function lockUser(tx: Executor, id: string) {
  const [user] = await tx
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, id), eq(accounts.role, 'user'), isNull(accounts.deletedAt)))
    .for('update');
  return user;
}

/** Blocks (and ends every session: the token version moves) or unblocks; answers the account. */
export async function setBlocked(db: Executor, id: string, blockedAt: Date | null) {
  const [user] = await db
    .update(accounts)
    .set(blockedAt ? { blockedAt, tokenVersion: sql`${accounts.tokenVersion} + 1` } : { blockedAt: null })
    .where(eq(accounts.id, id))
    .returning();
  return user!;
}

/** Everything that makes an account's timeline, each source newest first and at most `limit` rows. */
export async function selectTimelineSources(db: Executor, userId: string, email: string, limit: number) {
  const actor = alias(accounts, 'actor');
  const [ticketRows, scanRows, paymentRows, subscriptionRows, ledgerRows, mailRows, auditRows] =
    await Promise.all([
      db
        .select({ ticket: tickets, activityName: activities.name })
        .from(tickets)
        .leftJoin(activities, eq(activities.id, tickets.activityId))
        .where(eq(tickets.userId, userId))
        .orderBy(desc(tickets.createdAt))
        .limit(limit),
      db
        .select({ scannedAt: entries.scannedAt, venueName: venues.name })
        .from(entries)
        .leftJoin(venues, eq(venues.id, entries.venueId))
        .where(eq(entries.userId, userId))
        .orderBy(desc(entries.scannedAt))
        .limit(limit),
      db
        .select()
        .from(payments)
        .where(eq(payments.userId, userId))
        .orderBy(desc(payments.createdAt))
        .limit(limit),
      db
        .select({
          sub: subscriptions,
          // a payment of it ever captured: an unpaid one that was cancelled is an abandoned checkout
          everPaid: sql<boolean>`exists (select 1 from payments p where p.subscription_id = ${subscriptions.id}
            and p.status in ('succeeded', 'partially_refunded', 'refunded'))`,
        })
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId))
        .orderBy(desc(subscriptions.createdAt))
        .limit(limit),
      db
        .select()
        .from(creditLedger)
        .where(eq(creditLedger.userId, userId))
        .orderBy(desc(creditLedger.createdAt))
        .limit(limit),
      db
        .select({
          subject: emailOutbox.subject,
          template: emailOutbox.template,
          createdAt: emailOutbox.createdAt,
        })
        .from(emailOutbox)
        .where(sql`lower(${emailOutbox.to}) = ${email.toLowerCase()}`)
        .orderBy(desc(emailOutbox.createdAt))
        .limit(limit),
      db
        .select({ entry: auditLog, actorEmail: actor.email, actorRole: actor.role })
        .from(auditLog)
        .leftJoin(actor, eq(actor.id, auditLog.actorId))
        .where(or(eq(auditLog.targetId, userId), eq(auditLog.actorId, userId)))
        .orderBy(desc(auditLog.createdAt))
        .limit(limit),
    ]);
  return { ticketRows, scanRows, paymentRows, subscriptionRows, ledgerRows, mailRows, auditRows };
}

/** The audit log rows of a filter for the CSV export, newest first, with the e-mails of actor and target. */
export async function selectAuditForCsv(db: Executor, where: SQL | undefined, max: number) {
  const actor = alias(accounts, 'actor');
  const target = alias(accounts, 'target');
  return db
    .select({ entry: auditLog, actorEmail: actor.email, targetEmail: target.email, targetRole: target.role })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorId))
    .leftJoin(target, eq(target.id, auditLog.targetId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(max);
}
