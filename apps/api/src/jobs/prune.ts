import type { Executor } from '../db/client.ts';
import { buryAbandonedJobs, deleteFinishedJobs } from './job-repository.ts';
import { JOB_LOCK_TIMEOUT_MS, MAX_JOB_ATTEMPTS } from './queue.ts';

/** Finished jobs are kept this long (to look into a recent run), then deleted; dead jobs stay. */
export const FINISHED_JOB_RETENTION_DAYS = 7;

/**
 * The queue's housekeeping (the hourly 'jobs.prune' job): deletes jobs finished more than
 * FINISHED_JOB_RETENTION_DAYS ago and marks dead the jobs whose last attempt was claimed by an
 * instance that stopped, which nothing would claim again.
 */
export async function pruneJobs(
  db: Executor,
  now: Date,
  log: { error: (details: object, message: string) => void },
): Promise<{ deleted: number; buried: number }> {
  const deleted = await deleteFinishedJobs(
    db,
    new Date(now.getTime() - FINISHED_JOB_RETENTION_DAYS * 24 * 3_600_000),
  );
  const buried = await buryAbandonedJobs(db, {
    now,
    staleBefore: new Date(now.getTime() - JOB_LOCK_TIMEOUT_MS),
    maxAttempts: MAX_JOB_ATTEMPTS,
  });
  for (const job of buried)
    log.error({ kind: job.kind, jobId: job.id }, 'job dead: its last attempt never ended');
  return { deleted, buried: buried.length };
}
