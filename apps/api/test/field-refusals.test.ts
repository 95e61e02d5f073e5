import { tokenHeaderName } from '@champions/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';
import {
  demoApiKey,
  demoTokens,
  type Operation,
  openApiOperations,
  schemeHeaders,
} from './route-table-kit.ts';

/**
 * Derived from the route table: every call whose body has required fields, sent an empty body with the
 * right token, answers 400 VALIDATION_ERROR naming each missing field with a Czech message, so every form
 * (the back office's, the trainer's, the company's, any new one) can put the message next to its field.
 */
let t: TestApp;
let operations: Operation[];
let tokens: Record<string, string>;
const SOME_ID = '00000000-0000-4000-8000-000000000000';
/** what a library says when nobody wrote the message (English, or no words at all) */
const UNWRITTEN = /^(invalid|required|expected|must|too |string|number)|undefined|received/i;

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '10000' } });
  operations = await openApiOperations(t.app);
  tokens = await demoTokens(t.app);
  tokens.partnerApiKey = await demoApiKey(t.app, tokens.admin!);
});
afterAll(async () => t?.close());

describe('a body without its required fields', () => {
  it('is refused with 400, each missing field named with a Czech message', async () => {
    const withRequired = operations.filter((o) => (o.body?.required?.length ?? 0) > 0);
    expect(withRequired.length).toBeGreaterThan(40);
    const failures: string[] = [];
    let sent = 0;
    for (const operation of withRequired) {
      const name = `${operation.method} ${operation.path}`;
      sent += 1;
      const res = await t.app.inject({
        remoteAddress: `10.9.${(sent >> 8) & 255}.${sent & 255}`,
        method: operation.method as 'POST',
        url: operation.path.replace(/\{[^}]+\}/g, SOME_ID),
        headers:
          operation.role === 'partnerApiKey'
            ? schemeHeaders(operation.role, tokens)
            : operation.role
              ? {
                  [tokenHeaderName(operation.role as never).toLowerCase()]:
                    `Bearer ${tokens[operation.role]}`,
                }
              : {},
        payload: {},
      });
      if (res.statusCode !== 400) {
        failures.push(`${name} → ${res.statusCode}`);
        continue;
      }
      const body = res.json() as {
        code?: string;
        details?: { fields?: { field: string; message: string }[] };
      };
      const fields = body.details?.fields ?? [];
      const named = new Set(fields.map((entry) => entry.field.replace(/^body\./, '')));
      // a path parameter refused first (a kind the test cannot guess) still names its field
      const paramsRefused = fields.some((entry) => entry.field.startsWith('params.'));
      for (const field of paramsRefused ? [] : (operation.body?.required ?? [])) {
        if (!named.has(field)) failures.push(`${name}: ${field} is not named (${[...named].join(', ')})`);
      }
      for (const entry of fields) {
        if (!entry.message || UNWRITTEN.test(entry.message))
          failures.push(`${name}: ${entry.field} says "${entry.message}"`);
      }
    }
    expect(failures).toEqual([]);
  });
});
