import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BENCH_PRODUCTION_EXTRAS } from '../lib/production-env.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

export async function waitFor(url: string, seconds: number): Promise<boolean> {
  for (let i = 0; i < seconds * 4; i++) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

export interface Instance {
  port: number;
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** One API process as in production (`node apps/api/src/server.ts`), on the given port. */
export async function startInstance(port: number, env: Record<string, string>): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'error',
      ...BENCH_PRODUCTION_EXTRAS,
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  if (!(await waitFor(`${url}/api/health`, 180))) {
    child.kill('SIGKILL');
    throw new Error(`the instance on port ${port} did not start`);
  }
  return {
    port,
    url,
    process: child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** The instances' mail relay (smtp-sink.mjs, a process of its own): accepts every message, keeps none. */
export async function startSmtpSink(port: number) {
  const sink = spawn(process.execPath, [join(root, 'bench/proof/smtp-sink.mjs'), String(port)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    sink.stdout.once('data', () => resolve());
    sink.once('exit', (code) => reject(new Error(`the SMTP sink exited (${code})`)));
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (sink.exitCode !== null) return resolve();
        sink.once('exit', () => resolve());
        sink.kill('SIGTERM');
      }),
  };
}

/**
 * nginx with the repository's production configuration (deploy/nginx/champions.conf), its listen
 * port, upstream ports and cache folder rewritten for this run.
 */
export async function startNginx(options: { port: number; upstreams: number[]; dir: string }) {
  const { port, upstreams, dir } = options;
  // nginx's workers run as another user (www-data) when the master is root: they write the cache
  for (const folder of ['', 'cache', 'body', 'proxy']) {
    mkdirSync(join(dir, folder), { recursive: true });
    chmodSync(join(dir, folder), 0o777);
  }
  let site = readFileSync(join(root, 'deploy/nginx/champions.conf'), 'utf8')
    .replace('listen 80;', `listen 127.0.0.1:${port};`)
    .replace('/var/cache/nginx/champions', join(dir, 'cache'));
  site = site.replace(
    /(\s+server 127\.0\.0\.1:300\d[^\n]*\n)+/,
    `\n${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=2 fail_timeout=5s;`).join('\n')}\n`,
  );
  const conf = `worker_processes 2;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${join(dir, 'body')};
  proxy_temp_path ${join(dir, 'proxy')};
  ${site}
}
`;
  writeFileSync(join(dir, 'nginx.conf'), conf);
  const nginx = spawn('nginx', ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  if (!(await waitFor(`${url}/api/health`, 30))) {
    nginx.kill('SIGKILL');
    throw new Error('nginx did not start');
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (nginx.exitCode !== null) return resolve();
        nginx.once('exit', () => resolve());
        nginx.kill('SIGQUIT');
      }),
  };
}
