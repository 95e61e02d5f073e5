import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';
import { DEMO_ACCOUNTS as DEMO, demoApiKey, schemeHeaders } from './route-table-kit.ts';

/**
 * A scripted attack run, as an attacker would try the API: forged client-address headers, a burst of wrong sign-ins, and a NUL
 * byte in every string field that /api/openapi.json declares. It ends with no 5xx and no bypassed limit.
 */
const LIMIT = 10;
let t: TestApp;
const tokens: Record<string, string> = {};
const serverErrors: string[] = [];

beforeAll(async () => {
  // a queue long enough for the whole burst: the run checks limits, not the overload answer (503)
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: String(LIMIT), HASH_QUEUE: '100' } });
  for (const [role, email] of Object.entries(DEMO)) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/${role}/login`,
      payload: { email, password: 'Champions123!' },
      remoteAddress: `192.0.2.${Object.keys(tokens).length + 1}`,
    });
    tokens[role] = res.json().token;
  }
  tokens.partnerApiKey = await demoApiKey(t.app, tokens.admin!);
});
afterAll(async () => {
  await t?.close();
  expect(serverErrors).toEqual([]);
});

const send = async (options: InjectOptions) => {
  const res = await t.app.inject(options);
  if (res.statusCode >= 500)
    serverErrors.push(`${String(options.method)} ${String(options.url)} → ${res.statusCode}`);
  return res;
};

describe('forged client-address headers', () => {
  it('never escape the per-address limit', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await send({
        method: 'POST',
        url: '/api/user/forgot-password',
        payload: { email: `obet${i}@example.cz` },
        remoteAddress: '198.51.100.200',
        headers: {
          'x-forwarded-for': `203.0.113.${i}, 10.0.0.${i}`,
          'x-real-ip': `203.0.113.${i}`,
          forwarded: `for=203.0.113.${i}`,
          'x-client-ip': `203.0.113.${i}`,
          'true-client-ip': `203.0.113.${i}`,
        },
      });
      codes.push(res.statusCode);
    }
    expect(codes.filter((code) => code === 202)).toHaveLength(LIMIT);
    expect(codes.slice(LIMIT).every((code) => code === 429)).toBe(true);
  });
});

describe('a burst of wrong sign-ins', () => {
  it('is cut by the per-address limit and the account throttle; the right password does not slip through', async () => {
    const address = '198.51.100.201';
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        send({
          method: 'POST',
          url: '/api/superadmin/login',
          payload: { email: DEMO.superadmin, password: `hadam-heslo-${i}` },
          remoteAddress: address,
        }),
      ),
    );
    const codes = burst.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 200)).toEqual([]);
    expect(codes.filter((code) => code === 401).length).toBeLessThanOrEqual(LIMIT);
    expect(codes.filter((code) => code === 429).length).toBeGreaterThanOrEqual(40 - LIMIT);
    const after = await send({
      method: 'POST',
      url: '/api/superadmin/login',
      payload: { email: DEMO.superadmin, password: 'Champions123!' },
      remoteAddress: address,
    });
    expect(after.statusCode).toBe(429);
    // the real owner, from an address that signed in before, is not locked out
    const owner = await send({
      method: 'POST',
      url: '/api/superadmin/login',
      payload: { email: DEMO.superadmin, password: 'Champions123!' },
      remoteAddress: '192.0.2.3',
    });
    expect(owner.statusCode).toBe(200);
  });
});

interface Operation {
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  parameters?: { in: string; name: string; schema?: Schema }[];
  security?: Record<string, unknown>[];
}
interface Schema {
  type?: string | string[];
  anyOf?: Schema[];
  properties?: Record<string, Schema>;
}
const isString = (schema: Schema | undefined): boolean =>
  !!schema &&
  (schema.type === 'string' ||
    (Array.isArray(schema.type) && schema.type.includes('string')) ||
    (schema.anyOf ?? []).some(isString));

describe('a NUL byte in every string field of /api/openapi.json', () => {
  it('is refused with a 4xx everywhere, and with 400 naming the field where the caller may call', async () => {
    const doc = (await send({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const wrong: string[] = [];
    let checked = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const role = Object.keys(operation.security?.[0] ?? {})[0];
        const headers = schemeHeaders(role, tokens);
        const base = path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
        const attempts: { url: string; payload?: object; field: string }[] = [];
        for (const parameter of operation.parameters ?? []) {
          if (parameter.in === 'query' && isString(parameter.schema)) {
            attempts.push({ url: `${base}?${parameter.name}=a%00b`, field: `query.${parameter.name}` });
          }
          if (parameter.in === 'path') {
            attempts.push({
              url: path
                .replace(`{${parameter.name}}`, 'a%00b')
                .replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'),
              field: `params.${parameter.name}`,
            });
          }
        }
        const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
        for (const [name, property] of Object.entries(bodySchema?.properties ?? {})) {
          if (isString(property))
            attempts.push({ url: base, payload: { [name]: 'a\u0000b' }, field: `body.${name}` });
        }
        for (const attempt of attempts) {
          checked++;
          const res = await send({
            method: method.toUpperCase() as 'POST',
            url: attempt.url,
            headers,
            remoteAddress: '192.0.2.200',
            ...(attempt.payload ? { payload: attempt.payload } : {}),
          });
          const fields = (res.json().details?.fields ?? []) as { field: string }[];
          const named = res.statusCode === 400 && fields.some((f) => f.field === attempt.field);
          // 429: the per-address limit of sign-in routes is doing its job; 404: an unknown id in the path
          if (!named && ![404, 429].includes(res.statusCode)) {
            wrong.push(`${method.toUpperCase()} ${attempt.url} ${attempt.field} → ${res.statusCode}`);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(30);
    expect(wrong).toEqual([]);
    expect(serverErrors).toEqual([]);
  });
});
