import type { Database } from '../db/client.ts';
import type { ClaimedJob } from './job-repository.ts';
import { claimJobs, type JobErrorReport, type JobHandler, runClaimedJob } from './queue.ts';

export interface JobRunnerOptions {
  db: Database;
  handlers: Record<string, JobHandler>;
  /** the application clock: due times and outcomes are its time, never the wall clock's */
  now: () => Date;
  onError: JobErrorReport;
  /** reports a claim or an outcome the database did not take (unreachable); claims resume after `idleMs` */
  onDatabaseError: (error: unknown) => void;
  /** how many jobs of a kind this runner runs at once; kinds not named get `defaultLimit` */
  limits?: Readonly<Record<string, number>>;
  defaultLimit?: number;
  /** how long the runner waits before asking again when nothing was due */
  idleMs?: number;
}

export interface JobRunner {
  /** Stops claiming and resolves when the jobs that are running have ended. */
  stop(): Promise<void>;
}

/**
 * Runs due jobs continuously. Each kind has its own places (`limits`), claimed in one statement for all
 * kinds with a free place, so thousands of due reminders never hold back a renewal. When a job ends its
 * place is claimed again at once; when nothing is due the runner asks again after `idleMs`.
 */
export function startJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, handlers, now } = options;
  const idleMs = options.idleMs ?? 1000;
  const limitOf = (kind: string) => options.limits?.[kind] ?? options.defaultLimit ?? 2;
  const kinds = Object.keys(handlers);
  const running = new Map<string, number>();
  const inFlight = new Set<Promise<void>>();
  let stopping = false;
  // set when a job ends or stop() is called, so a wake-up that comes during a claim is not lost
  let woken = false;
  let wakeUp = () => {};

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      if (woken) return resolve();
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeUp = () => {};
        resolve();
      }
      wakeUp = done;
    });
  const wake = () => {
    woken = true;
    wakeUp();
  };

  const start = (job: ClaimedJob) => {
    running.set(job.kind, (running.get(job.kind) ?? 0) + 1);
    const run = runClaimedJob(db, job, handlers[job.kind], now, options.onError)
      .catch(options.onDatabaseError)
      .finally(() => {
        running.set(job.kind, running.get(job.kind)! - 1);
        inFlight.delete(run);
        wake();
      });
    inFlight.add(run);
  };

  async function loop(): Promise<void> {
    while (!stopping) {
      woken = false;
      const free: Record<string, number> = {};
      for (const kind of kinds) free[kind] = limitOf(kind) - (running.get(kind) ?? 0);
      try {
        for (const job of await claimJobs(db, free, now())) start(job);
      } catch (error) {
        options.onDatabaseError(error);
      }
      // Every kind is now either full or has nothing due: the next claim waits for a place to free
      // up (a job ending), for stop(), or for the idle interval (jobs that came due meanwhile).
      if (!stopping) await pause(idleMs);
    }
  }

  const looping = loop();
  return {
    async stop() {
      stopping = true;
      wake();
      await looping;
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}
