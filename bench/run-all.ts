/**
 * `npm run bench`: runs every benchmark of bench/, one after another (never in parallel: they would
 * measure each other), then writes bench/results/latest.md (bench/report.ts). A bench that fails is
 * reported in its row (its result file stays as it was, with its own date) and the others still run.
 *
 *   npm run bench                      (BENCH_ONLY=api,nearby,text,cost,weight,lighthouse to run some)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { BENCH_PRODUCTION_EXTRAS } from './lib/production-env.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const only = process.env.BENCH_ONLY?.split(',');
const LIGHTHOUSE_PORT = 3305;

function run(command: string, args: string[], env: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    console.log(`\n$ ${[command, ...args].join(' ')}`);
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

async function waitFor(url: string, seconds: number): Promise<boolean> {
  for (let i = 0; i < seconds; i++) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return false;
}

/** Lighthouse needs the product running: a production build, the demo catalogue, in memory. */
async function lighthouse(): Promise<number> {
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(LIGHTHOUSE_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      // required in production; the pages Lighthouse opens send no e-mail
      SMTP_URL: 'smtp://127.0.0.1:2525',
      ...BENCH_PRODUCTION_EXTRAS,
      PUBLIC_URL: `http://127.0.0.1:${LIGHTHOUSE_PORT}`,
    },
  });
  try {
    if (!(await waitFor(`http://127.0.0.1:${LIGHTHOUSE_PORT}/api/health`, 180))) return 1;
    return await run('node', ['bench/lighthouse.mjs'], { LH_URL: `http://127.0.0.1:${LIGHTHOUSE_PORT}` });
  } finally {
    server.kill('SIGTERM');
  }
}

const steps: [string, () => Promise<number>][] = [
  ['api', () => run('npx', ['tsx', 'bench/api-throughput.ts'])],
  ['nearby', () => run('npx', ['tsx', 'bench/nearby-search.ts'])],
  ['text', () => run('npx', ['tsx', 'bench/text-search.ts'])],
  ['cost', () => run('npx', ['tsx', 'bench/cost.ts'])],
  ['weight', async () => (await run('npm', ['run', 'build'])) || run('node', ['bench/page-weight.mjs'])],
  ['lighthouse', lighthouse],
];
const failed: string[] = [];
for (const [name, step] of steps) {
  if (only && !only.includes(name)) continue;
  if ((await step()) !== 0) failed.push(name);
}
await run('npx', ['tsx', 'bench/report.ts']);
// the result files are committed: keep them in the repository's format
await run('npx', ['biome', 'format', '--write', 'bench/results']);
if (failed.length) {
  console.error(
    `\nbenches that failed (their rows show the previous result or say it is missing): ${failed.join(', ')}`,
  );
  process.exitCode = 1;
}
