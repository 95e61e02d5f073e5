import { ACCOUNT_ROLES, tokenHeaderName } from '@champions/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';
import { demoTokens, type Operation, openApiOperations } from './route-table-kit.ts';

/**
 * The authorization matrix, derived from the API's own OpenAPI document (which the route table
 * generates): every operation that names a role refuses a request without a token with 401, and the
 * token of every other role with 401 or 403, before it reads its input. A new call is in the matrix
 * the day it is added; a call that forgets its role shows up as a public one below, which must be
 * named in PUBLIC_OPERATIONS.
 */
let t: TestApp;
let operations: Operation[];
let tokens: Record<string, string>;
/**
 * The calls anyone may make. A call outside these without a role fails the matrix: either it forgot
 * its role, or it is public on purpose and is added here in the same change, where a reviewer sees it.
 */
const PUBLIC_OPERATIONS: RegExp[] = [
  /^GET \/api\/public\//, // the catalogue, the seller, reviews, an entry's calendar file
  /^POST \/api\/public\/requests$/, // contact, partner and business requests
  /^POST \/api\/[a-z]+\/(register|resend-verification|verify-email|restore-email|login|forgot-password|update-password)$/,
  /^GET \/api\/(health|ready)$/,
  /^(GET \/api\/staff\/invitation|POST \/api\/staff\/signup)$/, // the receptionist's invitation link
  /^(GET \/api\/trainer\/invitation|POST \/api\/trainer\/signup)$/, // the trainer's invitation link
  /^POST \/api\/webhooks\/stripe$/, // signed by Stripe, checked in the handler
  /^(GET|POST) \/api\/pay\/walk-in\/\{token\}(\/card|\/authenticate)?$/, // a desk sale's payment link (its token)
  /^GET \/api\/dev\/mailbox$/, // not registered in production (dev-mailbox.test.ts)
];
/** A valid-looking id: refusals must come from the token, not from the id's format. */
const SOME_ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '10000' } });
  operations = await openApiOperations(t.app);
  tokens = await demoTokens(t.app);
});
afterAll(async () => t?.close());

let sent = 0;
/** each request from its own address, so per-address rate limits (which run first) never answer */
const send = (operation: { method: string; path: string }, headers: Record<string, string>) =>
  t.app.inject({
    remoteAddress: `10.${(++sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
    method: operation.method as 'GET',
    url: operation.path.replace(/\{[^}]+\}/g, SOME_ID),
    headers,
    ...(['POST', 'PUT', 'PATCH'].includes(operation.method) ? { payload: {} } : {}),
  });

describe('the authorization matrix of every call', () => {
  it('covers every role of the product', () => {
    const guarded = new Set(operations.map((o) => o.role).filter(Boolean));
    for (const role of ACCOUNT_ROLES) expect(guarded, role).toContain(role);
  });

  it('has no public call that is not public on purpose', () => {
    const unexpected = operations
      .filter((o) => !o.role)
      .map((o) => `${o.method} ${o.path}`)
      .filter((name) => !PUBLIC_OPERATIONS.some((allowed) => allowed.test(name)));
    expect(unexpected).toEqual([]);
  });

  it('refuses a call without its token with 401 and with another role’s token with 401 or 403', async () => {
    const failures: string[] = [];
    for (const operation of operations.filter((o) => o.role)) {
      const name = `${operation.method} ${operation.path}`;
      const anonymous = await send(operation, {});
      if (anonymous.statusCode !== 401) failures.push(`${name} without a token → ${anonymous.statusCode}`);
      for (const other of ACCOUNT_ROLES.filter((role) => role !== operation.role)) {
        // the other role's token, in its own header and in the header of the role the call asks for
        for (const header of [tokenHeaderName(other), tokenHeaderName(operation.role as never)]) {
          const res = await send(operation, { [header.toLowerCase()]: `Bearer ${tokens[other]}` });
          if (res.statusCode !== 401 && res.statusCode !== 403)
            failures.push(`${name} with a ${other} token in ${header} → ${res.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
