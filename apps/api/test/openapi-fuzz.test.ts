import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';
import { DEMO_ACCOUNTS as DEMO } from './route-table-kit.ts';

/**
 * Reads the API's own OpenAPI document and sends every operation malformed input, signed in as the role
 * it asks for: the answer must be a 4xx JSON error, never a 5xx.
 */
let t: TestApp;
let doc: {
  paths: Record<
    string,
    Record<
      string,
      {
        requestBody?: unknown;
        parameters?: { in: string; name: string; required?: boolean }[];
        security?: Record<string, unknown>[];
      }
    >
  >;
};
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
  doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  for (const [role, email] of Object.entries(DEMO)) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/${role}/login`,
      payload: { email, password: 'Champions123!' },
    });
    tokens[role] = res.json().token;
  }
});
afterAll(async () => {
  await t?.close();
});

const MALFORMED_BODIES: unknown[] = [
  {},
  { email: 42, password: [], token: null, id: 'x' },
  'not json at all',
];

describe('every operation of /api/openapi.json refuses malformed input with a 4xx', () => {
  it('has operations to check', () => {
    expect(Object.keys(doc.paths).length).toBeGreaterThan(20);
  });

  it('answers malformed bodies, params and queries without a server error', async () => {
    const failures: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const takesInput =
          operation.requestBody || path.includes('{') || (operation.parameters ?? []).length > 0;
        if (!takesInput) continue; // nothing to malform (e.g. logout-everywhere)
        const role = Object.keys(operation.security?.[0] ?? {})[0];
        const headers: Record<string, string> = role ? { [`x-${role}-token`]: `Bearer ${tokens[role]}` } : {};
        const url = path.replace(/\{[^}]+\}/g, 'not-a-uuid');
        const requiredQuery = (operation.parameters ?? []).filter((p) => p.in === 'query' && p.required);
        const query = requiredQuery.map((p) => `${p.name}=%00%ff`).join('&');
        const bodies = operation.requestBody ? MALFORMED_BODIES : [undefined];
        for (const body of bodies) {
          const res = await t.app.inject({
            method: method.toUpperCase() as 'GET',
            url: query ? `${url}?${query}` : url,
            headers: {
              ...headers,
              ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}),
            },
            ...(body === undefined ? {} : { payload: body as string }),
          });
          const changesNothingAndExplains =
            res.statusCode >= 400 && res.statusCode < 500 && typeof res.json().message === 'string';
          const harmlessRead =
            method === 'get' && !path.includes('{') && requiredQuery.length === 0 && res.statusCode === 200;
          if (!changesNothingAndExplains && !harmlessRead)
            failures.push(`${method.toUpperCase()} ${path} → ${res.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
