import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  activities,
  entries,
  journalEntries,
  journalLines,
  payments,
  receipts,
  requests,
  tickets,
  venues,
} from '../src/db/schema.ts';
import { customerMaker, loginAs, partnerSlotsQuery, userHeaders } from './customers.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { expectMoneyInvariants } from './money-audit.ts';
import { cardPaymentMaker } from './refund-kit.ts';

/** The back office's dashboard (GET /api/superadmin/dashboard) and one search box (GET /api/superadmin/search). */
let t: TestApp;
let superadmin: Record<string, string>;
let adminToken: string;
let userToken: string;
const makeCustomer = customerMaker(() => t, 'prehled', 'Přehled');

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
  superadmin = { 'x-superadmin-token': `Bearer ${await loginAs(t, 'superadmin', 'admin@champions.cz')}` };
  adminToken = await loginAs(t, 'admin', 'partner@champions.cz');
  userToken = await loginAs(t, 'user', 'uzivatel@champions.cz');
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers = superadmin) => t.app.inject({ method: 'GET', url, headers });

/** A ticket of the customer for some activity of the demo data, scanned (admitted) at `at` unless told not to. */
async function ticketOf(userId: string, at: Date, scanned = true) {
  const [activity] = await t.db.select().from(activities).limit(1);
  const [ticket] = await t.db
    .insert(tickets)
    .values({
      userId,
      activityId: activity!.id,
      source: 'CHAMPIONSHIP',
      price: 0,
      isUsed: scanned,
      usedAt: scanned ? at : null,
      expiresAt: new Date(at.getTime() + 86_400_000),
    })
    .returning();
  if (scanned)
    await t.db
      .insert(entries)
      .values({ ticketId: ticket!.id, userId, venueId: activity!.venueId, scannedAt: at });
  return ticket!;
}

async function paymentOf(userId: string, values: Partial<typeof payments.$inferInsert>) {
  const [payment] = await t.db
    .insert(payments)
    .values({
      userId,
      kind: 'entry',
      description: 'Vstup na lekci',
      amount: 25_000,
      totalAmount: 25_000,
      status: 'succeeded',
      provider: 'local',
      paidAt: t.clock.now(),
      ...values,
    })
    .returning();
  return payment!;
}

/** An entry of the books posted at a given time (the journal dates its lines by the database's clock). */
async function postedAt(at: Date, reference: string, event: string, lines: [string, number][]) {
  const [entry] = await t.db.insert(journalEntries).values({ reference, event, createdAt: at }).returning();
  await t.db
    .insert(journalLines)
    .values(lines.map(([account, amount]) => ({ entryId: entry!.id, account, amount, createdAt: at })));
}

describe('GET /api/superadmin/dashboard', () => {
  it('refuses no token, a user’s and a partner’s token', async () => {
    expect((await get('/api/superadmin/dashboard', {})).statusCode).toBe(401);
    expect((await get('/api/superadmin/dashboard', userHeaders(userToken))).statusCode).toBe(401);
    expect(
      (await get('/api/superadmin/dashboard', { 'x-superadmin-token': `Bearer ${adminToken}` })).statusCode,
    ).toBe(401);
    expect(
      (await get('/api/superadmin/dashboard', { 'x-admin-token': `Bearer ${adminToken}` })).statusCode,
    ).toBe(401);
  });

  it('refuses another window than 30 or 90 days in Czech', async () => {
    for (const days of ['7', 'abc', '-30', '30.5']) {
      const res = await get(`/api/superadmin/dashboard?days=${days}`);
      expect(res.statusCode, days).toBe(400);
      expect(res.json().message, days).toContain('Období může být 30, nebo 90 dní.');
    }
  });

  it('answers one row per Prague day of the window, ending today, 30 by default', async () => {
    const res = await get('/api/superadmin/dashboard');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.days).toBe(30);
    expect(body.series).toHaveLength(30);
    expect(body.to).toBe('2026-11-23');
    expect(body.from).toBe('2026-10-25');
    expect(body.series[0].day).toBe('2026-10-25');
    expect(body.series.at(-1).day).toBe('2026-11-23');
    const ninety = (await get('/api/superadmin/dashboard?days=90')).json();
    expect(ninety.series).toHaveLength(90);
    expect(ninety.from).toBe('2026-08-26');
  });

  it('counts entries, revenue, new users, plans, payouts, requests and failed payments', async () => {
    const before = (await get('/api/superadmin/dashboard')).json();
    const customer = await makeCustomer();
    // registered today (the clock of the test, not the database's)
    await t.db.update(accounts).set({ createdAt: t.clock.now() }).where(eq(accounts.id, customer.id));
    // today in Prague (09:00 UTC), and a scan at 23:30 UTC the day before = 00:30 Prague today
    await ticketOf(customer.id, new Date('2026-11-23T08:00:00Z'));
    await ticketOf(customer.id, new Date('2026-11-22T23:30:00Z'));
    // a voided scan and an unused ticket do not count
    const voided = await ticketOf(customer.id, new Date('2026-11-23T07:00:00Z'));
    await t.db.update(entries).set({ voidedAt: t.clock.now() }).where(eq(entries.ticketId, voided.id));
    await ticketOf(customer.id, new Date('2026-11-23T07:00:00Z'), false);
    const paid = await paymentOf(customer.id, { amount: 19_900, paidAt: new Date('2026-11-23T06:00:00Z') });
    // sales are read from the books: its capture, posted today (the test's day, not the database's)
    await postedAt(new Date('2026-11-23T06:00:00Z'), `capture:${paid.id}`, 'card_capture', [
      [`provider:${paid.id}`, 19_900],
      [`payment:${paid.id}`, -19_900],
    ]);
    await paymentOf(customer.id, { amount: 5_000, status: 'requires_payment_method', paidAt: null });
    await paymentOf(customer.id, {
      amount: 7_700,
      status: 'requires_payment_method',
      paidAt: null,
      lastError: 'Karta byla zamítnuta.',
      updatedAt: new Date('2026-11-23T01:00:00Z'),
    });
    // failed two days ago: not in the last 24 hours
    await paymentOf(customer.id, {
      status: 'requires_payment_method',
      paidAt: null,
      lastError: 'Karta byla zamítnuta.',
      updatedAt: new Date('2026-11-21T01:00:00Z'),
    });
    await t.db.insert(requests).values([
      { kind: 'contact', name: 'Nový dotaz', email: 'novy@example.cz', status: 'new' },
      { kind: 'partner', name: 'Rozpracovaný', email: 'rozprac@example.cz', status: 'in_progress' },
      { kind: 'contact', name: 'Vyřízený', email: 'hotovo@example.cz', status: 'done' },
    ]);
    const after = (await get('/api/superadmin/dashboard')).json();
    const today = (body: typeof after) => body.series.at(-1);
    expect(today(after).entries - today(before).entries).toBe(2);
    expect(today(after).revenue - today(before).revenue).toBe(19_900);
    expect(today(after).newUsers - today(before).newUsers).toBe(1);
    expect(after.totals.entries - before.totals.entries).toBe(2);
    expect(after.totals.revenue - before.totals.revenue).toBe(19_900);
    expect(after.failedPayments24h - before.failedPayments24h).toBe(1);
    // the tile's list: the failed payment of the last 24 hours with its payer, not the older one
    expect(after.failedPayments[0]).toEqual({
      id: expect.any(String),
      userId: customer.id,
      userEmail: customer.email,
      description: 'Vstup na lekci',
      amount: 7_700,
      error: 'Karta byla zamítnuta.',
      at: '2026-11-23T01:00:00.000Z',
    });
    expect(after.failedPayments.filter((p: { userId: string }) => p.userId === customer.id)).toHaveLength(1);
    expect(after.openRequests.new - before.openRequests.new).toBe(1);
    expect(after.openRequests.inProgress - before.openRequests.inProgress).toBe(1);
    // the partner request in progress waits for approval; a contact request is no partner
    expect(after.pendingPartners - before.pendingPartners).toBe(1);
    expect(after.subscriptions.byType.map((r: { type: string }) => r.type)).toEqual([
      'CHAMPIONSHIP',
      'CHAMPIONSHIP_FLEXIBLE',
      'PAYG_PLUS',
    ]);
    const byType = after.subscriptions.byType.reduce((s: number, r: { count: number }) => s + r.count, 0);
    const byArea = after.subscriptions.byArea.reduce((s: number, r: { count: number }) => s + r.count, 0);
    expect(byType).toBe(after.subscriptions.active);
    expect(byArea).toBe(after.subscriptions.active);
    expect(after.payoutsDue).toEqual({ count: expect.any(Number), amount: expect.any(Number) });
  });
});

describe('GET /api/superadmin/search', () => {
  it('refuses no token, a user’s and a partner’s token', async () => {
    expect((await get('/api/superadmin/search?q=sikora', {})).statusCode).toBe(401);
    expect((await get('/api/superadmin/search?q=sikora', userHeaders(userToken))).statusCode).toBe(401);
    expect(
      (await get('/api/superadmin/search?q=sikora', { 'x-superadmin-token': `Bearer ${adminToken}` }))
        .statusCode,
    ).toBe(401);
  });

  it('refuses an empty or one-letter search in Czech', async () => {
    for (const url of [
      '/api/superadmin/search',
      '/api/superadmin/search?q=',
      '/api/superadmin/search?q=%20%20',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toMatch(/Zadejte/);
    }
    const control = await get('/api/superadmin/search?q=%00%ff');
    expect(control.statusCode).toBe(400);
    expect(control.json().message).toContain('nepovolené znaky');
    const one = await get('/api/superadmin/search?q=a');
    expect(one.statusCode).toBe(400);
    expect(one.json().message).toContain('alespoň 2 znaky');
  });

  it('finds a customer by name without diacritics and by e-mail, linking to the customer', async () => {
    const [sikora] = await t.db
      .insert(accounts)
      .values({
        role: 'user',
        email: 'marek.s@example.cz',
        name: 'Marek Šikora',
        emailVerifiedAt: t.clock.now(),
      })
      .returning();
    const byName = (await get('/api/superadmin/search?q=sikora')).json();
    expect(byName.hits).toContainEqual(
      expect.objectContaining({ kind: 'user', label: 'Marek Šikora', targetId: sikora!.id }),
    );
    const byWords = (await get('/api/superadmin/search?q=MAREK%20%C5%A1ikora')).json();
    expect(byWords.hits.map((h: { id: string }) => h.id)).toContain(sikora!.id);
    const byEmail = (await get('/api/superadmin/search?q=marek.s%40example.cz')).json();
    expect(byEmail.hits[0]).toMatchObject({ kind: 'user', id: sikora!.id, detail: 'marek.s@example.cz' });
    expect((await get('/api/superadmin/search?q=sikorova')).json().hits).toEqual([]);
  });

  it('finds a ticket by its code (the id or its first 8 characters), linking to its owner', async () => {
    const customer = await makeCustomer();
    const ticket = await ticketOf(customer.id, t.clock.now());
    for (const code of [ticket.id, ticket.id.slice(0, 8), ticket.id.slice(0, 8).toUpperCase()]) {
      const body = (await get(`/api/superadmin/search?q=${code}`)).json();
      expect(body.hits, code).toContainEqual(
        expect.objectContaining({
          kind: 'ticket',
          id: ticket.id,
          targetId: customer.id,
          detail: customer.email,
        }),
      );
    }
  });

  it('finds a payment by its id and a receipt by its number, linking to the payer', async () => {
    const customer = await makeCustomer();
    const payment = await paymentOf(customer.id, { amount: 12_300, providerIntentId: 'pi_hledani_123' });
    await t.db
      .insert(receipts)
      .values({ number: '2026-990017', paymentId: payment.id, issuedAt: t.clock.now(), document: {} });
    const byId = (await get(`/api/superadmin/search?q=${payment.id}`)).json();
    expect(byId.hits).toContainEqual(
      expect.objectContaining({ kind: 'payment', id: payment.id, targetId: customer.id, amount: 12_300 }),
    );
    const byIntent = (await get('/api/superadmin/search?q=pi_hledani_123')).json();
    expect(byIntent.hits).toContainEqual(expect.objectContaining({ kind: 'payment', id: payment.id }));
    for (const number of ['2026-990017', '2026990017']) {
      const byNumber = (await get(`/api/superadmin/search?q=${number}`)).json();
      expect(byNumber.hits[0], number).toMatchObject({
        kind: 'receipt',
        id: '2026-990017',
        label: '2026-990017',
        targetId: customer.id,
        amount: 12_300,
      });
    }
  });

  it('finds a venue, a partner by company or IČO, and an activity, diacritics-insensitive', async () => {
    const [venue] = await t.db.select().from(venues).limit(1);
    const plain = venue!.name
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
    const venueHits = (await get(`/api/superadmin/search?q=${encodeURIComponent(plain)}`)).json();
    expect(venueHits.hits).toContainEqual(
      expect.objectContaining({ kind: 'venue', id: venue!.id, targetId: venue!.id }),
    );
    const [activity] = await t.db.select().from(activities).limit(1);
    const activityHits = (await get(`/api/superadmin/search?q=${encodeURIComponent(activity!.name)}`)).json();
    expect(activityHits.hits).toContainEqual(
      expect.objectContaining({ kind: 'activity', targetId: activity!.id }),
    );

    const [partner] = await t.db
      .insert(accounts)
      .values({ role: 'admin', email: 'hledany.partner@example.cz', name: 'Jan Hledaný' })
      .returning();
    const { partnerSettings } = await import('../src/db/schema.ts');
    await t.db
      .insert(partnerSettings)
      .values({ adminId: partner!.id, companyName: 'Žlutý Kůň s.r.o.', ico: '27074358' });
    for (const q of ['zluty kun', '27074358', 'hledany.partner']) {
      const body = (await get(`/api/superadmin/search?q=${encodeURIComponent(q)}`)).json();
      expect(body.hits, q).toContainEqual(
        expect.objectContaining({ kind: 'partner', label: 'Žlutý Kůň s.r.o.', targetId: partner!.id }),
      );
    }
  });

  it('pages the hits on the server', async () => {
    for (let i = 0; i < 3; i += 1)
      await t.db
        .insert(accounts)
        .values({ role: 'user', email: `strankovani${i}@example.cz`, name: `Stránkování ${i}` });
    const first = (await get('/api/superadmin/search?q=strankovani&limit=2')).json();
    expect(first.hits).toHaveLength(2);
    expect(first.pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
    const second = (await get('/api/superadmin/search?q=strankovani&limit=2&page=2')).json();
    expect(second.hits).toHaveLength(1);
    expect(second.pagination.total).toBe(3);
    expect([...first.hits, ...second.hits].map((h: { label: string }) => h.label)).toEqual([
      'Stránkování 0',
      'Stránkování 1',
      'Stránkování 2',
    ]);
  });
});

describe('the dashboard’s sales (Tržby) from the books: card and credit, net of refunds', () => {
  // the journal dates its lines by the database's clock, so this app's clock is the real one
  let live: TestApp;
  let liveSuperadmin: Record<string, string>;
  let partnerId: string;
  const newCustomer = customerMaker(() => live, 'trzby', 'Tržby');
  const cardEntryPayment = cardPaymentMaker(() => live, 'trzbykarta');

  beforeAll(async () => {
    live = await createTestApp({ now: new Date(), env: { AUTH_RATE_LIMIT: '1000' } });
    liveSuperadmin = {
      'x-superadmin-token': `Bearer ${await loginAs(live, 'superadmin', 'admin@champions.cz')}`,
    };
    const [partner] = await live.db.select().from(accounts).where(eq(accounts.email, 'partner@champions.cz'));
    partnerId = partner!.id;
  });
  afterAll(async () => {
    if (live) await expectMoneyInvariants(live);
    await live?.close();
  });

  const sales = async () => {
    const body = (
      await live.app.inject({ method: 'GET', url: '/api/superadmin/dashboard', headers: liveSuperadmin })
    ).json();
    return { today: body.series.at(-1).revenue as number, total: body.totals.revenue as number };
  };

  it('a purchase paid with credit raises it by the price; a refund to the card lowers it by the refund', async () => {
    const start = await sales();
    const customer = await newCustomer(100_000);
    const [slot] = await partnerSlotsQuery(live, partnerId, live.clock.now()).limit(1).offset(5);
    const bought = await live.app.inject({
      method: 'POST',
      url: '/api/user/entries',
      headers: userHeaders(customer.token),
      payload: { timeSlotId: slot!.slotId, optionId: slot!.optionId },
    });
    expect(bought.statusCode, bought.body).toBe(201);
    const price = bought.json().entry.price as number;
    expect(price).toBeGreaterThan(0);
    const afterCredit = await sales();
    expect(afterCredit.today - start.today).toBe(price);
    expect(afterCredit.total - start.total).toBe(price);

    const { user, payment } = await cardEntryPayment();
    const afterCard = await sales();
    expect(afterCard.total - afterCredit.total).toBe(
      payment.amount + payment.creditsUsed - payment.creditsBack,
    );
    const back = Math.floor(payment.amount / 2);
    const refunded = await live.app.inject({
      method: 'POST',
      url: `/api/superadmin/users/${user.id}/payments/${payment.id}/refunds`,
      headers: { ...liveSuperadmin, 'idempotency-key': randomUUID() },
      payload: { amount: back, reason: 'Lekce byla zkrácena' },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const afterRefund = await sales();
    expect(afterCard.total - afterRefund.total).toBe(back);
    expect(afterCard.today - afterRefund.today).toBe(back);
  });
});
