import { DAY_MS } from '@champions/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog, priceChanges } from '../src/db/schema.ts';
import { type SubscriptionUser, useSubscriptionKit } from './subscription-kit.ts';

/**
 * The back office's Ceník: a change scheduled for a later Prague day shows publicly from that day on
 * (on the app's clock), new purchases take it from then, and a running subscription keeps the price of
 * its period until its renewal, which takes the new one. A future change can be cancelled, a started one not.
 */
const { kit, setClock, newUser, buyWithCard, subOf, periodPayments, walkTo } = useSubscriptionKit('cenik');

// 10 March 2027, 10:00 in Prague; the change starts on 1 April (summer time: Prague = UTC+2)
const START = new Date('2027-03-10T09:00:00Z');
const CHANGE_DAY = '2027-04-01';
const LAST_MINUTE_BEFORE = new Date('2027-03-31T21:59:00Z');
const CHANGE_MIDNIGHT = new Date('2027-03-31T22:00:00Z');

const ids: Record<string, { id: string; email: string }> = {};
beforeAll(async () => {
  for (const [role, email] of [
    ['superadmin', 'admin@champions.cz'],
    ['user', 'uzivatel@champions.cz'],
    ['admin', 'partner@champions.cz'],
  ] as const) {
    const [row] = await kit.t.db.select().from(accounts).where(eq(accounts.email, email));
    ids[role] = { id: row!.id, email };
  }
  await setClock(START);
});

/** A token of a demo account signed now (the clock walks for months in this file). */
async function tokenOf(role: 'superadmin' | 'user' | 'admin') {
  const who = ids[role]!;
  return `Bearer ${await kit.t.app.ctx.tokens.sign({ id: who.id, email: who.email, role, tv: 0 })}`;
}

async function call(method: 'GET' | 'POST', url: string, payload?: object) {
  return kit.t.app.inject({
    method,
    url: `/api/superadmin${url}`,
    headers: { 'x-superadmin-token': await tokenOf('superadmin') },
    ...(payload ? { payload } : {}),
  });
}

/** The public config prices in Kč, as the pricing pages read them (the cache cleared: the clock moved). */
async function publicConfig() {
  kit.t.app.ctx.catalogueChanged('prices');
  const res = await kit.t.app.inject({ method: 'GET', url: '/api/public/' });
  expect(res.statusCode).toBe(200);
  return res.json() as { config: Record<string, number>; areas: { id: string; price: number }[] };
}

const changeCount = async () => (await kit.t.db.select().from(priceChanges)).length;

describe('who may schedule a price change', () => {
  it('refuses no token, a user token and a partner token, making nothing', async () => {
    const body = { target: 'FLEXIBLE', amount: 249, startsOn: CHANGE_DAY };
    const before = await changeCount();
    const attempts = [
      {},
      { 'x-superadmin-token': await tokenOf('user') },
      { 'x-user-token': await tokenOf('user') },
      { 'x-superadmin-token': await tokenOf('admin') },
      { 'x-admin-token': await tokenOf('admin') },
    ];
    for (const headers of attempts) {
      const res = await kit.t.app.inject({
        method: 'POST',
        url: '/api/superadmin/prices',
        headers,
        payload: body,
      });
      expect([401, 403]).toContain(res.statusCode);
      const list = await kit.t.app.inject({ method: 'GET', url: '/api/superadmin/prices', headers });
      expect([401, 403]).toContain(list.statusCode);
    }
    expect(await changeCount()).toBe(before);
  });
});

describe('validation', () => {
  it('refuses today and past days (422), what is not a day and bad amounts (400), in Czech', async () => {
    const before = await changeCount();
    const today = await call('POST', '/prices', { target: 'FLEXIBLE', amount: 249, startsOn: '2027-03-10' });
    expect(today.statusCode).toBe(422);
    expect(today.json()).toMatchObject({
      code: 'PRICE_CHANGE_DATE_NOT_FUTURE',
      message: 'Změna ceny může začít nejdříve zítra. Zvolte prosím pozdější datum.',
    });
    const past = await call('POST', '/prices', { target: 'PAYG_PLUS', amount: 129, startsOn: '2027-01-01' });
    expect(past.statusCode).toBe(422);
    const notADay = await call('POST', '/prices', {
      target: 'FLEXIBLE',
      amount: 249,
      startsOn: '2027-02-30',
    });
    expect(notADay.statusCode).toBe(400);
    expect(notADay.json().message).toBe('Zadejte platné datum začátku.');
    for (const bad of [
      { target: 'FLEXIBLE', amount: 0, startsOn: CHANGE_DAY },
      { target: 'FLEXIBLE', amount: 199.5, startsOn: CHANGE_DAY },
      { target: 'COMMISSION', amount: 101, startsOn: CHANGE_DAY },
      { target: 'AREA', amount: 1599, startsOn: CHANGE_DAY },
      { target: 'NOTHING', amount: 1, startsOn: CHANGE_DAY },
    ]) {
      const res = await call('POST', '/prices', bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const unknownArea = await call('POST', '/prices', {
      target: 'AREA',
      areaId: crypto.randomUUID(),
      amount: 1599,
      startsOn: CHANGE_DAY,
    });
    expect(unknownArea.statusCode).toBe(404);
    expect(await changeCount()).toBe(before);
  });
});

describe('a flexible surcharge rise scheduled for next month', () => {
  let runningUser: SubscriptionUser;
  let changeId = '';

  it('is scheduled and audited, and the public price does not move today', async () => {
    runningUser = await newUser();
    await buyWithCard(runningUser, { type: 'CHAMPIONSHIP_FLEXIBLE', areaId: kit.brno, startNow: true });
    expect((await subOf(runningUser)).subscribedPrice).toBe(189_800); // 1 699 + 199 Kč

    const res = await call('POST', '/prices', { target: 'FLEXIBLE', amount: 249, startsOn: CHANGE_DAY });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      target: 'FLEXIBLE',
      amount: 249,
      previousAmount: 199,
      startsOn: CHANGE_DAY,
      status: 'SCHEDULED',
      cancellable: true,
      createdByName: expect.any(String),
    });
    changeId = res.json().id;
    const [audit] = await kit.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'price.schedule'), eq(auditLog.targetId, changeId)));
    expect(audit?.data).toMatchObject({
      before: { amount: 199 },
      after: { amount: 249 },
      startsOn: CHANGE_DAY,
    });

    expect((await publicConfig()).config).toEqual({
      allLocationsPrice: 1799,
      flexiblePrice: 199,
      paygPlusPrice: 119,
    });
    const overview = await call('GET', '/prices');
    expect(overview.statusCode).toBe(200);
    expect(overview.json()).toMatchObject({ today: '2027-03-10', earliestStartsOn: '2027-03-11' });
    const flexible = overview.json().inForce.find((row: { target: string }) => row.target === 'FLEXIBLE');
    expect(flexible).toMatchObject({
      amount: 199,
      nextChange: { id: changeId, amount: 249, startsOn: CHANGE_DAY },
    });
    expect(overview.json().changes.map((c: { id: string }) => c.id)).toContain(changeId);
  });

  it('shows publicly from its Prague day on the app clock', async () => {
    await setClock(LAST_MINUTE_BEFORE);
    expect((await publicConfig()).config.flexiblePrice).toBe(199);
    await setClock(CHANGE_MIDNIGHT);
    expect((await publicConfig()).config).toEqual({
      allLocationsPrice: 1799,
      flexiblePrice: 249,
      paygPlusPrice: 119,
    });
  });

  it('leaves the running period alone; the renewal after the day takes the new price', async () => {
    await setClock(new Date(CHANGE_MIDNIGHT.getTime() + DAY_MS));
    await kit.runBillingWorker();
    const running = await subOf(runningUser);
    expect(running.currentPeriod).toBe(0);
    expect(running.subscribedPrice).toBe(189_800);

    await walkTo(START, 28, 60_000); // the second period starts on 7 April
    const renewed = await subOf(runningUser);
    expect(renewed).toMatchObject({ currentPeriod: 1, subscribedPrice: 194_800, monthlyPrice: 194_800 });
    const paid = await periodPayments(renewed.id);
    expect(paid.map((p) => p.amount)).toEqual([189_800, 194_800]);
  });

  it('prices a new subscription bought from that day at the new surcharge', async () => {
    const newcomer = await newUser();
    await buyWithCard(newcomer, { type: 'CHAMPIONSHIP_FLEXIBLE', areaId: kit.brno, startNow: true });
    expect((await subOf(newcomer)).subscribedPrice).toBe(194_800);
  });

  it('cannot be cancelled once started (409 in Czech)', async () => {
    const detail = await call('GET', `/prices/${changeId}`);
    expect(detail.json()).toMatchObject({ status: 'STARTED', cancellable: false });
    const res = await call('POST', `/prices/${changeId}/cancel`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'PRICE_CHANGE_STARTED',
      message: 'Změna ceny už platí, proto ji nelze zrušit. Naplánujte prosím novou změnu.',
    });
  });
});

describe('cancelling a future change', () => {
  it('keeps the old price on its day, is audited, and a second cancel is refused', async () => {
    const now = kit.t.clock.now();
    await setClock(now);
    const created = await call('POST', '/prices', {
      target: 'PAYG_PLUS',
      amount: 129,
      startsOn: '2027-05-01',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    const cancelled = await call('POST', `/prices/${id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      status: 'CANCELLED',
      cancellable: false,
      cancelledByName: expect.any(String),
    });
    const [audit] = await kit.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'price.cancel'), eq(auditLog.targetId, id)));
    expect(audit?.data).toMatchObject({
      before: { amount: 129, cancelledAt: null },
      after: { amount: null },
    });
    const again = await call('POST', `/prices/${id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PRICE_CHANGE_CANCELLED');

    await setClock(new Date('2027-05-01T08:00:00Z'));
    expect((await publicConfig()).config.paygPlusPrice).toBe(119);
    const filtered = await call('GET', '/prices?status=CANCELLED');
    expect(filtered.json().changes.map((c: { id: string }) => c.id)).toEqual([id]);
  });

  it('an area price change shows for that area only, from its day', async () => {
    const created = await call('POST', '/prices', {
      target: 'AREA',
      areaId: kit.praha,
      amount: 1599,
      startsOn: '2027-05-10',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ areaName: 'Praha', previousAmount: 1699 });
    await setClock(new Date('2027-05-10T08:00:00Z'));
    const areas = (await publicConfig()).areas;
    expect(areas.find((a) => a.id === kit.praha)?.price).toBe(1599);
    expect(areas.find((a) => a.id === kit.brno)?.price).toBe(1699);
  });

  it('answers 404 for an unknown change', async () => {
    expect((await call('GET', `/prices/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await call('POST', `/prices/${crypto.randomUUID()}/cancel`)).statusCode).toBe(404);
  });
});
