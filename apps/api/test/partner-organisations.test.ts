import { randomUUID } from 'node:crypto';
import { cardTimeStep } from '@champions/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  auditLog,
  creditLedger,
  emailOutbox,
  partnerOrganisationAdmins,
  partnerSettings,
  payments,
  tickets,
  venues,
} from '../src/db/schema.ts';
import { hashPassword } from '../src/modules/auth/index.ts';
import { cardCodeAt } from '../src/modules/entries/card-code.ts';
import { appendCredit } from '../src/modules/payments/index.ts';
import { adminHeaders, atTheDoor, DEMO_PASSWORD, loginAs } from './customers.ts';
import { createTestApp, TEST_NOW, type TestApp } from './harness.ts';

/**
 * Partner organisations (SPEC 2 "Other areas"): the demo organisation owns the demo admin (Prague)
 * and a second admin account (Brno). Its overview, the admin panels it opens, its reception (scan,
 * today, a walk-in sale paid by the customer on her own phone) and, above all, that another organisation's ids answer 404.
 */
let t: TestApp;
let partner: Record<string, string>;
let other: Record<string, string>;
let praha: string;
let brno: string;
let otherAdmin: string;
let otherVenue: string;

const partnerHeaders = (token: string) => ({ 'x-partner-token': `Bearer ${token}` });
const lastMonth = '2026-10';

async function adminIdOf(email: string) {
  const [row] = await t.db.select().from(accounts).where(eq(accounts.email, email));
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp({ organisation: true, env: { AUTH_RATE_LIMIT: '10000' } });
  partner = partnerHeaders(await loginAs(t, 'partner', 'provozovatel@champions.cz'));
  praha = await adminIdOf('partner@champions.cz');
  brno = await adminIdOf('brno@champions.cz');
  // another organisation with its own admin account and venue (Ostrava)
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const [otherPartner] = await t.db
    .insert(accounts)
    .values({
      role: 'partner',
      email: 'jina-organizace@example.cz',
      name: 'Jiná',
      passwordHash,
      emailVerifiedAt: new Date(),
    })
    .returning();
  const [admin] = await t.db
    .insert(accounts)
    .values({ role: 'admin', email: 'ostrava@example.cz', name: 'Ostrava', passwordHash })
    .returning();
  otherAdmin = admin!.id;
  await t.db.insert(partnerOrganisationAdmins).values({ partnerId: otherPartner!.id, adminId: otherAdmin });
  const [venue] = await t.db.select().from(venues).where(eq(venues.city, 'Ostrava')).limit(1);
  otherVenue = venue!.id;
  await t.db.update(venues).set({ adminId: otherAdmin }).where(eq(venues.id, otherVenue));
  other = partnerHeaders(await loginAs(t, 'partner', 'jina-organizace@example.cz'));
});
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Record<string, string>, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload });

describe('the organisation’s overview', () => {
  it('lists both owned admin accounts with their venues', async () => {
    const res = await get('/api/partner/org/admins', partner);
    expect(res.statusCode).toBe(200);
    const admins = res.json().admins as { id: string; venues: { city: string }[] }[];
    expect(admins.map((a) => a.id).sort()).toEqual([praha, brno].sort());
    expect(admins.find((a) => a.id === brno)!.venues.every((v) => v.city === 'Brno')).toBe(true);
    expect(admins.find((a) => a.id === praha)!.venues.length).toBeGreaterThan(0);
  });

  it('shows last month’s entries, earnings, payouts and ratings of both side by side', async () => {
    const res = await get(`/api/partner/org/overview?month=${lastMonth}`, partner);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.admins).toHaveLength(2);
    for (const admin of body.admins) {
      expect(admin.entries, admin.name).toBeGreaterThan(0);
      expect(admin.earnings, admin.name).toBeGreaterThan(0);
      expect(Array.isArray(admin.payouts)).toBe(true);
    }
    const brnoRow = body.admins.find((a: { adminId: string }) => a.adminId === brno);
    expect(brnoRow.rating.count).toBeGreaterThan(0);
    expect(brnoRow.rating.average).toBeGreaterThanOrEqual(1);
    expect(body.totals.entries).toBe(body.admins[0].entries + body.admins[1].entries);
  });

  it('says which account cannot be paid out for want of a bank account', async () => {
    const missing = async () => {
      const res = await get(`/api/partner/org/overview?month=${lastMonth}`, partner);
      const rows = res.json().admins as { adminId: string; bankAccountMissing: boolean }[];
      return Object.fromEntries(rows.map((row) => [row.adminId, row.bankAccountMissing]));
    };
    // the demo accounts have saved no billing details yet
    expect(await missing()).toEqual({ [praha]: true, [brno]: true });
    await t.db.insert(partnerSettings).values({
      adminId: brno,
      companyName: 'Champions Brno s.r.o.',
      ico: '25596641',
      address: 'Masarykova 1, Brno',
      bankAccount: '19-2000145399/0800',
    });
    try {
      expect(await missing()).toEqual({ [praha]: true, [brno]: false });
    } finally {
      await t.db.delete(partnerSettings).where(eq(partnerSettings.adminId, brno));
    }
  });

  it('gives the month as CSV, one row per venue', async () => {
    const res = await get(`/api/partner/org/overview.csv?month=${lastMonth}`, partner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain(`prehled-organizace-${lastMonth}.csv`);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Měsíc;Provozovna;Sportoviště;Vstupy;Výdělek (Kč);Průměrné hodnocení;Počet hodnocení',
    );
    expect(lines.length).toBeGreaterThan(2);
    const english = await get(`/api/partner/org/overview.csv?month=${lastMonth}`, {
      ...partner,
      'accept-language': 'en',
    });
    expect(english.headers['content-disposition']).toContain(`organisation-overview-${lastMonth}.csv`);
    expect(english.body).toContain('Month;Business;Venue;Entries;Earnings (CZK);Average rating;Ratings\r\n');
  });

  it('refuses a month that is not YYYY-MM with a Czech message naming the field', async () => {
    const res = await get('/api/partner/org/overview?month=2026-13', partner);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('month');
  });

  it('shows another organisation only its own admin account', async () => {
    const res = await get(`/api/partner/org/overview?month=${lastMonth}`, other);
    expect(res.json().admins.map((a: { adminId: string }) => a.adminId)).toEqual([otherAdmin]);
  });
});

describe('an owned admin account’s panel', () => {
  it('opens with a short-lived admin token, audited, and every write is audited', async () => {
    const res = await post(`/api/partner/org/admins/${brno}/session`, partner);
    expect(res.statusCode).toBe(200);
    const admin = adminHeaders(res.json().token);
    const venuesRes = await get('/api/admin/venues', admin);
    expect(venuesRes.statusCode).toBe(200);
    const panel = await get(`/api/admin/${brno}`, admin);
    expect(panel.statusCode).toBe(200);
    expect(panel.json().impersonatedBy).toBeTruthy();
    const started = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'impersonation.start'), eq(auditLog.targetId, brno)));
    expect(started).toHaveLength(1);
    const ended = await post('/api/admin/impersonation/end', admin);
    expect(ended.statusCode).toBe(200);
    expect((await get('/api/admin/venues', admin)).statusCode).toBe(401);
  });

  it('stops working once the organisation no longer owns the account', async () => {
    const res = await post(`/api/partner/org/admins/${praha}/session`, partner);
    const admin = adminHeaders(res.json().token);
    expect((await get('/api/admin/venues', admin)).statusCode).toBe(200);
    await t.db.delete(partnerOrganisationAdmins).where(eq(partnerOrganisationAdmins.adminId, praha));
    try {
      expect((await get('/api/admin/venues', admin)).statusCode).toBe(401);
    } finally {
      const [row] = await t.db.select().from(accounts).where(eq(accounts.email, 'provozovatel@champions.cz'));
      await t.db.insert(partnerOrganisationAdmins).values({ partnerId: row!.id, adminId: praha });
    }
  });
});

describe('another organisation’s ids', () => {
  it('answer 404 on every call that takes an admin account, a venue or a sale', async () => {
    const prahaVenue = (await t.db.select().from(venues).where(eq(venues.adminId, praha)).limit(1))[0]!.id;
    const key = { 'idempotency-key': randomUUID() };
    const answers = await Promise.all([
      post(`/api/partner/org/admins/${praha}/session`, other),
      post(`/api/partner/org/admins/${otherAdmin}/session`, partner),
      get(`/api/partner/org/reception/walk-in?venueId=${prahaVenue}`, other),
      get(`/api/partner/org/reception/walk-in?venueId=${otherVenue}`, partner),
      post('/api/partner/entries/scan', other, { code: '12345678', venueId: prahaVenue }),
      post(
        '/api/partner/org/reception/walk-in',
        { ...other, ...key },
        {
          venueId: prahaVenue,
          timeSlotId: randomUUID(),
          optionId: randomUUID(),
          email: 'zakaznik@example.cz',
        },
      ),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([404, 404, 404, 404, 404, 404]);
    // an admin account that belongs to no organisation at all looks the same
    const [lone] = await t.db
      .insert(accounts)
      .values({ role: 'admin', email: 'samostatny@example.cz', name: 'Samostatný' })
      .returning();
    expect((await post(`/api/partner/org/admins/${lone!.id}/session`, partner)).statusCode).toBe(404);
  });
});

describe('the reception', () => {
  let venueId: string;
  let slot: { slotId: string; startsAt: string; options: { optionId: string; price: number }[] };
  let paymentId: string;
  let payToken: string;
  const email = 'prichozi@example.cz';
  const card = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' };
  const anyone = {};

  it('a malformed payment link is refused with a 400 naming the token, and pays nothing', async () => {
    for (const [method, url] of [
      ['GET', '/api/pay/walk-in/kratky'],
      ['POST', '/api/pay/walk-in/neplatny%20odkaz/card'],
    ] as const) {
      const res = await t.app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().details.fields.map((f: { field: string }) => f.field)).toContain('params.token');
    }
  });

  /** The token of a sale's payment link (the last part of the URL the desk shows as a QR code). */
  const tokenOf = (sale: { json: () => { sale: { payUrl: string } } }) =>
    new URL(sale.json().sale.payUrl).pathname.split('/').pop()!;
  /** The customer opens the link on her phone and pays with her card. */
  async function payByLink(token: string) {
    const view = await get(`/api/pay/walk-in/${token}`, anyone);
    expect(view.statusCode, view.body).toBe(200);
    return post(`/api/pay/walk-in/${token}/card`, anyone, {
      clientSecret: view.json().payment.clientSecret,
      card,
    });
  }
  const sell = (customer: string, key = randomUUID()) =>
    post(
      '/api/partner/org/reception/walk-in',
      { ...partner, 'idempotency-key': key },
      { venueId, timeSlotId: slot.slotId, optionId: slot.options[0]!.optionId, email: customer },
    );

  /** The customer's own card code (their app's card), as the door camera reads it. */
  async function customerCardPayload() {
    const [customer] = await t.db.select().from(accounts).where(eq(accounts.email, email));
    const token = await t.app.ctx.tokens.sign({
      id: customer!.id,
      email,
      role: 'user',
      tv: customer!.tokenVersion,
    });
    const own = await get('/api/user/card', { 'x-user-token': `Bearer ${token}` });
    expect(own.statusCode).toBe(200);
    return `CH1.${own.json().userId}.${cardCodeAt(own.json().secret, cardTimeStep(t.clock.now()))}`;
  }

  it('offers the owned venue’s slots of the next 24 hours', async () => {
    const admins = (await get('/api/partner/org/admins', partner)).json().admins;
    venueId = admins.find((a: { id: string }) => a.id === praha).venues[0].id;
    const res = await get(`/api/partner/org/reception/walk-in?venueId=${venueId}`, partner);
    expect(res.statusCode).toBe(200);
    expect(res.json().slots.length).toBeGreaterThan(0);
    slot = res.json().slots[0];
    expect(slot.options[0]!.price).toBeGreaterThan(0);
  });

  it('refuses a walk-in sale without an Idempotency-Key, and a slot of another venue', async () => {
    const body = { venueId, timeSlotId: slot.slotId, optionId: slot.options[0]!.optionId, email };
    expect((await post('/api/partner/org/reception/walk-in', partner, body)).statusCode).toBe(400);
    const brnoVenue = (await t.db.select().from(venues).where(eq(venues.adminId, brno)).limit(1))[0]!.id;
    const wrong = await post(
      '/api/partner/org/reception/walk-in',
      { ...partner, 'idempotency-key': randomUUID() },
      { ...body, venueId: brnoVenue },
    );
    expect(wrong.statusCode).toBe(404);
  });

  it('sells a walk-in entry to an existing customer by a payment link, without touching their credits, once per key', async () => {
    const [customer] = await t.db
      .insert(accounts)
      .values({ role: 'user', email, name: 'Petr Příchozí', emailVerifiedAt: t.clock.now() })
      .returning();
    await appendCredit(t.db, {
      userId: customer!.id,
      amount: 50_000,
      reason: 'adjustment',
      reference: email,
    });
    const headers = { ...partner, 'idempotency-key': randomUUID() };
    const body = { venueId, timeSlotId: slot.slotId, optionId: slot.options[0]!.optionId, email };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post('/api/partner/org/reception/walk-in', headers, body)),
    );
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([202]));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    const first = answers[0]!.json();
    // the desk typed an e-mail: the answer does not say whose account it is, nor holds a card secret
    expect(first.customer).toEqual({ email, created: false });
    expect(answers[0]!.body).not.toContain('Petr');
    expect(answers[0]!.body).not.toContain(customer!.id);
    expect(answers[0]!.body).not.toContain('_secret_');
    expect(first.sale.price).toBe(slot.options[0]!.price);
    expect(first.sale.payUrl).toMatch(/^http.*\/zaplatit\/[A-Za-z0-9_-]{24}$/);
    expect(new Date(first.sale.expiresAt).getTime() - t.clock.now().getTime()).toBeLessThanOrEqual(
      30 * 60_000,
    );
    paymentId = first.sale.saleId;
    payToken = tokenOf(answers[0]!);
    const made = await t.db.select().from(payments).where(eq(payments.userId, customer!.id));
    expect(made).toHaveLength(1);
    expect(made[0]!.creditsUsed).toBe(0);
    // the customer gets the link by e-mail too
    const mails = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, email), eq(emailOutbox.template, 'walk_in_payment')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(first.sale.payUrl);
    // not paid yet: the desk sees it waiting, no ticket
    const status = await get(`/api/partner/org/reception/walk-in/${paymentId}`, partner);
    expect(status.json()).toMatchObject({ saleId: paymentId, state: 'pending', ticket: null });
  });

  it('the customer pays on her phone (4242) once however often she taps; the desk then sees it paid, without the account’s name or card code', async () => {
    const view = await get(`/api/pay/walk-in/${payToken}`, anyone);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ state: 'pending', email, price: slot.options[0]!.price });
    // the link's page names nothing of the account behind the e-mail: no name, no credit, no card code
    expect(view.body).not.toContain('Petr');
    expect(view.body).not.toContain('50000');
    expect(view.body).not.toMatch(/CH1\./);
    const unknown = await get(`/api/pay/walk-in/${'x'.repeat(24)}`, anyone);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toContain('odkaz k platbě neexistuje');
    // only this sale's own intent: not another payment of the same customer
    const otherIntent = await post(`/api/pay/walk-in/${payToken}/card`, anyone, {
      clientSecret: 'pi_jiny_platebni_zamer_secret_0123456789',
      card,
    });
    expect(otherIntent.statusCode).toBe(404);
    const taps = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(`/api/pay/walk-in/${payToken}/card`, anyone, {
          clientSecret: view.json().payment.clientSecret,
          card,
        }),
      ),
    );
    expect(taps.map((tap) => tap.json().status)).toEqual(Array(20).fill('succeeded'));
    const paidOnce = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.id, paymentId), eq(payments.status, 'succeeded')));
    expect(paidOnce).toHaveLength(1);
    expect(await t.db.select().from(tickets).where(eq(tickets.paymentId, paymentId))).toHaveLength(1);
    const after = await get(`/api/pay/walk-in/${payToken}`, anyone);
    expect(after.json()).toMatchObject({ state: 'paid', payment: null });

    const res = await get(`/api/partner/org/reception/walk-in/${paymentId}`, partner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: 'paid', ticket: { email, isUsed: false } });
    // neither the account's name nor the customer's live card code reaches the desk
    expect(res.json().ticket).not.toHaveProperty('cardPayload');
    expect(res.body).not.toContain('Petr');
    expect(res.body).not.toMatch(/CH1\./);
    // another organisation cannot read the sale
    expect((await get(`/api/partner/org/reception/walk-in/${paymentId}`, other)).statusCode).toBe(404);
    const [customer] = await t.db.select().from(accounts).where(eq(accounts.email, email));
    expect(customer!.credits).toBe(50_000);
    const ledger = await t.db.select().from(creditLedger).where(eq(creditLedger.userId, customer!.id));
    expect(ledger).toHaveLength(1);
    // the desk cannot cancel what was paid
    const cancel = await post(`/api/partner/org/reception/walk-in/${paymentId}/cancel`, partner);
    expect(cancel.json()).toMatchObject({ state: 'paid' });
  });

  it('a link the desk cancelled, or one past its 30 minutes, pays nothing and says why in Czech', async () => {
    const cancelled = await sell('zruseny@example.cz');
    const token = tokenOf(cancelled);
    const saleId = cancelled.json().sale.saleId;
    const view = (await get(`/api/pay/walk-in/${token}`, anyone)).json();
    expect((await post(`/api/partner/org/reception/walk-in/${saleId}/cancel`, other)).statusCode).toBe(404);
    const cancel = await post(`/api/partner/org/reception/walk-in/${saleId}/cancel`, partner);
    expect(cancel.json()).toMatchObject({ state: 'cancelled', ticket: null });
    const refused = await post(`/api/pay/walk-in/${token}/card`, anyone, {
      clientSecret: view.payment.clientSecret,
      card,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Recepce tento prodej zrušila, odkaz už nic nezaplatí. Požádejte prosím na recepci o nový.',
    );
    expect((await get(`/api/pay/walk-in/${token}`, anyone)).json()).toMatchObject({
      state: 'cancelled',
      payment: null,
    });

    const late = await sell('pozdni@example.cz');
    const lateToken = tokenOf(late);
    const lateView = (await get(`/api/pay/walk-in/${lateToken}`, anyone)).json();
    t.clock.set(new Date(TEST_NOW.getTime() + 31 * 60_000));
    try {
      const expired = await post(`/api/pay/walk-in/${lateToken}/card`, anyone, {
        clientSecret: lateView.payment.clientSecret,
        card,
      });
      expect(expired.statusCode).toBe(409);
      expect(expired.json().message).toBe(
        'Platnost tohoto odkazu k platbě vypršela. Požádejte prosím na recepci o nový.',
      );
      const status = await get(`/api/partner/org/reception/walk-in/${late.json().sale.saleId}`, partner);
      expect(status.json()).toMatchObject({ state: 'expired', ticket: null });
    } finally {
      t.clock.set(TEST_NOW);
    }
    const [canceledPayment] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.id, late.json().sale.saleId));
    expect(canceledPayment!.status).toBe('canceled');
  });

  it('shows the booking today, admits it once at its venue and refuses the second scan', async () => {
    const today = await get('/api/partner/entries/today', partner);
    expect(today.statusCode).toBe(200);
    expect(today.json().entries.some((e: { userName: string }) => e.userName === 'Petr Příchozí')).toBe(true);
    expect(today.json().venues.length).toBeGreaterThan(1);
    // the other organisation does not see it
    const theirs = await get('/api/partner/entries/today', other);
    expect(theirs.json().entries).toEqual([]);
    const cardPayload = await customerCardPayload();
    // the scan names the desk's venue
    const noVenue = await post('/api/partner/entries/scan', partner, { code: cardPayload });
    expect(noVenue.statusCode).toBe(400);
    expect(noVenue.json().message).toContain('sportoviště');

    const elsewhere = await t.db.select().from(venues).where(eq(venues.adminId, brno)).limit(1);
    const wrongVenue = await post('/api/partner/entries/scan', partner, {
      code: cardPayload,
      venueId: elsewhere[0]!.id,
    });
    expect(wrongVenue.json()).toMatchObject({ admitted: false });

    await atTheDoor(t, new Date(slot.startsAt), async () => {
      const code = await customerCardPayload();
      const first = await post('/api/partner/entries/scan', partner, { code, venueId });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ admitted: true, userName: 'Petr Příchozí' });
      const second = await post('/api/partner/entries/scan', partner, { code, venueId });
      expect(second.json()).toMatchObject({ admitted: false, reason: 'already_used' });
      expect(second.json().message).toMatch(/^Už vpuštěno/);
    });
    const [ticket] = await t.db.select().from(tickets).where(eq(tickets.paymentId, paymentId));
    expect(ticket!.isUsed).toBe(true);
  });

  it('creates the account of a new customer by e-mail', async () => {
    const res = await post(
      '/api/partner/org/reception/walk-in',
      { ...partner, 'idempotency-key': randomUUID() },
      {
        venueId,
        timeSlotId: slot.slotId,
        optionId: slot.options[0]!.optionId,
        email: 'Novy.Zakaznik@example.cz',
        name: 'Nový Zákazník',
      },
    );
    expect(res.statusCode).toBe(202);
    expect(res.json().customer).toMatchObject({ created: true });
    expect(res.json().customer).not.toHaveProperty('name');

    // the new customer is told by e-mail and sets a password with its link (7 days, single use)
    const welcome = await t.db
      .select()
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.to, 'novy.zakaznik@example.cz'), eq(emailOutbox.template, 'walk_in_welcome')),
      );
    expect(welcome).toHaveLength(1);
    expect(welcome[0]!.subject).toBe('Váš účet Champions je připravený');
    expect(welcome[0]!.text).toContain('Dobrý den, Nový Zákazník,');
    const token = /token=([^\s&"]+)/.exec(welcome[0]!.text)![1]!;
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/user/update-password',
      payload: { token: decodeURIComponent(token), password: 'Prichozi-Heslo-2026' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'novy.zakaznik@example.cz', password: 'Prichozi-Heslo-2026' },
    });
    expect(login.statusCode, login.body).toBe(200);

    // a second sale to the same address finds the account: no second welcome
    const again = await post(
      '/api/partner/org/reception/walk-in',
      { ...partner, 'idempotency-key': randomUUID() },
      {
        venueId,
        timeSlotId: slot.slotId,
        optionId: slot.options[1]?.optionId ?? slot.options[0]!.optionId,
        email: 'novy.zakaznik@example.cz',
      },
    );
    expect(again.json().customer).toMatchObject({ created: false });
    const welcomes = await t.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'walk_in_welcome'));
    expect(welcomes.filter((mail) => mail.to === 'novy.zakaznik@example.cz')).toHaveLength(1);
  });

  it('the desk admits its own sale without the customer’s card: another time only when confirmed, once', async () => {
    const sale = await sell('u-dveri@example.cz');
    expect(sale.statusCode).toBe(202);
    const sold = sale.json().sale.saleId as string;
    // not paid yet: nothing to admit
    expect((await post(`/api/partner/org/reception/walk-in/${sold}/admit`, partner)).statusCode).toBe(404);
    const paid = await payByLink(tokenOf(sale));
    expect(paid.json().status).toBe('succeeded');
    const { ticket } = (await get(`/api/partner/org/reception/walk-in/${sold}`, partner)).json();
    const admit = (body: Record<string, unknown> = {}, headers = partner) =>
      post(`/api/partner/org/reception/walk-in/${sold}/admit`, headers, body);
    expect((await admit({}, other)).statusCode).toBe(404);
    const startsAt = new Date(slot.startsAt);
    // two hours before the slot: the desk is told the time and must confirm
    t.clock.set(new Date(startsAt.getTime() - 2 * 3_600_000));
    try {
      const early = await admit();
      expect(early.json()).toMatchObject({
        admitted: false,
        reason: 'wrong_time',
        otherTime: { ticketId: ticket.ticketId, slotStartsAt: slot.startsAt },
      });
    } finally {
      t.clock.set(TEST_NOW);
    }
    const [unused] = await t.db.select().from(tickets).where(eq(tickets.id, ticket.ticketId));
    expect(unused!.isUsed).toBe(false);
    await atTheDoor(t, startsAt, async () => {
      const admitted = await admit();
      expect(admitted.json()).toMatchObject({
        admitted: true,
        ticketId: ticket.ticketId,
        userName: 'u-dveri@example.cz',
      });
      const again = await admit({ confirmTicketId: ticket.ticketId });
      expect(again.json()).toMatchObject({ admitted: false, reason: 'already_used' });
    });
  });

  it('creates one account, one welcome and one payment when a sale to a new address is sent 20 times at once', async () => {
    const sale = {
      venueId,
      timeSlotId: slot.slotId,
      optionId: slot.options[0]!.optionId,
      email: 'dvojklik@example.cz',
      name: 'Dana Dvojklik',
    };
    // the same sale (one Idempotency-Key) double-clicked 20 times
    const headers = { ...partner, 'idempotency-key': randomUUID() };
    const same = await Promise.all(
      Array.from({ length: 20 }, () => post('/api/partner/org/reception/walk-in', headers, sale)),
    );
    expect(new Set(same.map((a) => a.statusCode))).toEqual(new Set([202]));
    expect(new Set(same.map((a) => a.json().sale.saleId)).size).toBe(1);
    // two desks selling to the same newcomer at once (keys of their own): still one account
    const desks = await Promise.all(
      Array.from({ length: 5 }, () =>
        post('/api/partner/org/reception/walk-in', { ...partner, 'idempotency-key': randomUUID() }, sale),
      ),
    );
    for (const desk of desks) expect([202, 409], desk.body).toContain(desk.statusCode);

    const made = await t.db.select().from(accounts).where(eq(accounts.email, 'dvojklik@example.cz'));
    expect(made).toHaveLength(1);
    const welcomes = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, 'dvojklik@example.cz'), eq(emailOutbox.template, 'walk_in_welcome')));
    expect(welcomes).toHaveLength(1);
    const owed = await t.db.select().from(payments).where(eq(payments.userId, made[0]!.id));
    // one payment for the double-clicked sale, one for each desk that was answered 202
    expect(owed).toHaveLength(1 + desks.filter((desk) => desk.statusCode === 202).length);
  });
});
