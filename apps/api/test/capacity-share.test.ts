import { adminActivity, adminSlot } from '@champions/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityOptions, tickets, timeSlots } from '../src/db/schema.ts';
import { customerMaker, DEMO_PASSWORD, userHeaders } from './customers.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { expectMoneyInvariants } from './money-audit.ts';

/**
 * Capacity share: the partner sets how many places Champions may sell per activity (overridable per
 * slot); the public availability and the buy path sell only those.
 */
let t: TestApp;
let partnerToken: string;
let activity: ReturnType<typeof adminActivity.parse>;
let optionId: string;
const PASSWORD = DEMO_PASSWORD;
const admin = () => ({ 'x-admin-token': `Bearer ${partnerToken}` });
const user = userHeaders;

const makeCustomer = customerMaker(() => t, 'podil', 'Zákazník');
const newUser = async (credits: number) => (await makeCustomer(credits, 'x')).token;

const activityBody = (championsPlaces: number | null, capacity = 10) => ({
  venueId: activity.venueId,
  name: activity.name,
  activityCategoryId: activity.activityCategoryId,
  description: activity.description,
  durationMinutes: activity.durationMinutes,
  capacity,
  championsPlaces,
  options: activity.options.map(({ id, name, price, durationMinutes }) => ({
    id,
    name,
    price,
    durationMinutes,
  })),
});

/** A new slot of the activity on a date, with capacity 10; returns its id. */
async function newSlot(date: string) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/admin/slots',
    headers: admin(),
    payload: { activityId: activity.id, date, time: '10:00', durationMinutes: 60, capacity: 10 },
  });
  expect(created.statusCode).toBe(201);
  const list = await t.app.inject({
    method: 'GET',
    url: `/api/admin/slots?from=${date}&to=${date}&activityId=${activity.id}`,
    headers: admin(),
  });
  return adminSlot.parse(list.json().slots[0]);
}

const publicSlots = async (date: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/public/activities/${activity.id}/slots?date=${date}` })
  ).json().slots as { id: string; capacity: number; free: number }[];

const buy = (token: string, timeSlotId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/entries',
    headers: user(token),
    payload: { timeSlotId, optionId },
  });

beforeAll(async () => {
  t = await createTestApp();
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email: 'partner@champions.cz', password: PASSWORD },
  });
  partnerToken = login.json().token;
  const list = await t.app.inject({ method: 'GET', url: '/api/admin/activities', headers: admin() });
  activity = adminActivity.parse(
    list
      .json()
      .activities.find(
        (a: { published: boolean; venuePublished: boolean }) => a.published && a.venuePublished,
      ),
  );
  const [option] = await t.db
    .select()
    .from(activityOptions)
    .where(and(eq(activityOptions.activityId, activity.id), eq(activityOptions.archived, false)));
  optionId = option!.id;
});
afterAll(async () => {
  if (t) await expectMoneyInvariants(t);
  await t?.close();
});

describe('capacity share (places Champions may sell)', () => {
  it('is set on the activity, empty means all, and may not exceed the capacity', async () => {
    expect(activity.championsPlaces).toBeNull();
    const tooMany = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/activities/${activity.id}`,
      headers: admin(),
      payload: activityBody(11),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().details.fields).toContainEqual({
      field: 'body.championsPlaces',
      message: 'Míst pro Champions nesmí být víc než kapacita.',
    });
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/activities/${activity.id}`,
      headers: admin(),
      payload: activityBody(2),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/admin/activities/${activity.id}`,
      headers: admin(),
    });
    expect(again.json()).toMatchObject({ capacity: 10, championsPlaces: 2 });
  });

  it('the public availability shows only the sellable places; a slot can override the activity', async () => {
    const slot = await newSlot('2027-02-01');
    expect(slot).toMatchObject({ capacity: 10, championsPlaces: null, sellable: 2 });
    expect(await publicSlots('2027-02-01')).toEqual([expect.objectContaining({ capacity: 2, free: 2 })]);

    const tooMany = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/slots/${slot.id}`,
      headers: admin(),
      payload: { date: '2027-02-01', time: '10:00', durationMinutes: 60, capacity: 10, championsPlaces: 12 },
    });
    expect(tooMany.statusCode).toBe(400);
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/slots/${slot.id}`,
      headers: admin(),
      payload: { date: '2027-02-01', time: '10:00', durationMinutes: 60, capacity: 10, championsPlaces: 6 },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ championsPlaces: 6, sellable: 6 });
    expect(await publicSlots('2027-02-01')).toEqual([expect.objectContaining({ capacity: 6, free: 6 })]);

    // Back to the activity's value.
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/slots/${slot.id}`,
      headers: admin(),
      payload: {
        date: '2027-02-01',
        time: '10:00',
        durationMinutes: 60,
        capacity: 10,
        championsPlaces: null,
      },
    });
    expect(await publicSlots('2027-02-01')).toEqual([expect.objectContaining({ capacity: 2, free: 2 })]);
  });

  it('never sells more than the share: 5 buyers race for a slot with 2 of 10 places → 2 tickets', async () => {
    const slot = await newSlot('2027-02-08');
    const users = await Promise.all(Array.from({ length: 5 }, () => newUser(100_000)));
    const results = await Promise.all(users.map((token) => buy(token, slot.id)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(2);
    expect(codes.filter((c) => c === 409)).toHaveLength(3);
    const sold = await t.db.select().from(tickets).where(eq(tickets.timeSlotId, slot.id));
    expect(sold).toHaveLength(2);
    const [after] = await t.db.select().from(timeSlots).where(eq(timeSlots.id, slot.id));
    expect(after).toMatchObject({ reserved: 2, capacity: 10 });
    expect(await publicSlots('2027-02-08')).toEqual([expect.objectContaining({ capacity: 2, free: 0 })]);

    // A buyer without credits is told at once (no card payment for a place that cannot be sold).
    const poor = await newUser(0);
    const quote = await t.app.inject({
      method: 'GET',
      url: `/api/user/entries/quote?timeSlotId=${slot.id}&optionId=${optionId}`,
      headers: user(poor),
    });
    expect(quote.json().free).toBe(0);
    expect((await buy(poor, slot.id)).statusCode).toBe(409);

    // The partner opens more places for Champions on this slot: one more can be bought.
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/slots/${slot.id}`,
      headers: admin(),
      payload: { date: '2027-02-08', time: '10:00', durationMinutes: 60, capacity: 10, championsPlaces: 3 },
    });
    expect((await buy(await newUser(100_000), slot.id)).statusCode).toBe(201);
    expect((await buy(await newUser(100_000), slot.id)).statusCode).toBe(409);
  });

  it('a slot sold out for Champions is not the activity’s next free slot in the catalogue', async () => {
    const detail = await t.app.inject({ method: 'GET', url: `/api/public/activities/${activity.id}` });
    expect(detail.json().nextSlotAt).not.toBe('2027-02-08T09:00:00.000Z');
    // a share of 0 hides every slot of the activity from sale
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/activities/${activity.id}`,
      headers: admin(),
      payload: activityBody(0),
    });
    const none = await t.app.inject({ method: 'GET', url: `/api/public/activities/${activity.id}` });
    expect(none.json().nextSlotAt).toBeNull();
    const list = await t.app.inject({ method: 'GET', url: '/api/public/activities?sort=time&limit=100' });
    const found = list.json().activities.find((a: { id: string }) => a.id === activity.id);
    expect(found?.nextSlotAt ?? null).toBeNull();
  });
});
