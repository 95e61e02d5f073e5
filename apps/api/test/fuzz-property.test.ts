import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { DEMO_ACCOUNTS as DEMO } from './route-table-kit.ts';

/**
 * Property-based fuzzing of every operation of /api/openapi.json (the route table's): random JSON
 * bodies, random path parameters and query strings, sent with the token of a random role or none.
 * Whatever arrives, the answer is never a 5xx, a 4xx explains itself in a JSON message, and no log
 * line carries a stack trace or the signing secret. `npm run proof` runs the long version.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const JWT_SECRET = 'fuzz-secret-fuzz-secret-fuzz-secret-0123456789';
/** calls that end the session or the account: fuzzed, they would leave nothing signed in to fuzz */
const SESSION_ENDING = /\/(logout|logout-everywhere|account|delete-account)$/;

let t: TestApp;
let app: Awaited<ReturnType<typeof buildApp>>;
const lines: string[] = [];
let operations: { method: string; path: string; role: string | null; query: string[] }[];
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: '/nonexistent',
      JWT_SECRET,
      AUTH_RATE_LIMIT: '100000',
    }),
    db: t.db,
    clock: t.clock,
    logStream: { write: (line: string) => void lines.push(line) },
  });
  await app.ready();
  const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<
      string,
      Record<string, { security?: Record<string, unknown>[]; parameters?: { in: string; name: string }[] }>
    >;
  };
  operations = Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod)
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        role: Object.keys(operation.security?.[0] ?? {})[0] ?? null,
        query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      }))
      .filter((operation) => !SESSION_ENDING.test(operation.path)),
  );
  for (const [role, email] of Object.entries(DEMO)) {
    const res = await app.inject({
      method: 'POST',
      url: `/api/${role}/login`,
      payload: { email, password: 'Champions123!' },
    });
    tokens[role] = res.json().token;
  }
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

const pathValue = fc.oneof(
  fc.uuid(),
  fc.string({ maxLength: 40 }),
  fc.integer().map(String),
  fc.constantFrom('..%2f..', '%00', "' or 1=1 --", '%F0%9F%92%A9', 'null'),
);
const queryValue = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.integer().map(String),
  fc.constantFrom('', '2026-13-45', '-1', '1e309', 'true', '%ff', '[]'),
);

describe('fuzzing every call', () => {
  it(`answers ${RUNS} random requests without a server error`, async () => {
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.nat(operations.length - 1),
        fc.constantFrom(null, ...Object.keys(DEMO), 'own'),
        fc.array(pathValue, { minLength: 3, maxLength: 3 }),
        fc.dictionary(fc.string({ maxLength: 10 }), queryValue, { maxKeys: 4 }),
        fc.option(fc.jsonValue({ maxDepth: 4 }), { nil: undefined }),
        async (index, roleChoice, pathValues, randomQuery, body) => {
          const operation = operations[index]!;
          let parameter = 0;
          const url = operation.path.replace(/\{[^}]+\}/g, () =>
            encodeURIComponent(pathValues[parameter++ % 3]!),
          );
          const query = new URLSearchParams(randomQuery);
          for (const name of operation.query)
            if (randomQuery[name] === undefined) query.set(name, pathValues[0]!);
          const role = roleChoice === 'own' ? operation.role : roleChoice;
          const headers: Record<string, string> = role
            ? { [`x-${operation.role ?? role}-token`]: `Bearer ${tokens[role]}` }
            : {};
          const res = await app.inject({
            remoteAddress: `10.1.${(++sent >> 8) & 255}.${sent & 255}`,
            method: operation.method as 'GET',
            url: `${url}?${query}`,
            headers,
            ...(body === undefined || operation.method === 'GET' ? {} : { payload: body as object }),
          });
          const name = `${operation.method} ${operation.path} → ${res.statusCode}`;
          expect(res.statusCode, name).toBeLessThan(500);
          if (res.statusCode >= 400 && String(res.headers['content-type']).includes('json'))
            expect(typeof res.json().message, name).toBe('string');
        },
      ),
      { numRuns: RUNS },
    );
    await app.ctx.mailer.settled();
    const log = lines.join('');
    expect(log).not.toContain(JWT_SECRET);
    expect(log).not.toMatch(/\n\s+at [\w.<>]+ \(/); // a stack trace
    expect(log).not.toContain('"level":50'); // an error logged: a request the server did not handle
  }, 60_000);
});
