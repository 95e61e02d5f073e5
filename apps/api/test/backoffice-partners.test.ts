import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  activities,
  auditLog,
  creditLedger,
  emailOutbox,
  partnerSettings,
  requests,
  tickets,
  venues,
  waitlistEntries,
} from '../src/db/schema.ts';
import { customerMaker, DEMO_PASSWORD, partnerSlotsQuery } from './customers.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { expectMoneyInvariants } from './money-audit.ts';

let t: TestApp;
let superadmin = '';
let partnerId = '';
const makeCustomer = customerMaker(() => t, 'pozastaveni', 'Zákazník');

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/superadmin/login',
    payload: { email: 'admin@champions.cz', password: DEMO_PASSWORD },
  });
  superadmin = res.json().token;
  const [partner] = await t.db.select().from(accounts).where(eq(accounts.email, 'partner@champions.cz'));
  partnerId = partner!.id;
});
afterAll(async () => {
  if (t) await expectMoneyInvariants(t);
  await t?.close();
});

const call = (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method,
    url: `/api/superadmin${url}`,
    headers: { 'x-superadmin-token': `Bearer ${superadmin}`, ...headers },
    ...(payload ? { payload } : {}),
  });

/** A partner request as the public partner form sends it; answers its id. */
async function partnerRequest(email: string, company = 'Posilovna Jih s.r.o., IČO 25596641') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/public/requests',
    payload: { kind: 'partner', name: 'Radek Posilovna', email, company, message: 'Chceme nabízet lekce.' },
  });
  expect(res.statusCode).toBe(201);
  const [row] = await t.db.select().from(requests).where(eq(requests.email, email));
  return row!.id;
}

const outboxTo = (email: string) => t.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
const partnersWith = (email: string) =>
  t.db
    .select()
    .from(accounts)
    .where(and(eq(accounts.role, 'admin'), eq(accounts.email, email)));

describe('approving a partner from its request', () => {
  it('creates the partner account, mails the link to set a password, links the request and marks it done', async () => {
    const id = await partnerRequest('radek@posilovna-jih.cz');
    const res = await call('POST', `/requests/${id}/approve-partner`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ created: true });
    expect(body.message).toContain('radek@posilovna-jih.cz');

    const [partner] = await partnersWith('radek@posilovna-jih.cz');
    expect(partner).toMatchObject({
      id: body.partnerId,
      name: 'Radek Posilovna',
      companyName: 'Posilovna Jih s.r.o., IČO 25596641',
      companyId: '25596641',
      passwordHash: null,
    });
    const [settings] = await t.db
      .select()
      .from(partnerSettings)
      .where(eq(partnerSettings.adminId, partner!.id));
    expect(settings).toMatchObject({ ico: '25596641', contactEmail: 'radek@posilovna-jih.cz' });
    const [request] = await t.db.select().from(requests).where(eq(requests.id, id));
    expect(request).toMatchObject({ status: 'done', accountId: partner!.id });
    const detail = (await call('GET', `/requests/${id}`)).json();
    expect(detail.request.partnerId).toBe(partner!.id);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit.map((a) => a.action)).toContain('backoffice.partner.approve');

    // the invitation: one e-mail with a link to the admin area's password page
    const mails = await outboxTo('radek@posilovna-jih.cz');
    expect(mails.map((m) => m.template)).toEqual(['partner_invite']);
    expect(mails[0]!.subject).toBe('Vítejte mezi partnery Champions');
    const token = /\/admin\/update-password\?token=([\w-]+)/.exec(mails[0]!.text)?.[1];
    expect(token).toBeTruthy();

    // before the password is set, signing in fails; through the link it works, then at the admin login
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'radek@posilovna-jih.cz', password: 'Silne-Heslo-2026' },
    });
    expect(early.statusCode).toBe(401);
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/admin/update-password',
      payload: { token, password: 'Silne-Heslo-2026' },
    });
    expect(set.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'radek@posilovna-jih.cz', password: 'Silne-Heslo-2026' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().account).toMatchObject({ email: 'radek@posilovna-jih.cz', role: 'admin' });
    const view = (await call('GET', `/admins/${partner!.id}`)).json();
    expect(view).toMatchObject({ state: 'active', ico: '25596641', venues: [], upcomingTickets: 0 });
  });

  it('approving twice, or 10 times at once, makes one account and one e-mail', async () => {
    const id = await partnerRequest('dvakrat@example.cz', 'Dvakrát s.r.o.');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call('POST', `/requests/${id}/approve-partner`)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.filter((a) => a.json().created)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.json().partnerId)).size).toBe(1);
    const again = await call('POST', `/requests/${id}/approve-partner`);
    expect(again.json()).toMatchObject({ created: false, partnerId: answers[0]!.json().partnerId });
    expect(await partnersWith('dvakrat@example.cz')).toHaveLength(1);
    expect(await outboxTo('dvakrat@example.cz')).toHaveLength(1);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'backoffice.partner.approve')));
    expect(audit).toHaveLength(1);
    const [settings] = await t.db
      .select()
      .from(partnerSettings)
      .where(eq(partnerSettings.adminId, answers[0]!.json().partnerId));
    expect(settings!.ico).toBe('');
  });

  it('refuses an e-mail that already has a partner account with a Czech 409, changing nothing', async () => {
    const id = await partnerRequest('partner@champions.cz');
    const res = await call('POST', `/requests/${id}/approve-partner`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PARTNER_EMAIL_TAKEN' });
    expect(res.json().message).toContain('partner@champions.cz už účet má');
    const [request] = await t.db.select().from(requests).where(eq(requests.id, id));
    expect(request).toMatchObject({ status: 'new', accountId: null });
    expect(await partnersWith('partner@champions.cz')).toHaveLength(1);
    expect((await outboxTo('partner@champions.cz')).map((m) => m.template)).not.toContain('partner_invite');
  });

  it('refuses a request that is not a partner request, and an unknown one', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/requests',
      payload: {
        kind: 'contact',
        name: 'Kontakt',
        email: 'kontakt@example.cz',
        message: 'Dobrý den, dotaz.',
      },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(requests).where(eq(requests.email, 'kontakt@example.cz'));
    const refused = await call('POST', `/requests/${row!.id}/approve-partner`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('REQUEST_NOT_PARTNER');
    const unknown = await call('POST', `/requests/${crypto.randomUUID()}/approve-partner`);
    expect(unknown.statusCode).toBe(404);
  });
});

describe('suspending a partner', () => {
  it('takes the partner out of the catalogue, refunds future tickets once under 20 identical calls, closes their waiting lines, mails, refuses sign-in; lifting brings them back', async () => {
    const venueIds = (
      await t.db.select({ id: venues.id }).from(venues).where(eq(venues.adminId, partnerId))
    ).map((v) => v.id);
    const activityIds = (
      await t.db.select({ id: activities.id }).from(activities).where(inArray(activities.venueId, venueIds))
    ).map((a) => a.id);
    const listed = async () =>
      (
        (await t.app.inject({ method: 'GET', url: '/api/public/activities?limit=100' })).json() as {
          activities: { id: string }[];
        }
      ).activities.filter((a) => activityIds.includes(a.id)).length;
    expect(await listed()).toBeGreaterThan(0);

    // a customer buys a future entry with credits
    const customer = await makeCustomer(500_000);
    const [slot] = await partnerSlotsQuery(
      t,
      partnerId,
      new Date(t.clock.now().getTime() + 86_400_000),
    ).limit(1);
    const bought = await t.app.inject({
      method: 'POST',
      url: '/api/user/entries',
      headers: { 'x-user-token': `Bearer ${customer.token}` },
      payload: { timeSlotId: slot!.slotId, optionId: slot!.optionId },
    });
    expect(bought.statusCode).toBe(201);
    const [ticket] = await t.db.select().from(tickets).where(eq(tickets.userId, customer.id));
    expect(ticket!.price).toBeGreaterThan(0);
    const [paid] = await t.db.select().from(accounts).where(eq(accounts.id, customer.id));
    expect(paid!.credits).toBe(500_000 - ticket!.price);

    // another customer waits in line for a place there: suspension closes the line (nobody is charged later)
    const waiting = await makeCustomer(0);
    const [line] = await t.db
      .insert(waitlistEntries)
      .values({ userId: waiting.id, timeSlotId: slot!.slotId, optionId: slot!.optionId })
      .returning();

    // 20 identical suspensions with one Idempotency-Key: one answer, one refund
    const key = crypto.randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(
          'POST',
          `/admins/${partnerId}/suspend`,
          { reason: 'Opakované stížnosti zákazníků' },
          {
            'idempotency-key': key,
          },
        ),
      ),
    );
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    const answer = answers[0]!.json();
    expect(answer.partner).toMatchObject({
      state: 'suspended',
      suspensionReason: 'Opakované stížnosti zákazníků',
    });
    expect(answer.cancelledTickets).toBeGreaterThanOrEqual(1);
    expect(answer.refundedCredits).toBeGreaterThanOrEqual(ticket!.price);

    const refunds = await t.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, customer.id), eq(creditLedger.reason, 'refund')));
    expect(refunds).toEqual([
      expect.objectContaining({ amount: ticket!.price, reference: `entry:${ticket!.id}` }),
    ]);
    const [after] = await t.db.select().from(accounts).where(eq(accounts.id, customer.id));
    expect(after!.credits).toBe(500_000);
    const [cancelled] = await t.db.select().from(tickets).where(eq(tickets.id, ticket!.id));
    expect(cancelled!.isCancelled).toBe(true);

    const [closedLine] = await t.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, line!.id));
    expect(closedLine!.state).toBe('closed');

    // the customer is told, in Czech, once
    const mails = (await outboxTo(customer.email)).filter((m) => m.template === 'partner_suspended_entries');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('jsme vám vrátili jako kredit');

    // out of the catalogue at once, and no sign-in
    expect(await listed()).toBe(0);
    const detail = await t.app.inject({ method: 'GET', url: `/api/public/activities/${activityIds[0]}` });
    expect(detail.statusCode).toBe(404);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'partner@champions.cz', password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ code: 'PARTNER_SUSPENDED' });
    expect(login.json().message).toContain('pozastavený');
    // its reception stops with it
    const staffLogin = await t.app.inject({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: 'recepce@champions.cz', password: DEMO_PASSWORD },
    });
    expect(staffLogin.json()).toMatchObject({ code: 'PARTNER_SUSPENDED' });

    // another suspension (new key) changes nothing and refunds nothing
    const repeat = await call('POST', `/admins/${partnerId}/suspend`, { reason: 'Znovu pozastavit' });
    expect(repeat.json()).toMatchObject({ cancelledTickets: 0, refundedCredits: 0 });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, partnerId), eq(auditLog.action, 'backoffice.partner.suspend')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.data).toMatchObject({
      before: { suspended: false },
      after: { suspended: true },
      closedWaitlistEntries: 1,
    });

    // lifting: back in the catalogue, may sign in; the cancelled entry stays cancelled
    const lifted = await call('POST', `/admins/${partnerId}/lift-suspension`, {
      reason: 'Stížnosti vyřešeny',
    });
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json()).toMatchObject({ state: 'active', suspendedAt: null });
    expect(await listed()).toBeGreaterThan(0);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'partner@champions.cz', password: DEMO_PASSWORD },
    });
    expect(again.statusCode).toBe(200);
    const liftAudit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, partnerId), eq(auditLog.action, 'backoffice.partner.unsuspend')));
    expect(liftAudit[0]!.data).toMatchObject({ reason: 'Stížnosti vyřešeny', after: { suspended: false } });
  });

  it('needs a reason, and answers 404 for an account that is not a partner', async () => {
    const short = await call('POST', `/admins/${partnerId}/suspend`, { reason: 'x' });
    expect(short.statusCode).toBe(400);
    const [row] = await t.db.select().from(accounts).where(eq(accounts.id, partnerId));
    expect(row!.suspendedAt).toBeNull();
    const customer = await makeCustomer();
    expect((await call('GET', `/admins/${customer.id}`)).statusCode).toBe(404);
    expect(
      (await call('POST', `/admins/${customer.id}/suspend`, { reason: 'Nejde o partnera' })).statusCode,
    ).toBe(404);
  });

  it('refuses every token but the superadmin’s', async () => {
    const user = await makeCustomer();
    const adminLogin = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'partner@champions.cz', password: DEMO_PASSWORD },
    });
    const staffLogin = await t.app.inject({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: 'recepce@champions.cz', password: DEMO_PASSWORD },
    });
    const headers = [
      {},
      { 'x-user-token': `Bearer ${user.token}` },
      { 'x-admin-token': `Bearer ${adminLogin.json().token}` },
      { 'x-staff-token': `Bearer ${staffLogin.json().token}` },
      { 'x-superadmin-token': `Bearer ${user.token}` },
    ];
    const id = await partnerRequest('neopravneny@example.cz');
    for (const h of headers) {
      for (const [method, url, payload] of [
        ['POST', `/api/superadmin/requests/${id}/approve-partner`, undefined],
        ['GET', `/api/superadmin/admins/${partnerId}`, undefined],
        ['POST', `/api/superadmin/admins/${partnerId}/suspend`, { reason: 'Bez oprávnění' }],
        ['POST', `/api/superadmin/admins/${partnerId}/lift-suspension`, { reason: 'Bez oprávnění' }],
      ] as const) {
        const res = await t.app.inject({ method, url, headers: h, ...(payload ? { payload } : {}) });
        expect([401, 403], `${method} ${url}`).toContain(res.statusCode);
      }
    }
    expect(await partnersWith('neopravneny@example.cz')).toHaveLength(0);
    const [row] = await t.db.select().from(accounts).where(eq(accounts.id, partnerId));
    expect(row!.suspendedAt).toBeNull();
  });
});
