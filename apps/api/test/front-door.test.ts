import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createTestApp, type TestApp } from './harness.ts';

/**
 * The front door (fast repeated public reads): a public answer repeated for the same URL is sent before Fastify routes
 * the request, with everything the first answer had. Over a real socket: `inject` skips the server.
 */
let t: TestApp;
let app: FastifyInstance;
let base: string;
const lines: string[] = [];
/** requests that reached Fastify (the front door answers the others) */
let routed = 0;

beforeAll(async () => {
  t = await createTestApp({ seed: 'demo' });
  app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: '/nonexistent',
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
      PUBLIC_CACHE_SECONDS: '60',
    }),
    db: t.db,
    clock: t.clock,
    logStream: { write: (line: string) => void lines.push(line) },
  });
  app.addHook('onRequest', async () => {
    routed += 1;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

const withoutPerRequest = (headers: Headers) => {
  const kept = Object.fromEntries(headers);
  delete kept['x-request-id'];
  delete kept.date;
  return kept;
};
type IdList = { activities: { id: string }[] };
const completed = () => lines.filter((line) => line.includes('request completed'));

describe('the front door', () => {
  it('repeats a public answer with the same headers and bytes, its own request id and one log line', async () => {
    const url = `${base}/api/public/activities?search=j%C3%B3ga&limit=5`;
    const first = await fetch(url);
    const logged = completed().length;
    const routedBefore = routed;
    const second = await fetch(url, { headers: { 'x-request-id': 'front-door-check-1' } });
    expect(second.status).toBe(200);
    expect(routed).toBe(routedBefore);
    expect(await second.text()).toBe(await first.text());
    expect(withoutPerRequest(second.headers)).toEqual(withoutPerRequest(first.headers));
    expect(second.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(second.headers.get('x-request-id')).toBe('front-door-check-1');
    const lastLines = completed().slice(logged);
    expect(lastLines).toHaveLength(1);
    const line = JSON.parse(lastLines[0]!);
    expect(line.reqId).toBe('front-door-check-1');
    // the front door's line has the fields, in the order, of the line Fastify wrote for the first one
    const fastifyLine = JSON.parse(completed()[logged - 1]!);
    expect(Object.keys(line)).toEqual(Object.keys(fastifyLine));
    expect(line).toMatchObject({
      level: fastifyLine.level,
      pid: fastifyLine.pid,
      hostname: fastifyLine.hostname,
    });
    expect(line.req.url).toBe('/api/public/activities');
    expect(lastLines[0]).not.toContain('search');
    // the route answered the first one as prepared bytes, and nothing tried to answer again
    expect(lines.join('')).not.toContain('already sent');
  });

  it('answers If-None-Match with 304 and sends br to a client that takes it', async () => {
    const url = `${base}/api/public/`;
    const first = await fetch(url);
    const etag = first.headers.get('etag')!;
    const notModified = await fetch(url, { headers: { 'if-none-match': etag } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('etag')).toBe(etag);
    const { request } = await import('node:http');
    const raw = await new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
      request(url, { headers: { 'accept-encoding': 'br' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }),
        );
      })
        .on('error', reject)
        .end();
    });
    expect(raw.encoding).toBe('br');
    expect(brotliDecompressSync(raw.body).toString()).toBe(await first.text());
  });

  it('leaves other methods, other URLs and personal calls to Fastify', async () => {
    const url = `${base}/api/public/venues`;
    await fetch(url);
    expect((await fetch(url, { method: 'HEAD' })).status).toBe(200);
    const post = await fetch(url, { method: 'POST' });
    expect(post.status).toBe(404);
    const bad = await fetch(`${base}/api/public/activities?limit=abc`);
    expect(bad.status).toBe(400);
    expect((await fetch(`${base}/api/public/activities?limit=abc`)).status).toBe(400);
    const personal = await fetch(`${base}/api/user/me`);
    expect(personal.status).toBe(401);
    expect(personal.headers.get('cache-control')).toBe('no-store');
  });

  it("a partner's change is seen at once: the front door forgets with the cache", async () => {
    const url = `${base}/api/public/`;
    const before = (await (await fetch(url)).json()) as IdList;
    const count = before.activities.length;
    app.ctx.publicCache.clear();
    const hidden = before.activities[0]!.id;
    const login = await fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'partner@champions.cz', password: 'Champions123!' }),
    });
    const token = ((await login.json()) as { token: string }).token;
    const admin = { 'x-admin-token': `Bearer ${token}`, 'content-type': 'application/json' };
    const own = (await (await fetch(`${base}/api/admin/activities`, { headers: admin })).json()) as IdList;
    const mine = own.activities.map((a) => a.id);
    const target = mine.includes(hidden) ? hidden : mine[0]!;
    await fetch(url);
    const hide = await fetch(`${base}/api/admin/activities/${target}/published`, {
      method: 'PUT',
      headers: admin,
      body: JSON.stringify({ published: false }),
    });
    expect(hide.status).toBe(200);
    const after = (await (await fetch(url)).json()) as IdList;
    expect(after.activities.map((a) => a.id)).not.toContain(target);
    expect(after.activities.length).toBe(count - 1);
    const routedBefore = routed;
    await fetch(url);
    expect(routed).toBe(routedBefore);
    await fetch(`${base}/api/admin/activities/${target}/published`, {
      method: 'PUT',
      headers: admin,
      body: JSON.stringify({ published: true }),
    });
  });
});

describe('the front door with logging off', () => {
  it('repeats a public answer when LOG_LEVEL is silent (Fastify then has no pino logger)', async () => {
    const quiet = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        WEB_DIST_DIR: '/nonexistent',
        JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
        PUBLIC_CACHE_SECONDS: '60',
      }),
      db: t.db,
      clock: t.clock,
    });
    try {
      await quiet.listen({ port: 0, host: '127.0.0.1' });
      const url = `http://127.0.0.1:${(quiet.server.address() as AddressInfo).port}/api/public/venues`;
      const first = await fetch(url);
      const second = await fetch(url);
      expect(second.status).toBe(200);
      expect(await second.text()).toBe(await first.text());
      const notModified = await fetch(url, { headers: { 'if-none-match': first.headers.get('etag')! } });
      expect(notModified.status).toBe(304);
    } finally {
      await quiet.close();
    }
  });
});
