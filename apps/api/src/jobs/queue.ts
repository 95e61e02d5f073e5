import type { Database, Executor } from '../db/client.ts';
import {
  type ClaimedJob,
  claimDueJobs,
  insertJob,
  markJobDead,
  markJobDone,
  scheduleJobRetry,
} from './job-repository.ts';

export type JobHandler = (payload: unknown) => Promise<void>;

/** What happened to a job whose run failed: retried later, or dead after its last attempt. */
export interface JobFailure {
  id: string;
  kind: string;
  attempts: number;
  dead: boolean;
}

export type JobErrorReport = (error: unknown, kind: string, failure: JobFailure) => void;

/** Attempts per job; a job whose last attempt fails is dead (dead_at, last_error) and stays for the operator. */
export const MAX_JOB_ATTEMPTS = 5;
/** A job locked longer than this belongs to an instance that died: another instance claims it again. */
export const JOB_LOCK_TIMEOUT_MS = 5 * 60_000;
const FIRST_RETRY_MS = 2 * 60_000;
const LONGEST_RETRY_MS = 60 * 60_000;
/** How many jobs of each kind one pass of runDueJobs claims. */
const PASS_BATCH = 10;

/** Back-off after the n-th failed attempt: 2, 4, 8, 16 … minutes, never more than an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(attempts - 1, 0), LONGEST_RETRY_MS);
}

/**
 * Adds a job due at `runAt` (the application clock's time, never the wall clock's: tests move the clock);
 * a dedupe key makes the same job from several instances (or ticks) one row.
 */
export async function enqueueJob(
  db: Executor,
  job: {
    kind: string;
    payload?: unknown;
    runAt: Date;
    dedupeKey?: string;
    /** a dead job of the same dedupe key is brought back (attempts from 0) instead of kept dead */
    reviveDead?: boolean;
  },
): Promise<void> {
  await insertJob(
    db,
    {
      kind: job.kind,
      payload: job.payload ?? {},
      runAt: job.runAt,
      dedupeKey: job.dedupeKey ?? null,
    },
    { reviveDead: job.reviveDead === true },
  );
}

/** Claims due jobs of the given kinds, up to `free[kind]` each (see claimDueJobs). */
export function claimJobs(db: Database, free: Record<string, number>, now: Date): Promise<ClaimedJob[]> {
  return claimDueJobs(db, {
    free,
    now,
    staleBefore: new Date(now.getTime() - JOB_LOCK_TIMEOUT_MS),
    maxAttempts: MAX_JOB_ATTEMPTS,
  });
}

/**
 * Runs one claimed job and records its outcome: done, retried after a back-off, or dead after its
 * last attempt. `now` is read when the job ends (the application clock).
 */
export async function runClaimedJob(
  db: Database,
  job: ClaimedJob,
  handler: JobHandler | undefined,
  now: () => Date,
  onError: JobErrorReport,
): Promise<void> {
  try {
    if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
    await handler(job.payload);
  } catch (error) {
    const dead = job.attempts >= MAX_JOB_ATTEMPTS;
    onError(error, job.kind, { id: job.id, kind: job.kind, attempts: job.attempts, dead });
    const at = now();
    // without the values of a failed query (they may be personal data)
    const message = String(error)
      .split(/\nparams:/)[0]!
      .slice(0, 2000);
    if (dead) await markJobDead(db, job.id, { at, error: message });
    else
      await scheduleJobRetry(db, job.id, {
        runAt: new Date(at.getTime() + retryDelayMs(job.attempts)),
        error: message,
      });
    return;
  }
  await markJobDone(db, job.id, now());
}

/**
 * One pass (tests and the subscription worker call it): claims up to 10 due jobs of each kind it has a
 * handler for, runs them one after another and records each outcome. Answers how many it ran.
 */
export async function runDueJobs(
  db: Database,
  handlers: Record<string, JobHandler>,
  now: Date,
  onError: JobErrorReport,
): Promise<number> {
  const free = Object.fromEntries(Object.keys(handlers).map((kind) => [kind, PASS_BATCH]));
  const claimed = await claimJobs(db, free, now);
  for (const job of claimed) await runClaimedJob(db, job, handlers[job.kind], () => now, onError);
  return claimed.length;
}
