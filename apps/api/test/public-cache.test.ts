import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { ApiCall } from '@champions/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { routeFromCall } from '../src/shared/call-route.ts';
import { publicAnswerConfig, publicAnswerKey, sendPublicAnswer } from '../src/shared/public-answers.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { redisAnswers, TEST_REDIS_URL } from './redis-reachable.ts';

/**
 * The public cache inside Fastify: a repeated public answer is served by an onRequest hook, after every
 * other onRequest hook, with Fastify's own onSend hooks and log line. Over a real socket, so that the
 * headers are the ones a client gets.
 */
let t: TestApp;
let app: FastifyInstance;
let base: string;
const lines: string[] = [];
/** requests that reached the handler's side of the hooks (a cached answer stops before) */
let handled = 0;

/** a public call with a rate limit, to prove a cached answer still counts against the limit */
const limitedCall = {
  method: 'GET',
  path: '/api/test/limited',
  summary: 'test',
  role: null,
  query: z.object({ n: z.coerce.number().int().default(1) }),
  status: 200,
  answer: z.object({ n: z.number() }),
} satisfies ApiCall;

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
  app.addHook('preHandler', async () => {
    handled += 1;
  });
  routeFromCall(
    app,
    limitedCall,
    {
      tags: ['test'],
      config: { ...publicAnswerConfig(limitedCall, 60), rateLimit: { max: 3, timeWindow: '1 minute' } },
    },
    async ({ query, request, reply }) => {
      const answer = await app.ctx.publicCache.answer(
        publicAnswerKey(limitedCall, undefined, query),
        async () => ({ n: query.n }),
        limitedCall.answer,
      );
      return sendPublicAnswer(request, reply, answer, 60);
    },
  );
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
const completed = () => lines.filter((line) => line.includes('request completed'));

describe('a cached public answer', () => {
  it('has the headers, bytes, hooks and single log line of the answer that filled the cache', async () => {
    const url = `${base}/api/public/activities?search=j%C3%B3ga&limit=5`;
    const before = handled;
    const miss = await fetch(url, { headers: { 'x-request-id': 'public-cache-miss-1' } });
    expect(handled).toBe(before + 1);
    const missLines = completed().length;
    const hit = await fetch(url, { headers: { 'x-request-id': 'public-cache-hit-1' } });
    // served before the handler's hooks: from the cache
    expect(handled).toBe(before + 1);
    expect(hit.status).toBe(200);
    expect(await hit.text()).toBe(await miss.text());
    expect(withoutPerRequest(hit.headers)).toEqual(withoutPerRequest(miss.headers));
    expect(hit.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(hit.headers.get('x-content-type-options')).toBe('nosniff');
    expect(hit.headers.get('cache-control')).toBe('public, max-age=30, stale-while-revalidate=300');
    expect(hit.headers.get('x-request-id')).toBe('public-cache-hit-1');
    const hitLines = completed().slice(missLines);
    expect(hitLines).toHaveLength(1);
    const hitLine = JSON.parse(hitLines[0]!);
    const missLine = JSON.parse(completed()[missLines - 1]!);
    // pino writes both, with the same serializers: the same fields, never the query string
    expect(Object.keys(hitLine)).toEqual(Object.keys(missLine));
    expect(hitLine.reqId).toBe('public-cache-hit-1');
    expect(missLine.reqId).toBe('public-cache-miss-1');
    expect(hitLine.req).toEqual({ id: 'public-cache-hit-1', method: 'GET', url: '/api/public/activities' });
    expect(hitLines[0]).not.toContain('search');
    expect(lines.join('')).not.toContain('already sent');
  });

  it('answers If-None-Match with 304 and br from the cache, as the route does', async () => {
    const url = `${base}/api/public/`;
    const first = await fetch(url);
    const etag = first.headers.get('etag')!;
    const before = handled;
    const notModified = await fetch(url, { headers: { 'if-none-match': etag } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('etag')).toBe(etag);
    const br = await app.inject({ method: 'GET', url: '/api/public/', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(handled).toBe(before);
  });

  it('keys by the parsed query: order and unknown parameters do not matter, values do', async () => {
    const first = await fetch(`${base}/api/public/activities?limit=7&search=beh`);
    const bytes = app.ctx.publicCache.bytes();
    const before = handled;
    const reordered = await fetch(`${base}/api/public/activities?search=beh&limit=7&utm_source=x&page=1`);
    expect(reordered.headers.get('etag')).toBe(first.headers.get('etag'));
    // random unknown parameters: all one answer, no new entry
    for (let i = 0; i < 50; i++) {
      const res = await fetch(
        `${base}/api/public/activities?search=beh&limit=7&r${i}=${randomBytes(4).toString('hex')}`,
      );
      expect(res.status).toBe(200);
    }
    expect(handled).toBe(before);
    expect(app.ctx.publicCache.bytes()).toBe(bytes);
    await fetch(`${base}/api/public/activities?limit=8&search=beh`);
    expect(handled).toBe(before + 1);
  });

  it('leaves invalid input to the route: 400 for a bad value and for a control character', async () => {
    expect((await fetch(`${base}/api/public/activities?limit=abc`)).status).toBe(400);
    await fetch(`${base}/api/public/activities?search=joga`);
    // the schema trims the search, but control characters are refused before validation
    expect((await fetch(`${base}/api/public/activities?search=joga%01`)).status).toBe(400);
    expect((await fetch(`${base}/api/public/activities?search=%0Ajoga`)).status).toBe(400);
  });

  it('still counts a cached answer against the route rate limit', async () => {
    const codes: number[] = [];
    let lastHeaders: Headers | undefined;
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${base}/api/test/limited?n=1`);
      codes.push(res.status);
      if (i === 2) lastHeaders = res.headers;
    }
    expect(codes).toEqual([200, 200, 200, 429]);
    expect(lastHeaders?.get('x-ratelimit-remaining')).toBe('0');
  });

  it('is only for public GET calls of the route table', async () => {
    expect(() => publicAnswerConfig({ ...limitedCall, role: 'user' } as ApiCall, 60)).toThrow(/public GET/);
    const personal = await fetch(`${base}/api/user/me`);
    expect(personal.status).toBe(401);
    expect(personal.headers.get('cache-control')).toBe('no-store');
  });
});

const REDIS_PRESENT = await redisAnswers(TEST_REDIS_URL);
const ON_POSTGRES = process.env.TEST_DB_ENGINE === 'postgres' && !!process.env.TEST_DATABASE_URL;
if (!REDIS_PRESENT || !ON_POSTGRES) {
  console.warn(
    `NOTE: the two-instance cache test needs PostgreSQL (TEST_DATABASE_URL, the api-postgres project) and Redis at ${TEST_REDIS_URL}; ${ON_POSTGRES ? '' : 'not on PostgreSQL; '}${REDIS_PRESENT ? '' : 'no Redis; '}skipped.`,
  );
}

describe.skipIf(!REDIS_PRESENT || !ON_POSTGRES)('two instances on one PostgreSQL and one Redis', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let alone: FastifyInstance;
  beforeAll(async () => {
    const env = { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: `test-cache-${randomBytes(6).toString('hex')}:` };
    a = await createTestApp({ env: { ...env, PUBLIC_CACHE_SECONDS: '60' } });
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent',
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
      PUBLIC_CACHE_SECONDS: '60',
    });
    // instance B: its own cache, the same database and Redis
    b = await buildApp({ config: { ...config, ...env }, db: a.db, clock: a.clock });
    // the control: the same database, no Redis, so it hears nothing
    alone = await buildApp({ config, db: a.db, clock: a.clock });
  });
  afterAll(async () => {
    await b?.close();
    await alone?.close();
    await a?.close();
  });

  it("a partner's change on instance A is served by instance B within a second", async () => {
    const login = await a.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'partner@champions.cz', password: 'Champions123!' },
    });
    const admin = { 'x-admin-token': `Bearer ${login.json().token}` };
    const own = await a.app.inject({ method: 'GET', url: '/api/admin/activities', headers: admin });
    const activityId = own.json().activities[0].id as string;
    const url = `/api/public/activities/${activityId}`;
    for (const instance of [b, alone]) {
      expect((await instance.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
    const hide = await a.app.inject({
      method: 'PUT',
      url: `/api/admin/activities/${activityId}/published`,
      headers: admin,
      payload: { published: false },
    });
    expect(hide.statusCode).toBe(200);
    const changedAt = performance.now();
    let status = 200;
    while (status === 200 && performance.now() - changedAt < 1000) {
      status = (await b.inject({ method: 'GET', url })).statusCode;
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(status).toBe(404);
    expect(performance.now() - changedAt).toBeLessThan(1000);
    // without Redis an instance keeps its answer until it expires: the change came through Redis
    expect((await alone.inject({ method: 'GET', url })).statusCode).toBe(200);
  });
});
