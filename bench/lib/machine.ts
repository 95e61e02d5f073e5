import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';

/** The machine a result was measured on (results are only comparable on the same one). */
export function machine() {
  return {
    nproc: availableParallelism(),
    cpu: cpus()[0]?.model.trim() ?? 'unknown',
    ramGiB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
  };
}

/** The 1-minute load average: on a shared machine, latencies are only comparable at a similar load. */
export function loadAverage(): number {
  return Math.round((loadavg()[0] ?? 0) * 100) / 100;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
