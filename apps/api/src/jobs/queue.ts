import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.ts';
import { jobs } from '../db/schema.ts';

export type JobHandler = (payload: unknown) => Promise<void>;

const LOCK_TIMEOUT = '5 minutes';
const MAX_ATTEMPTS = 5;

/**
 * Adds a job due at `runAt` (the application clock's time, never the wall clock's: tests move the clock);
 * a dedupe key makes the same job from several instances (or ticks) one row.
 */
export async function enqueueJob(
  db: Executor,
  job: { kind: string; payload?: unknown; runAt: Date; dedupeKey?: string },
): Promise<void> {
  await db
    .insert(jobs)
    .values({
      kind: job.kind,
      payload: job.payload ?? {},
      runAt: job.runAt,
      dedupeKey: job.dedupeKey ?? null,
    })
    .onConflictDoNothing();
}

/**
 * Claims due jobs with FOR UPDATE SKIP LOCKED, so that instances sharing one PostgreSQL never run a job
 * twice, runs them and records the outcome. A failed job is retried later with a growing delay.
 */
export async function runDueJobs(
  db: Database,
  handlers: Record<string, JobHandler>,
  now: Date,
  onError: (error: unknown, kind: string) => void,
): Promise<number> {
  const claimed = await db.execute(sql`
    update jobs set locked_at = ${now.toISOString()}::timestamptz, attempts = attempts + 1
    where id in (
      select id from jobs
      where done_at is null and run_at <= ${now.toISOString()}::timestamptz and attempts < ${MAX_ATTEMPTS}
        and (locked_at is null or locked_at < ${now.toISOString()}::timestamptz - interval '${sql.raw(LOCK_TIMEOUT)}')
      order by run_at
      limit 10
      for update skip locked)
    returning id, kind, payload, attempts`);
  const rows = claimed.rows as { id: string; kind: string; payload: unknown; attempts: number }[];
  for (const job of rows) {
    try {
      const handler = handlers[job.kind];
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(job.payload);
      await db.execute(
        sql`update jobs set done_at = ${now.toISOString()}::timestamptz, last_error = null where id = ${job.id}`,
      );
    } catch (error) {
      onError(error, job.kind);
      const retryAt = new Date(now.getTime() + 2 ** job.attempts * 60_000);
      await db.execute(sql`update jobs set locked_at = null, last_error = ${String(error)},
        run_at = ${retryAt.toISOString()}::timestamptz where id = ${job.id}`);
    }
  }
  return rows.length;
}
