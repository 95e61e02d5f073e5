import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema.ts';
import { BACKOFFICE_EXAMPLES, exampleUrl, superadminCalls } from './backoffice-examples.ts';
import { DEMO_PASSWORD } from './customers.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { expectMoneyInvariants } from './money-audit.ts';

/**
 * Derived from the route table: every back-office call (role 'superadmin') refuses every token but a
 * superadmin's, and every back-office write leaves its audit row.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
const DEMO: Record<string, string> = {
  superadmin: 'admin@champions.cz',
  user: 'uzivatel@champions.cz',
  admin: 'partner@champions.cz',
  staff: 'recepce@champions.cz',
  partner: 'provozovatel@champions.cz',
};

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
  for (const [role, email] of Object.entries(DEMO)) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/${role}/login`,
      payload: { email, password: DEMO_PASSWORD },
    });
    expect(res.statusCode, `${role} signs in`).toBe(200);
    tokens[role] = res.json().token;
    ids[role] = res.json().account.id;
  }
});
afterAll(async () => {
  await t?.close();
});

const CALLS = superadminCalls();
const WRITES = CALLS.filter(({ call }) => call.method !== 'GET');

describe('the back office’s calls, from the route table', () => {
  it('finds them (the users, audit and impersonation calls at least)', () => {
    const keys = CALLS.map((c) => c.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'GET /superadmin/',
        'POST /superadmin/impersonate',
        'GET /superadmin/audit',
        'GET /superadmin/audit.csv',
        'GET /superadmin/users',
        'GET /superadmin/users/:id',
        'POST /superadmin/users/:id/credits',
        'PUT /superadmin/users/:id/block',
      ]),
    );
  });

  it('has a valid example, naming its audit row, for every write call', () => {
    const missing = WRITES.filter(({ key }) => !BACKOFFICE_EXAMPLES[key]?.audit).map(({ key }) => key);
    expect(missing, 'add these calls to BACKOFFICE_EXAMPLES (test/backoffice-examples.ts)').toEqual([]);
  });
});

describe('only a superadmin token reaches a back-office call', () => {
  const refusals: [string, (call: { path: string }) => Record<string, string>][] = [
    ['no token', () => ({})],
    ...(['user', 'admin', 'staff', 'partner'] as const).flatMap(
      (role): [string, () => Record<string, string>][] => [
        // its own token in its own header, and the same token passed off as a superadmin's
        [`a ${role} token`, () => ({ [`x-${role}-token`]: `Bearer ${tokens[role]}` })],
        [`a ${role} token as X-Superadmin-Token`, () => ({ 'x-superadmin-token': `Bearer ${tokens[role]}` })],
      ],
    ),
  ];

  it.each(refusals)('refuses %s on every call, changing nothing', async (_label, headersOf) => {
    const before = (await t.db.select().from(auditLog)).length;
    const failures: string[] = [];
    for (const entry of CALLS) {
      const example = BACKOFFICE_EXAMPLES[entry.key];
      const request = example
        ? await example.request(t, { superadmin: ids.superadmin!, admin: ids.admin! })
        : {};
      const res = await t.app.inject({
        method: entry.call.method,
        url: exampleUrl(entry.path, request),
        headers: { ...headersOf(entry), ...(request.headers ?? {}) },
        ...(request.body === undefined ? {} : { payload: request.body as object }),
      });
      if (res.statusCode !== 401) failures.push(`${entry.key}: ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
    expect((await t.db.select().from(auditLog)).length).toBe(before);
  });

  it('lets the superadmin through on every call with an example', async () => {
    for (const entry of CALLS.filter((c) => BACKOFFICE_EXAMPLES[c.key])) {
      const request = await BACKOFFICE_EXAMPLES[entry.key]!.request(t, {
        superadmin: ids.superadmin!,
        admin: ids.admin!,
      });
      const res = await t.app.inject({
        method: entry.call.method,
        url: exampleUrl(entry.path, request),
        headers: { 'x-superadmin-token': `Bearer ${tokens.superadmin}`, ...(request.headers ?? {}) },
        ...(request.body === undefined ? {} : { payload: request.body as object }),
      });
      expect(res.statusCode, `${entry.key}: ${res.body}`).toBeLessThan(300);
    }
  });
});

describe('nothing in the back office writes without an audit row', () => {
  it.each(CALLS.filter(({ key }) => BACKOFFICE_EXAMPLES[key]?.audit).map((c) => [c.key, c] as const))(
    '%s writes its audit row, naming the superadmin',
    async (_key, entry) => {
      const example = BACKOFFICE_EXAMPLES[entry.key]!;
      const request = await example.request(t, { superadmin: ids.superadmin!, admin: ids.admin! });
      const [last] = await t.db.select().from(auditLog).orderBy(auditLog.createdAt);
      const since = last?.createdAt ?? new Date(0);
      const res = await t.app.inject({
        method: entry.call.method,
        url: exampleUrl(entry.path, request),
        headers: { 'x-superadmin-token': `Bearer ${tokens.superadmin}`, ...(request.headers ?? {}) },
        ...(request.body === undefined ? {} : { payload: request.body as object }),
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
      const rows = await t.db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.actorId, ids.superadmin!),
            eq(auditLog.action, example.audit!),
            gt(auditLog.createdAt, new Date(since.getTime() - 1)),
          ),
        );
      expect(rows.length, `${entry.key} → ${example.audit}`).toBeGreaterThanOrEqual(1);
      const targetId = request.params?.id ?? (request.body as { adminId?: string } | undefined)?.adminId;
      // the row names the target as its account, or as the record it changed (a payout of a partner)
      if (targetId)
        expect(
          rows.some((r) => r.targetId === targetId || Object.values(r.data ?? {}).includes(targetId)),
          `${entry.key} names ${targetId}`,
        ).toBe(true);
    },
  );

  it('leaves the money invariants whole', async () => {
    await expectMoneyInvariants(t);
  });
});
