import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema.ts';

/** Queries of the idempotency keys of payment-creating calls: one row per (account, scope, key). */

export interface IdempotencyKeyId {
  accountId: string;
  scope: string;
  key: string;
}

const byId = (id: IdempotencyKeyId) =>
  and(
    eq(idempotencyKeys.accountId, id.accountId),
    eq(idempotencyKeys.scope, id.scope),
    eq(idempotencyKeys.key, id.key),
  );

/** Claims the key; answers false when another request holds it already. */
export async function claimIdempotencyKey(db: Executor, id: IdempotencyKeyId, requestHash: string) {
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ ...id, requestHash })
    .onConflictDoNothing()
    .returning();
  return inserted.length > 0;
}

export async function selectIdempotencyKey(db: Executor, id: IdempotencyKeyId) {
  const [row] = await db.select().from(idempotencyKeys).where(byId(id));
  return row ?? null;
}

/** Remembers the answer of the request that holds the key (once: a stored answer stays). */
export async function saveIdempotentAnswer(
  db: Executor,
  id: IdempotencyKeyId,
  answer: { statusCode: number; response: object },
) {
  await db
    .update(idempotencyKeys)
    .set(answer)
    .where(and(byId(id), isNull(idempotencyKeys.statusCode)));
}

/** Remembers the error a client caused, over whatever is stored. */
export async function saveIdempotentError(
  db: Executor,
  id: IdempotencyKeyId,
  answer: { statusCode: number; response: object },
) {
  await db.update(idempotencyKeys).set(answer).where(byId(id));
}

export async function forgetIdempotencyKey(db: Executor, id: IdempotencyKeyId) {
  await db.delete(idempotencyKeys).where(byId(id));
}

/** Deletes the keys claimed before `before`; answers how many. */
export async function deleteIdempotencyKeysBefore(db: Executor, before: Date): Promise<number> {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, before))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}
