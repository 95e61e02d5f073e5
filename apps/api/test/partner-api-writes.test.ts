import { and, eq, gte, isNull, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, activities, creditLedger, entries, venues } from '../src/db/schema.ts';
import { adminHeaders, customerMaker, loginAs, partnerSlotsQuery, userHeaders } from './customers.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { expectMoneyInvariants } from './money-audit.ts';
import { DEMO_ACCOUNTS } from './route-table-kit.ts';

/**
 * The partner API's writes with a write key: a slot made, moved and cancelled through the API by the
 * panel's own rules (a cancellation returns each customer's price as credit exactly as the panel's does,
 * once even when asked 20 times at once); a read key refused on every write; a key limited to one venue
 * touches nothing of another; a slot's bookings show first names only; the admissions of a date range.
 */
let t: TestApp;
let token: string;
let adminId: string;
let ownVenueId: string;
let activityId: string;
let optionId: string;
let price: number;
let dayOffset = 10;
const newCustomer = customerMaker(() => t, 'apizakaznik', 'Zákazník Apiový');

const panel = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: adminHeaders(token), ...(payload ? { payload } : {}) });
const withKey = (key: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${key}` },
    ...(payload ? { payload } : {}),
  });
async function newKey(scope: 'read' | 'write', venueId: string | null = null): Promise<string> {
  const made = await panel('POST', '/api/admin/api-keys', { name: `Klíč ${scope}`, scope, venueId });
  expect(made.statusCode, made.body).toBe(201);
  return made.json().key;
}
/** A free date in the future (each call the next day), for a slot no other test touches. */
function nextDate(): string {
  dayOffset += 1;
  return new Date(t.clock.now().getTime() + dayOffset * 86_400_000).toISOString().slice(0, 10);
}
const slotBody = (date: string, capacity = 12) => ({
  activityId,
  date,
  time: '06:10',
  durationMinutes: 60,
  capacity,
});
const creditsOf = async (userId: string) =>
  (await t.db.select({ credits: accounts.credits }).from(accounts).where(eq(accounts.id, userId)))[0]!
    .credits;
async function book(customer: { token: string }, slotId: string) {
  const bought = await t.app.inject({
    method: 'POST',
    url: '/api/user/entries',
    headers: userHeaders(customer.token),
    payload: { timeSlotId: slotId, optionId },
  });
  expect(bought.statusCode, bought.body).toBe(201);
  return bought.json().entry.id as string;
}

beforeAll(async () => {
  t = await createTestApp();
  token = await loginAs(t, 'admin', DEMO_ACCOUNTS.admin!);
  const [admin] = await t.db.select().from(accounts).where(eq(accounts.email, DEMO_ACCOUNTS.admin!));
  adminId = admin!.id;
  const [slot] = await partnerSlotsQuery(t, adminId, t.clock.now()).limit(1);
  activityId = slot!.activityId;
  optionId = slot!.optionId;
  price = slot!.price;
  const [activity] = await t.db.select().from(activities).where(eq(activities.id, activityId));
  ownVenueId = activity!.venueId;
});
afterAll(async () => {
  if (t) await expectMoneyInvariants(t);
  await t?.close();
});

describe('a write key', () => {
  it('makes a slot, changes it and cancels it, and the customers get their price back as credit', async () => {
    const key = await newKey('write');
    const date = nextDate();
    const made = await withKey(key, 'POST', '/api/partner-api/slots', slotBody(date));
    expect(made.statusCode, made.body).toBe(201);
    const slot = made.json();
    expect(slot).toMatchObject({ activityId, capacity: 12, bookings: 0, cancelled: false });
    // the panel lists it as its own
    const listed = (await panel('GET', `/api/admin/slots?from=${date}&to=${date}`)).json().slots;
    expect(listed).toContainEqual(slot);
    // the same time again is a clash, as in the panel; a slot in the past a 400 naming its field
    const clash = await withKey(key, 'POST', '/api/partner-api/slots', slotBody(date));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBe('SLOT_CLASH');
    const past = await withKey(key, 'POST', '/api/partner-api/slots', slotBody('2020-01-01'));
    expect(past.statusCode).toBe(400);
    expect(past.json().details.fields[0].field).toBe('body.date');

    const alice = await newCustomer(100_000);
    const bob = await newCustomer(100_000);
    await book(alice, slot.id);
    await book(bob, slot.id);
    expect(await creditsOf(alice.id)).toBe(100_000 - price);

    // the bookings: ticket, state and first name, never an e-mail
    const bookings = await withKey(key, 'GET', `/api/partner-api/slots/${slot.id}/bookings`);
    expect(bookings.statusCode, bookings.body).toBe(200);
    expect(bookings.json().bookings).toEqual([
      expect.objectContaining({ state: 'booked', firstName: 'Zákazník' }),
      expect.objectContaining({ state: 'booked', firstName: 'Zákazník' }),
    ]);
    expect(bookings.body).not.toContain('@');

    // below the bookings is refused as in the panel; a larger capacity and a later time are taken
    const tooSmall = await withKey(key, 'PUT', `/api/partner-api/slots/${slot.id}`, {
      date,
      time: '06:10',
      durationMinutes: 60,
      capacity: 1,
      championsPlaces: null,
    });
    expect(tooSmall.statusCode).toBe(400);
    expect(tooSmall.json().code).toBe('CAPACITY_BELOW_BOOKINGS');
    const moved = await withKey(key, 'PUT', `/api/partner-api/slots/${slot.id}`, {
      date,
      time: '07:10',
      durationMinutes: 45,
      capacity: 20,
      championsPlaces: null,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ id: slot.id, capacity: 20, bookings: 2 });
    expect(new Date(moved.json().startsAt).getTime() - new Date(slot.startsAt).getTime()).toBe(3_600_000);

    // the same cancellation through the panel, on a twin slot with the same bookings
    const twin = await withKey(key, 'POST', '/api/partner-api/slots', slotBody(nextDate()));
    const carol = await newCustomer(100_000);
    const dave = await newCustomer(100_000);
    await book(carol, twin.json().id);
    await book(dave, twin.json().id);
    const byPanel = await panel('POST', `/api/admin/slots/${twin.json().id}/cancel`);
    expect(byPanel.statusCode, byPanel.body).toBe(200);

    const cancelled = await withKey(key, 'POST', `/api/partner-api/slots/${slot.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toEqual(byPanel.json());
    expect(cancelled.json()).toMatchObject({ notified: 2, creditReturned: 2 * price });
    for (const customer of [alice, bob, carol, dave]) expect(await creditsOf(customer.id)).toBe(100_000);
    const refunds = await t.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, alice.id), eq(creditLedger.reason, 'slot_cancelled')));
    expect(refunds.map((row) => row.amount)).toEqual([price]);
    const after = await withKey(key, 'GET', `/api/partner-api/slots/${slot.id}/bookings`);
    expect(after.json().bookings.map((b: { state: string }) => b.state)).toEqual(['cancelled', 'cancelled']);

    // a cancelled slot: no second cancellation, no change
    expect((await withKey(key, 'POST', `/api/partner-api/slots/${slot.id}/cancel`)).statusCode).toBe(409);
    const edit = await withKey(key, 'PUT', `/api/partner-api/slots/${slot.id}`, {
      date,
      time: '08:10',
      durationMinutes: 45,
      capacity: 20,
      championsPlaces: null,
    });
    expect(edit.statusCode).toBe(409);
    await expectMoneyInvariants(t);
  });

  it('cancelled 20 times at once returns each customer’s price once', async () => {
    const key = await newKey('write');
    const made = await withKey(key, 'POST', '/api/partner-api/slots', slotBody(nextDate(), 30));
    const slotId = made.json().id as string;
    const customers = [];
    for (let n = 0; n < 5; n++) customers.push(await newCustomer(50_000));
    for (const customer of customers) await book(customer, slotId);

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => withKey(key, 'POST', `/api/partner-api/slots/${slotId}/cancel`)),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode !== 200).map((a) => a.json().code)).toEqual(
      Array(19).fill('SLOT_ALREADY_CANCELLED'),
    );
    for (const customer of customers) {
      expect(await creditsOf(customer.id)).toBe(50_000);
      const rows = await t.db
        .select()
        .from(creditLedger)
        .where(and(eq(creditLedger.userId, customer.id), eq(creditLedger.reason, 'slot_cancelled')));
      expect(rows).toHaveLength(1);
    }
  });
});

describe('a read key', () => {
  it('is refused every write with 403 and a Czech message, and nothing changes', async () => {
    const key = await newKey('read');
    const [slot] = await partnerSlotsQuery(t, adminId, t.clock.now()).limit(1);
    const writes: [method: 'POST' | 'PUT', url: string, payload?: object][] = [
      ['POST', '/api/partner-api/slots', slotBody(nextDate())],
      [
        'PUT',
        `/api/partner-api/slots/${slot!.slotId}`,
        { date: nextDate(), time: '06:10', durationMinutes: 60, capacity: 10, championsPlaces: null },
      ],
      ['POST', `/api/partner-api/slots/${slot!.slotId}/cancel`],
    ];
    for (const [method, url, payload] of writes) {
      const refused = await withKey(key, method, url, payload);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'API_KEY_READ_ONLY',
        message: 'Tento klíč API smí jen číst. Ke změnám vytvořte klíč s oprávněním čtení i zápis.',
      });
    }
    const [after] = await partnerSlotsQuery(t, adminId, t.clock.now()).limit(1);
    expect(after!.slotId).toBe(slot!.slotId);
    const bookings = await withKey(key, 'GET', `/api/partner-api/slots/${slot!.slotId}/bookings`);
    expect(bookings.statusCode).toBe(200);
  });

  it('reads the admissions of a date range, of the partner’s venues only, with first names', async () => {
    const key = await newKey('read');
    const from = '2020-01-01';
    const to = t.clock.now().toISOString().slice(0, 10);
    const answer = await withKey(key, 'GET', `/api/partner-api/entries?from=${from}&to=${to}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const own = await t.db
      .select({ id: entries.id })
      .from(entries)
      .innerJoin(venues, eq(venues.id, entries.venueId))
      .where(
        and(
          eq(venues.adminId, adminId),
          isNull(entries.voidedAt),
          gte(entries.scannedAt, new Date('2019-12-31T23:00:00Z')),
          lt(entries.scannedAt, new Date(t.clock.now().getTime() + 86_400_000)),
        ),
      );
    expect(
      answer
        .json()
        .entries.map((e: { entryId: string }) => e.entryId)
        .sort(),
    ).toEqual(own.map((row) => row.id).sort());
    expect(answer.body).not.toContain('@');
    const backwards = await withKey(key, 'GET', `/api/partner-api/entries?from=${to}&to=${from}`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().details.fields[0].field).toBe('querystring.to');
  });
});

describe('a key limited to one venue', () => {
  it('touches nothing of another venue: its slots answer 404, its activities 400 as in the panel', async () => {
    const own = await t.db.select({ id: venues.id }).from(venues).where(eq(venues.adminId, adminId));
    const other = own.find((venue) => venue.id !== ownVenueId);
    expect(other, 'the demo partner has two venues').toBeDefined();
    const key = await newKey('write', other!.id);
    const writeKey = await newKey('write');
    const made = await withKey(writeKey, 'POST', '/api/partner-api/slots', slotBody(nextDate()));
    const slotId = made.json().id as string;

    const create = await withKey(key, 'POST', '/api/partner-api/slots', slotBody(nextDate()));
    expect(create.statusCode).toBe(400);
    expect(create.json().details.fields).toEqual([
      { field: 'body.activityId', message: 'Vyberte jednu ze svých aktivit.' },
    ]);
    for (const [method, url, payload] of [
      ['GET', `/api/partner-api/slots/${slotId}/bookings`],
      [
        'PUT',
        `/api/partner-api/slots/${slotId}`,
        { date: nextDate(), time: '06:10', durationMinutes: 60, capacity: 10, championsPlaces: null },
      ],
      ['POST', `/api/partner-api/slots/${slotId}/cancel`],
    ] as const) {
      const refused = await withKey(key, method, url, payload);
      expect(refused.statusCode, `${method} ${url}`).toBe(404);
      expect(refused.json().code).toBe('PARTNER_SLOT_NOT_FOUND');
    }
    const entriesOfOther = await withKey(
      key,
      'GET',
      `/api/partner-api/entries?from=2020-01-01&to=2030-01-01&venueId=${ownVenueId}`,
    );
    expect(entriesOfOther.statusCode).toBe(404);
    const still = (await panel('GET', `/api/admin/slots?from=2020-01-01&to=2030-01-01`)).json().slots;
    expect(still.find((s: { id: string }) => s.id === slotId)).toMatchObject({ cancelled: false });
  });
});
