import type { BackofficeRequestsQuery } from '@champions/contract';
import { and, asc, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { accounts, requestMessages, requests } from '../../db/schema.ts';

/** The queries of the back office's Requests inbox. */

export type RequestRow = typeof requests.$inferSelect;
export type RequestMessageRow = typeof requestMessages.$inferSelect;
export interface AssigneeRow {
  id: string;
  name: string;
  email: string;
}
export type RequestWithAssignee = RequestRow & { assignee: AssigneeRow | null };

const assignee = alias(accounts, 'assignee');
const assigneeColumns = { id: assignee.id, name: assignee.name, email: assignee.email };

const SORT_COLUMNS = {
  createdAt: requests.createdAt,
  updatedAt: requests.updatedAt,
  name: requests.name,
  kind: requests.kind,
  status: requests.status,
} as const;

function withAssignee(row: { request: RequestRow; assignee: AssigneeRow | null }): RequestWithAssignee {
  return { ...row.request, assignee: row.assignee?.id ? row.assignee : null };
}

/** One page of requests matching the filters; the search looks in name, e-mail and company (diacritics-insensitive). */
export async function searchRequests(db: Executor, query: BackofficeRequestsQuery, superadminId: string) {
  const filters: SQL[] = [];
  const words = (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5);
  for (const word of words) {
    const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(
      sql`lower(f_unaccent(${requests.name} || ' ' || ${requests.email} || ' ' || coalesce(${requests.company}, ''))) like lower(f_unaccent(${pattern}))`,
    );
  }
  if (query.status) filters.push(eq(requests.status, query.status));
  if (query.kind) filters.push(eq(requests.kind, query.kind));
  if (query.assignee === 'none') filters.push(isNull(requests.assigneeId));
  else if (query.assignee === 'me') filters.push(eq(requests.assigneeId, superadminId));
  else if (query.assignee) filters.push(eq(requests.assigneeId, query.assignee));
  const where = filters.length ? and(...filters) : undefined;
  const order = query.dir === 'asc' ? asc : desc;
  const column = SORT_COLUMNS[query.sort];
  const sortKey = query.sort === 'name' ? sql`lower(${column})` : column;
  const [rows, [total]] = await Promise.all([
    db
      .select({ request: requests, assignee: assigneeColumns })
      .from(requests)
      .leftJoin(assignee, eq(assignee.id, requests.assigneeId))
      .where(where)
      .orderBy(order(sortKey), desc(requests.createdAt), asc(requests.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(requests).where(where),
  ]);
  return { rows: rows.map(withAssignee), total: total?.value ?? 0 };
}

/** A request with its assignee, or undefined; `lock` holds its row until the transaction ends. */
export async function findRequest(db: Executor, id: string, lock = false) {
  if (lock) await db.select({ id: requests.id }).from(requests).where(eq(requests.id, id)).for('update');
  const [row] = await db
    .select({ request: requests, assignee: assigneeColumns })
    .from(requests)
    .leftJoin(assignee, eq(assignee.id, requests.assigneeId))
    .where(eq(requests.id, id));
  return row ? withAssignee(row) : undefined;
}

export async function updateRequest(
  db: Executor,
  id: string,
  set: Partial<Pick<RequestRow, 'status' | 'assigneeId' | 'accountId'>>,
  now: Date,
) {
  await db
    .update(requests)
    .set({ ...set, updatedAt: now })
    .where(eq(requests.id, id));
}

/** The notes and replies of a request, oldest first, with their authors' names. */
export async function listRequestMessages(db: Executor, requestId: string) {
  return db
    .select({ message: requestMessages, author: { id: accounts.id, name: accounts.name } })
    .from(requestMessages)
    .innerJoin(accounts, eq(accounts.id, requestMessages.authorId))
    .where(eq(requestMessages.requestId, requestId))
    .orderBy(asc(requestMessages.createdAt), asc(requestMessages.id));
}

/** Stores a note or reply; a reply whose key the request already has: undefined (nothing stored). */
export async function insertRequestMessage(db: Executor, row: typeof requestMessages.$inferInsert) {
  const [created] = await db.insert(requestMessages).values(row).onConflictDoNothing().returning();
  return created;
}

export async function findRequestMessageByKey(db: Executor, requestId: string, key: string) {
  const [found] = await db
    .select()
    .from(requestMessages)
    .where(and(eq(requestMessages.requestId, requestId), eq(requestMessages.key, key)));
  return found;
}

/** The superadmins a request can be given to. */
export async function listSuperadmins(db: Executor): Promise<AssigneeRow[]> {
  return db
    .select({ id: accounts.id, name: accounts.name, email: accounts.email })
    .from(accounts)
    .where(and(eq(accounts.role, 'superadmin'), isNull(accounts.deletedAt), isNull(accounts.blockedAt)))
    .orderBy(asc(accounts.name));
}

/** The approval state of the partner account a request links to (null when it is gone). */
export async function findPartnerApproval(db: Executor, accountId: string) {
  const [row] = await db
    .select({ state: accounts.partnerApproval })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.state ?? null;
}
