import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accountLocks } from '../../db/schema.ts';

/** Queries of the account locks (db/schema/money.ts `account_locks`): leases timed by the database's clock. */

/** Takes the account's lease for `seconds`, or takes over an expired one; answers whether it is ours. */
export async function takeAccountLease(db: Executor, accountId: string, holder: string, seconds: number) {
  const expiresAt = sql`clock_timestamp() + make_interval(secs => ${seconds})`;
  const taken = await db
    .insert(accountLocks)
    .values({ accountId, holder, expiresAt })
    .onConflictDoUpdate({
      target: accountLocks.accountId,
      set: { holder, expiresAt },
      setWhere: sql`${accountLocks.expiresAt} < clock_timestamp()`,
    })
    .returning({ holder: accountLocks.holder });
  return taken[0]?.holder === holder;
}

export async function releaseAccountLease(db: Executor, accountId: string, holder: string) {
  await db
    .delete(accountLocks)
    .where(and(eq(accountLocks.accountId, accountId), eq(accountLocks.holder, holder)));
}
