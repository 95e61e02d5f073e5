import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const loadScript = fileURLToPath(new URL('./paced-load.mjs', import.meta.url));

export interface PacedRequest {
  /** ms from the start of the load */
  at: number;
  headers: Record<string, string>;
  body: string;
}
export interface PacedAnswer {
  status: number;
  ms: number;
  body: string;
}

/** Sends each POST at its moment from a process of its own (paced-load.mjs) and waits for every answer. */
export async function runPaced(
  url: string,
  requests: PacedRequest[],
): Promise<{ answers: PacedAnswer[]; late: number }> {
  const input = join(mkdtempSync(join(tmpdir(), 'proof-paced-')), 'load.json');
  writeFileSync(input, JSON.stringify({ url, requests }));
  const { stdout } = await run(process.execPath, [loadScript, input], { maxBuffer: 256 * 1024 * 1024 });
  return JSON.parse(stdout) as { answers: PacedAnswer[]; late: number };
}

/** Moments spread evenly with random jitter: `count` arrivals at `perSecond` (Poisson-like, seeded). */
export function arrivals(count: number, perSecond: number, seed = 1): number[] {
  // mulberry32: a small seeded generator in 32-bit integer steps, the same moments on every run
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const moments: number[] = [];
  let at = 0;
  for (let i = 0; i < count; i++) {
    moments.push(at);
    // exponential gaps: the arrivals of independent customers
    at += (-Math.log(1 - random()) * 1000) / perSecond;
  }
  return moments;
}
