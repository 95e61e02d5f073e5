import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { isConnectionLost } from '../../db/connection-lost.ts';
import { AppError } from '../../shared/errors.ts';
import { releaseAccountLease, takeAccountLease } from './account-lock-repository.ts';

/** Longer than any provider call; a lease left by a crashed instance frees itself after it. */
const LEASE_SECONDS = 60;
const RELEASE_ATTEMPTS = 5;
/** How long a second call of the same account waits for the first before it answers ACCOUNT_BUSY. */
const WAIT_MS = 20_000;
const POLL_MS = 15;

const held = new AsyncLocalStorage<ReadonlySet<string>>();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` while holding the account's money lock, on every instance sharing the database: calls
 * that move one account's money (checkout, cancel, switch, withdraw, purchase …) run one after another,
 * so each reads the state the previous one left before it charges. Re-entrant within one call.
 */
export async function withAccountLock<T>(
  db: Database,
  accountId: string,
  work: () => Promise<T>,
): Promise<T> {
  const mine = held.getStore();
  if (mine?.has(accountId)) return work();
  const holder = randomUUID();
  const deadline = performance.now() + WAIT_MS;
  while (!(await takeAccountLease(db, accountId, holder, LEASE_SECONDS))) {
    if (performance.now() > deadline) throw new AppError('ACCOUNT_BUSY');
    await sleep(POLL_MS);
  }
  try {
    return await held.run(new Set([...(mine ?? []), accountId]), work);
  } finally {
    await release(db, accountId, holder);
  }
}

/**
 * Gives the lease back, again on a fresh connection when the database connection was lost meanwhile;
 * if it still cannot, the lease expires by itself and the work's own answer stands.
 */
async function release(db: Database, accountId: string, holder: string): Promise<void> {
  for (let attempt = 1; attempt <= RELEASE_ATTEMPTS; attempt++) {
    try {
      await releaseAccountLease(db, accountId, holder);
      return;
    } catch (error) {
      if (!isConnectionLost(error) || attempt === RELEASE_ATTEMPTS) return;
      await sleep(25 * 2 ** attempt);
    }
  }
}
