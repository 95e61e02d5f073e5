import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
const distinctLoad = fileURLToPath(new URL('./distinct-load.mjs', import.meta.url));

export interface LoadResult {
  requestsPerSecond: number;
  /** requests answered in the run */
  requests: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

/**
 * Loads a URL with autocannon in a process of its own (so the load generator does not share the
 * server's event loop), and reads its JSON report.
 */
export async function loadUrl(
  url: string,
  options: {
    connections: number;
    seconds: number;
    headers?: Record<string, string>;
    /** replace `[<id>]` in the URL with a new number on every request (distinct queries) */
    distinct?: boolean;
  },
): Promise<LoadResult> {
  const args = [autocannonCli, '-j', '-c', String(options.connections), '-d', String(options.seconds)];
  for (const [name, value] of Object.entries(options.headers ?? {})) args.push('-H', `${name}=${value}`);
  args.push(url);
  const { connections, seconds, headers } = options;
  const { stdout } = options.distinct
    ? await run(
        process.execPath,
        [distinctLoad, JSON.stringify({ url, connections, seconds, headers: headers ?? {} })],
        { maxBuffer: 64 * 1024 * 1024 },
      )
    : await run(process.execPath, args, { maxBuffer: 64 * 1024 * 1024 });
  const report = JSON.parse(stdout) as {
    requests: { average: number; total: number };
    latency: { p99: number };
    non2xx: number;
    errors: number;
    timeouts: number;
    '2xx': number;
    '3xx'?: number;
  };
  return {
    requestsPerSecond: report.requests.average,
    requests: report.requests.total,
    latencyP99Ms: report.latency.p99,
    non2xx: report.non2xx,
    errors: report.errors,
    timeouts: report.timeouts,
  };
}
