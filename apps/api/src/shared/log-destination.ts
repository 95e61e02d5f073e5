import pino from 'pino';

/**
 * Where the request log goes in production: stdout (or a file), written asynchronously in batches of
 * about 4 kB instead of one synchronous write per line. One write a line cost a public answer a fifth
 * of its time (bench/api-throughput.ts). The batch is flushed when the app closes; on a crash the last lines
 * (at most one batch) may be lost, which request logs can afford.
 */
export function createLogDestination(dest: number | string = 1) {
  return pino.destination({ dest, sync: false, minLength: 4096 });
}

/** Writes what the batch holds; a destination still opening or already writing has nothing to lose. */
export function flushLog(stream: { flushSync?(): void } | undefined): void {
  try {
    stream?.flushSync?.();
  } catch {
    // not open yet, or a write in flight that completes on its own
  }
}
