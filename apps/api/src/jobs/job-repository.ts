import { and, count, desc, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { toPgArray } from '../db/pg-array.ts';
import { jobs } from '../db/schema.ts';

/** A claimed job: its attempt counter already counts the run about to start. */
export interface ClaimedJob {
  id: string;
  kind: string;
  payload: unknown;
  attempts: number;
}

export type DeadJob = Pick<typeof jobs.$inferSelect, 'id' | 'kind' | 'attempts' | 'deadAt' | 'lastError'>;

const iso = (at: Date) => sql`${at.toISOString()}::timestamptz`;

export async function insertJob(
  db: Executor,
  job: { kind: string; payload: unknown; runAt: Date; dedupeKey: string | null },
  options: { reviveDead?: boolean } = {},
): Promise<void> {
  if (!options.reviveDead || !job.dedupeKey) {
    await db.insert(jobs).values(job).onConflictDoNothing();
    return;
  }
  // the row of the same key, if the queue gave it up, gets its attempts back and runs again
  await db
    .insert(jobs)
    .values(job)
    .onConflictDoUpdate({
      target: jobs.dedupeKey,
      set: { attempts: 0, deadAt: null, lockedAt: null, runAt: job.runAt },
      setWhere: sql`${jobs.deadAt} is not null`,
    });
}

/**
 * Claims due jobs, up to `free[kind]` of each kind, each kind's oldest first: a kind with thousands of
 * due jobs takes its own places only, never another kind's. FOR UPDATE SKIP LOCKED per kind, so that
 * instances sharing one PostgreSQL never claim one job twice. A job locked longer than `staleBefore`
 * belongs to an instance that died and is claimed again.
 */
export async function claimDueJobs(
  db: Executor,
  options: { free: Record<string, number>; now: Date; staleBefore: Date; maxAttempts: number },
): Promise<ClaimedJob[]> {
  const kinds = Object.keys(options.free).filter((kind) => options.free[kind]! > 0);
  if (kinds.length === 0) return [];
  const limits = kinds.map((kind) => options.free[kind]!);
  const result = await db.execute(sql`
    update jobs set locked_at = ${iso(options.now)}, attempts = attempts + 1
    where id in (
      select due.id
      from unnest(${toPgArray(kinds)}::text[], ${toPgArray(limits)}::int[]) as wanted(kind, free)
      cross join lateral (
        select id from jobs
        where jobs.kind = wanted.kind and done_at is null and dead_at is null
          and run_at <= ${iso(options.now)} and attempts < ${options.maxAttempts}
          and (locked_at is null or locked_at < ${iso(options.staleBefore)})
        order by run_at
        limit wanted.free
        for update skip locked) as due)
    returning id, kind, payload, attempts`);
  return result.rows as unknown as ClaimedJob[];
}

export async function markJobDone(db: Executor, id: string, now: Date): Promise<void> {
  await db.execute(
    sql`update jobs set done_at = ${iso(now)}, locked_at = null, last_error = null where id = ${id}`,
  );
}

export async function scheduleJobRetry(
  db: Executor,
  id: string,
  retry: { runAt: Date; error: string },
): Promise<void> {
  await db.execute(sql`update jobs set locked_at = null, last_error = ${retry.error},
    run_at = ${iso(retry.runAt)} where id = ${id}`);
}

export async function markJobDead(
  db: Executor,
  id: string,
  dead: { at: Date; error: string },
): Promise<void> {
  await db.execute(sql`update jobs set locked_at = null, last_error = ${dead.error},
    dead_at = ${iso(dead.at)} where id = ${id}`);
}

/**
 * Jobs whose last attempt was claimed by an instance that died (locked past `staleBefore` with no
 * attempt left) are dead: nothing would ever claim them again. Answers them for the log.
 */
export async function buryAbandonedJobs(
  db: Executor,
  options: { now: Date; staleBefore: Date; maxAttempts: number },
): Promise<{ id: string; kind: string }[]> {
  return db
    .update(jobs)
    .set({
      deadAt: options.now,
      lockedAt: null,
      lastError: sql`coalesce(${jobs.lastError}, 'the instance running its last attempt stopped')`,
    })
    .where(
      and(
        isNull(jobs.doneAt),
        isNull(jobs.deadAt),
        sql`${jobs.attempts} >= ${options.maxAttempts}`,
        lt(jobs.lockedAt, options.staleBefore),
      ),
    )
    .returning({ id: jobs.id, kind: jobs.kind });
}

/** Deletes jobs finished before `doneBefore`; dead jobs stay for the operator. Answers how many. */
export async function deleteFinishedJobs(db: Executor, doneBefore: Date): Promise<number> {
  const deleted = await db.delete(jobs).where(lt(jobs.doneAt, doneBefore)).returning({ id: jobs.id });
  return deleted.length;
}

export async function countDeadJobs(db: Executor): Promise<number> {
  const [row] = await db.select({ dead: count() }).from(jobs).where(isNotNull(jobs.deadAt));
  return row?.dead ?? 0;
}

/** The most recently dead jobs first. */
export function listDeadJobs(db: Executor, limit: number): Promise<DeadJob[]> {
  return db
    .select({
      id: jobs.id,
      kind: jobs.kind,
      attempts: jobs.attempts,
      deadAt: jobs.deadAt,
      lastError: jobs.lastError,
    })
    .from(jobs)
    .where(isNotNull(jobs.deadAt))
    .orderBy(desc(jobs.deadAt))
    .limit(limit);
}

/** Gives a dead job its attempts back and makes it due at `now`; answers false when no such dead job. */
export async function reviveDeadJob(db: Executor, id: string, now: Date): Promise<boolean> {
  const revived = await db
    .update(jobs)
    .set({ deadAt: null, attempts: 0, runAt: now, lockedAt: null })
    .where(and(sql`${jobs.id} = ${id}`, isNotNull(jobs.deadAt)))
    .returning({ id: jobs.id });
  return revived.length > 0;
}
