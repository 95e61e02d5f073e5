import { and, count, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { oneTimeTokens } from '../../db/schema.ts';

type NewOneTimeToken = typeof oneTimeTokens.$inferInsert;
type Purpose = NewOneTimeToken['purpose'];

export async function insertOneTimeToken(db: Executor, values: NewOneTimeToken) {
  await db.insert(oneTimeTokens).values(values);
}

/** How many tokens of this purpose the account received since `since`. */
export async function countTokensIssuedSince(db: Executor, accountId: string, purpose: Purpose, since: Date) {
  const [row] = await db
    .select({ issued: count() })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.accountId, accountId),
        eq(oneTimeTokens.purpose, purpose),
        gt(oneTimeTokens.createdAt, since),
      ),
    );
  return row?.issued ?? 0;
}

export async function markOpenTokensUsed(db: Executor, accountId: string, purposes: Purpose[], now: Date) {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.accountId, accountId),
        inArray(oneTimeTokens.purpose, purposes),
        isNull(oneTimeTokens.usedAt),
      ),
    );
}

/** Marks the open, unexpired token with this hash used and returns it, atomically. */
export async function markTokenUsed(db: Executor, tokenHash: string, purposes: Purpose[], now: Date) {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, tokenHash),
        inArray(oneTimeTokens.purpose, purposes),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

export async function findOpenToken(db: Executor, tokenHash: string, purpose: Purpose, now: Date) {
  const [row] = await db
    .select()
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.tokenHash, tokenHash),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    );
  return row ?? null;
}
