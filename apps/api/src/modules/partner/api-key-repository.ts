import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts, partnerApiKeys } from '../../db/schema.ts';

/** Queries of the partner's API keys (only hashes are stored). */

export type ApiKeyRow = typeof partnerApiKeys.$inferSelect;

export async function insertApiKey(
  db: Executor,
  row: Pick<ApiKeyRow, 'adminId' | 'name' | 'prefix' | 'hash' | 'scope' | 'venueId' | 'createdAt'>,
): Promise<ApiKeyRow> {
  const [created] = await db.insert(partnerApiKeys).values(row).returning();
  return created!;
}

export async function listApiKeys(db: Executor, adminId: string): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(partnerApiKeys)
    .where(eq(partnerApiKeys.adminId, adminId))
    .orderBy(desc(partnerApiKeys.createdAt), desc(partnerApiKeys.id));
}

/** Revokes the admin's key (once: a revoked key keeps its first revocation time); null when not theirs. */
export async function revokeApiKey(
  db: Executor,
  adminId: string,
  id: string,
  now: Date,
): Promise<ApiKeyRow | null> {
  await db
    .update(partnerApiKeys)
    .set({ revokedAt: now })
    .where(
      and(eq(partnerApiKeys.id, id), eq(partnerApiKeys.adminId, adminId), isNull(partnerApiKeys.revokedAt)),
    );
  const [row] = await db
    .select()
    .from(partnerApiKeys)
    .where(and(eq(partnerApiKeys.id, id), eq(partnerApiKeys.adminId, adminId)));
  return row ?? null;
}

/**
 * The key with this hash, while it is not revoked and its partner's account is live (not erased, blocked
 * or suspended); marks it used now.
 */
export async function useApiKey(db: Executor, hash: string, now: Date): Promise<ApiKeyRow | null> {
  const livePartners = db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.role, 'admin'),
        isNull(accounts.deletedAt),
        isNull(accounts.blockedAt),
        isNull(accounts.suspendedAt),
      ),
    );
  const [row] = await db
    .update(partnerApiKeys)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(partnerApiKeys.hash, hash),
        isNull(partnerApiKeys.revokedAt),
        inArray(partnerApiKeys.adminId, livePartners),
      ),
    )
    .returning();
  return row ?? null;
}
