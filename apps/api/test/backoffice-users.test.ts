import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  activities,
  auditLog,
  creditLedger,
  emailOutbox,
  requests,
  venues,
} from '../src/db/schema.ts';
import { hashPassword } from '../src/modules/auth/index.ts';
import { customerMaker, DEMO_PASSWORD, userHeaders } from './customers.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { expectMoneyInvariants } from './money-audit.ts';

/** The back office's users: search, timeline, credit, blocking, verification, export, the audit log. */
let t: TestApp;
let superadmin: Record<string, string>;
let superadminId: string;
const makeCustomer = customerMaker(() => t, 'zakaznik', 'Zákazník');

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/superadmin/login',
    payload: { email: 'admin@champions.cz', password: DEMO_PASSWORD },
  });
  superadmin = { 'x-superadmin-token': `Bearer ${res.json().token}` };
  superadminId = res.json().account.id;
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: superadmin });
const adjust = (id: string, body: unknown, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/superadmin/users/${id}/credits`,
    headers: { ...superadmin, 'idempotency-key': key ?? crypto.randomUUID() },
    payload: body as object,
  });

describe('GET /api/superadmin/users', () => {
  it('finds a customer by e-mail or by name without diacritics, paged and sorted on the server', async () => {
    await t.db.insert(accounts).values([
      { role: 'user', email: 'jiri.dvorak@example.cz', name: 'Jiří Dvořák', emailVerifiedAt: t.clock.now() },
      { role: 'user', email: 'ruzena@example.cz', name: 'Růžena Šťastná', emailVerifiedAt: t.clock.now() },
    ]);
    const byName = await get('/api/superadmin/users?q=jiri%20dvorak');
    expect(byName.statusCode).toBe(200);
    expect(byName.json().users.map((u: { email: string }) => u.email)).toEqual(['jiri.dvorak@example.cz']);
    const accented = await get(`/api/superadmin/users?q=${encodeURIComponent('šťastná')}`);
    expect(accented.json().users.map((u: { email: string }) => u.email)).toEqual(['ruzena@example.cz']);
    const byEmail = await get('/api/superadmin/users?q=RUZENA@EXAMPLE');
    expect(byEmail.json().pagination).toMatchObject({ total: 1 });
    // a wildcard is taken literally
    expect((await get('/api/superadmin/users?q=%25')).json().pagination.total).toBe(0);

    const page = await get('/api/superadmin/users?sort=email&dir=asc&limit=2&page=1');
    const all = await get('/api/superadmin/users?sort=email&dir=asc&limit=100');
    const emails = all.json().users.map((u: { email: string }) => u.email);
    expect(emails).toEqual([...emails].sort((a: string, b: string) => a.localeCompare(b, 'en')));
    expect(page.json().users.map((u: { email: string }) => u.email)).toEqual(emails.slice(0, 2));
    expect(page.json().pagination).toMatchObject({ page: 1, limit: 2, total: emails.length });
    expect((await get('/api/superadmin/users?sort=heslo')).statusCode).toBe(400);
  });
});

describe('POST /api/superadmin/users/:id/credits', () => {
  it('grants 200 Kč once for 20 identical requests with one Idempotency-Key: one ledger row, one audit row', async () => {
    const customer = await makeCustomer();
    const body = { direction: 'grant', amount: 20_000, reason: 'Omluva za zrušenou lekci' };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => adjust(customer.id, body, 'grant-key-0001')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.json().entry.id)).size).toBe(1);
    const ledger = await t.db.select().from(creditLedger).where(eq(creditLedger.userId, customer.id));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ amount: 20_000, balanceAfter: 20_000, reason: 'adjustment' });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, customer.id), eq(auditLog.action, 'backoffice.credit.grant')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: superadminId,
      data: { before: { credits: 0 }, after: { credits: 20_000 }, reason: 'Omluva za zrušenou lekci' },
    });
    // the customer sees it: the balance of GET /api/user/ and an e-mail with the reason
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/user/',
      headers: userHeaders(customer.token),
    });
    expect(own.json().user.credits).toBe(20_000);
    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, customer.email));
    expect(mails.map((m) => m.template)).toEqual(['credit_adjusted']);
    expect(mails[0]?.text).toContain('Omluva za zrušenou lekci');
  });

  it('refuses to remove more than the balance with a Czech message, changing nothing', async () => {
    const customer = await makeCustomer(5_000);
    const res = await adjust(
      customer.id,
      { direction: 'remove', amount: 5_100, reason: 'Oprava chyby' },
      'remove-too-much',
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CREDIT_REMOVAL_EXCEEDS_BALANCE' });
    expect(res.json().message).toBe('Nelze odebrat 51\u00a0Kč: uživatel má jen 50\u00a0Kč kreditu.');
    const english = await t.app.inject({
      method: 'POST',
      url: `/api/superadmin/users/${customer.id}/credits`,
      headers: { ...superadmin, 'idempotency-key': crypto.randomUUID(), 'accept-language': 'en' },
      payload: { direction: 'remove', amount: 125_000, reason: 'Oprava chyby' },
    });
    expect(english.json()).toMatchObject({
      code: 'CREDIT_REMOVAL_EXCEEDS_BALANCE',
      message: 'Cannot remove 1,250\u00a0Kč: the user has only 50\u00a0Kč of credit.',
    });
    const [row] = await t.db.select().from(accounts).where(eq(accounts.id, customer.id));
    expect(row?.credits).toBe(5_000);
    const ok = await adjust(
      customer.id,
      { direction: 'remove', amount: 5_000, reason: 'Oprava chyby' },
      'remove-exact',
    );
    expect(ok.json()).toMatchObject({ credits: 0, entry: { amount: -5_000, balanceAfter: 0 } });
  });

  it('never overdraws under concurrent removals with different keys', async () => {
    const customer = await makeCustomer(10_000);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        adjust(
          customer.id,
          { direction: 'remove', amount: 4_000, reason: 'Souběžná oprava' },
          `parallel-${i}-remove`,
        ),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(2);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(3);
    const [row] = await t.db.select().from(accounts).where(eq(accounts.id, customer.id));
    expect(row?.credits).toBe(2_000);
  });

  it('refuses bad input with Czech messages and an unknown user with 404', async () => {
    const customer = await makeCustomer();
    const noReason = await adjust(customer.id, { direction: 'grant', amount: 20_000, reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toContain('Uveďte důvod');
    const tooMuch = await adjust(customer.id, {
      direction: 'grant',
      amount: 1_000_001,
      reason: 'Příliš mnoho',
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toContain('10 000 Kč');
    const unknown = await adjust(crypto.randomUUID(), { direction: 'grant', amount: 100, reason: 'Neznámý' });
    expect(unknown.statusCode).toBe(404);
    expect(await t.db.select().from(creditLedger).where(eq(creditLedger.userId, customer.id))).toEqual([]);
  });
});

describe('blocking, verification, export and the timeline', () => {
  it('blocks a customer (sessions end, sign-in refused) and unblocks, each audited', async () => {
    const [created] = await t.db
      .insert(accounts)
      .values({
        role: 'user',
        email: 'blokovany@example.cz',
        name: 'Blokovaný',
        emailVerifiedAt: t.clock.now(),
        passwordHash: await hashPassword(DEMO_PASSWORD),
      })
      .returning();
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: 'blokovany@example.cz', password: DEMO_PASSWORD },
      });
    const token = (await login()).json().token;
    const block = await t.app.inject({
      method: 'PUT',
      url: `/api/superadmin/users/${created!.id}/block`,
      headers: superadmin,
      payload: { blocked: true, reason: 'Sdílení účtu' },
    });
    expect(block.statusCode).toBe(200);
    expect(block.json().user.blockedAt).not.toBeNull();
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/', headers: userHeaders(token) })).statusCode,
    ).toBe(401);
    const refused = await login();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Účet je zablokovaný. Ozvěte se prosím podpoře.');
    const unblock = await t.app.inject({
      method: 'PUT',
      url: `/api/superadmin/users/${created!.id}/block`,
      headers: superadmin,
      payload: { blocked: false, reason: 'Vyřešeno s uživatelem' },
    });
    expect(unblock.json().user.blockedAt).toBeNull();
    expect((await login()).statusCode).toBe(200);

    const timeline = (await get(`/api/superadmin/users/${created!.id}`)).json();
    const kinds = timeline.timeline.map((e: { kind: string; detail: string }) => `${e.kind}:${e.detail}`);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'registered:registered',
        'login:login',
        'backoffice:backoffice.user.block',
        'backoffice:backoffice.user.unblock',
      ]),
    );
    const blockEvent = timeline.timeline.find(
      (e: { detail: string }) => e.detail === 'backoffice.user.block',
    );
    expect(blockEvent).toMatchObject({ note: 'Sdílení účtu', by: 'admin@champions.cz' });
  });

  it('resends verification only to an unverified customer', async () => {
    const [created] = await t.db
      .insert(accounts)
      .values({ role: 'user', email: 'neovereny@example.cz', name: 'Neověřený' })
      .returning();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/superadmin/users/${created!.id}/resend-verification`,
      headers: superadmin,
    });
    expect(res.statusCode).toBe(202);
    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'neovereny@example.cz'));
    expect(mails.map((m) => m.template)).toEqual(['verify_email']);
    const verified = await makeCustomer();
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/superadmin/users/${verified.id}/resend-verification`,
      headers: superadmin,
    });
    expect(again.statusCode).toBe(409);
  });

  it('exports the customer’s data, the same as their own export, and shows credit on the timeline', async () => {
    const customer = await makeCustomer();
    await adjust(
      customer.id,
      { direction: 'grant', amount: 20_000, reason: 'Věrnostní bonus' },
      'export-grant-1',
    );
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/user/me/export',
      headers: userHeaders(customer.token),
    });
    const theirs = await get(`/api/superadmin/users/${customer.id}/export`);
    expect(theirs.statusCode).toBe(200);
    const { exportedAt: _a, emails: _e1, ...ownRest } = own.json();
    const { exportedAt: _b, emails: _e2, ...theirRest } = theirs.json();
    expect(theirRest).toEqual(ownRest);
    const timeline = (await get(`/api/superadmin/users/${customer.id}`)).json().timeline as {
      kind: string;
      detail: string;
      amount: number | null;
    }[];
    expect(timeline).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'credit', detail: 'credit.adjustment', amount: 20_000 }),
        expect.objectContaining({ kind: 'email', detail: 'email.credit_adjusted' }),
        expect.objectContaining({ kind: 'gdpr', detail: 'gdpr.export' }),
      ]),
    );
  });
});

describe('the audit log', () => {
  it('filters by action prefix and exports the same rows as CSV with before and after', async () => {
    const page = await get('/api/superadmin/audit?action=backoffice.credit.');
    expect(page.statusCode).toBe(200);
    const entries = page.json().entries as { action: string }[];
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((e) => e.action.startsWith('backoffice.credit.'))).toBe(true);
    const csv = await get('/api/superadmin/audit.csv?action=backoffice.credit.');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Kdy;Kdo;Jako;Akce;Cíl;Před;Po;Důvod;Data');
    expect(lines).toHaveLength(entries.length + 1);
    expect(csv.body).toContain('"{""credits"":0}"');
    expect(csv.body).toContain('Omluva za zrušenou lekci');
    const english = await t.app.inject({
      method: 'GET',
      url: '/api/superadmin/audit.csv?action=backoffice.credit.',
      headers: { ...superadmin, 'accept-language': 'en' },
    });
    expect(english.headers['content-disposition']).toContain('audit-log.csv');
    expect(english.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'When;Who;As;Action;Target;Before;After;Reason;Data',
    );
  });

  it('names each target: a customer, a partner, a venue, an activity, a request; else nothing', async () => {
    const customer = await makeCustomer();
    const granted = await adjust(customer.id, {
      direction: 'grant',
      amount: 10_000,
      reason: 'Pojmenování cíle',
    });
    expect(granted.statusCode).toBe(200);
    const [venue] = await t.db.select().from(venues).limit(1);
    const [activity] = await t.db.select().from(activities).limit(1);
    const [partner] = await t.db.select().from(accounts).where(eq(accounts.email, 'partner@champions.cz'));
    const [request] = await t.db
      .insert(requests)
      .values({ kind: 'partner', name: 'Radek Posilovna', email: 'radek@example.cz' })
      .returning();
    const priceChangeId = crypto.randomUUID();
    await t.db.insert(auditLog).values([
      { actorId: superadminId, action: 'backoffice.venue.update', targetId: venue!.id },
      { actorId: superadminId, action: 'backoffice.activity.update', targetId: activity!.id },
      { actorId: superadminId, action: 'backoffice.partner.suspend', targetId: partner!.id },
      { actorId: superadminId, action: 'request.state', targetId: request!.id },
      { actorId: superadminId, action: 'price.cancel', targetId: priceChangeId },
    ]);
    const entries = (await get('/api/superadmin/audit?limit=20')).json().entries as {
      action: string;
      targetId: string;
      targetKind: string | null;
      targetName: string | null;
    }[];
    const of = (targetId: string) => entries.find((e) => e.targetId === targetId);
    expect(of(customer.id)).toMatchObject({
      targetKind: 'user',
      targetName: expect.stringMatching(/^Zákazník \d+$/),
    });
    expect(of(venue!.id)).toMatchObject({ targetKind: 'venue', targetName: venue!.name });
    expect(of(activity!.id)).toMatchObject({ targetKind: 'activity', targetName: activity!.name });
    expect(of(partner!.id)).toMatchObject({
      targetKind: 'admin',
      targetName: partner!.companyName || partner!.name,
    });
    expect(of(request!.id)).toMatchObject({ targetKind: 'request', targetName: 'Radek Posilovna' });
    expect(of(priceChangeId)).toMatchObject({ targetKind: null, targetName: null });
  });

  it('leaves the money invariants whole', async () => {
    await expectMoneyInvariants(t);
  });
});
