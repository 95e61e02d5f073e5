import { availableParallelism } from 'node:os';
import { ServiceUnavailableError } from './errors.ts';

/**
 * Bounds how many password hashes run at once. scrypt runs on libuv's small thread pool, which file
 * reads and DNS share: a burst of sign-ins would otherwise stall every static file and health check.
 * At most `concurrency` hashes run, `queue` more wait; beyond that the caller gets 503 with Retry-After.
 */
export interface HashLimiter {
  run<T>(work: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
}

export const HASH_RETRY_AFTER_SECONDS = 2;

export function createHashLimiter(concurrency: number, queue: number): HashLimiter {
  let running = 0;
  const waiters: (() => void)[] = [];
  const release = () => {
    const next = waiters.shift();
    if (next) next();
    else running--;
  };
  return {
    get running() {
      return running;
    },
    get waiting() {
      return waiters.length;
    },
    async run(work) {
      if (running < concurrency) {
        running++;
      } else if (waiters.length < queue) {
        // the slot passes directly from the finishing hash to this one
        await new Promise<void>((resolve) => waiters.push(resolve));
      } else {
        throw new ServiceUnavailableError(HASH_RETRY_AFTER_SECONDS, 'HASHING_BUSY');
      }
      try {
        return await work();
      } finally {
        release();
      }
    },
  };
}

const defaultConcurrency = availableParallelism();
let shared = createHashLimiter(defaultConcurrency, defaultConcurrency * 2);

/** The process-wide limiter every hash goes through (one thread pool per process). */
export function hashLimiter(): HashLimiter {
  return shared;
}

/** Sets the process-wide bounds (HASH_CONCURRENCY, HASH_QUEUE); called once when the app is built. */
export function configureHashLimiter(concurrency: number, queue: number): void {
  shared = createHashLimiter(concurrency, queue === 0 ? concurrency * 2 : queue);
}
