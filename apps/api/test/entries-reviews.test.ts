import { cardTimeStep, DAY_MS, HOUR_MS } from '@champions/domain';
import { and, eq, lt } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accounts, timeSlots } from '../src/db/schema.ts';
import { hashPassword } from '../src/modules/auth/index.ts';
import { cardCodeAt } from '../src/modules/entries/card-code.ts';
import {
  adminHeaders,
  customerMaker,
  DEMO_PASSWORD,
  loginAs,
  partnerSlotsQuery,
  userHeaders,
} from './customers.ts';
import { createTestApp, TEST_NOW, type TestApp } from './harness.ts';
import { expectMoneyInvariants } from './money-audit.ts';

let t: TestApp;
let partnerId: string;
let staffToken: string;
let partnerToken: string;
let otherPartnerToken: string;
const PASSWORD = DEMO_PASSWORD;
const user = userHeaders;
const admin = adminHeaders;

const login = (role: string, email: string) => loginAs(t, role, email);

const makeCustomer = customerMaker(() => t, 'hodnotitel', 'Eva Hodnotitelka');
const newUser = () => makeCustomer(100_000);

let activityId: string | undefined;
/** The first upcoming slot with a free place of one activity of the partner (every ticket of this file goes to it). */
async function slot() {
  const after = new Date(t.clock.now().getTime() + HOUR_MS);
  activityId ??= (await partnerSlotsQuery(t, partnerId, after).limit(1))[0]!.activityId;
  const [row] = await partnerSlotsQuery(
    t,
    partnerId,
    after,
    eq(timeSlots.activityId, activityId),
    lt(timeSlots.reserved, timeSlots.capacity),
  ).limit(1);
  return row!;
}

/** Buys an entry and has it scanned at the door; answers the ticket id. */
async function visit(token: string, scanned = true) {
  const s = await slot();
  const bought = await t.app.inject({
    method: 'POST',
    url: '/api/user/entries',
    headers: user(token),
    payload: { timeSlotId: s.slotId, optionId: s.optionId },
  });
  expect(bought.statusCode, bought.body).toBe(201);
  if (scanned) {
    const card = (await t.app.inject({ method: 'GET', url: '/api/user/card', headers: user(token) })).json();
    const code = `CH1.${card.userId}.${cardCodeAt(card.secret, cardTimeStep(t.clock.now()))}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/staff/entries/scan',
      headers: { 'x-staff-token': `Bearer ${staffToken}` },
      // the slot is later, not on now: the reception confirms the ticket
      payload: { code, confirmTicketId: bought.json().entry.id },
    });
    expect(res.json()).toMatchObject({ admitted: true });
  }
  const [slotRow] = await t.db.select().from(timeSlots).where(eq(timeSlots.id, s.slotId));
  return { ticketId: bought.json().entry.id as string, activityId: s.activityId, endsAt: slotRow!.endsAt };
}

/** The test's clock moves to the end of the visits' slots (a review waits until the class is over). */
const afterTheClass = (...visits: { endsAt: Date }[]) =>
  t.clock.set(new Date(Math.max(...visits.map((v) => v.endsAt.getTime()))));

const review = (token: string, ticketId: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/user/entries/${ticketId}/review`,
    headers: user(token),
    payload,
  });

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
  const [partner] = await t.db
    .select()
    .from(accounts)
    .where(and(eq(accounts.role, 'admin'), eq(accounts.email, 'partner@champions.cz')));
  partnerId = partner!.id;
  staffToken = await login('staff', 'recepce@champions.cz');
  partnerToken = await login('admin', 'partner@champions.cz');
  await t.db.insert(accounts).values({
    role: 'admin',
    email: 'konkurence@example.cz',
    name: 'Jiný partner',
    passwordHash: await hashPassword(PASSWORD),
    emailVerifiedAt: t.clock.now(),
  });
  otherPartnerToken = await login('admin', 'konkurence@example.cz');
});
afterEach(() => t.clock.set(TEST_NOW));
afterAll(async () => {
  if (t) await expectMoneyInvariants(t);
  await t?.close();
});

describe('verified reviews', () => {
  it('a scanned entry is reviewed once; the activity shows the average, the count and the first name only', async () => {
    const a = await newUser();
    const b = await newUser();
    const va = await visit(a.token);
    const vb = await visit(b.token);
    // the activity's card on its venue's page, answered (and cached) before any review
    const venueId = (
      await t.app.inject({ method: 'GET', url: `/api/public/activities/${va.activityId}` })
    ).json().venue.id as string;
    const cardOnVenuePage = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/public/venues/${venueId}` }))
        .json()
        .activities.find((activity: { id: string }) => activity.id === va.activityId);
    expect(await cardOnVenuePage()).not.toHaveProperty('rating');
    afterTheClass(va, vb);
    const history = (
      await t.app.inject({ method: 'GET', url: '/api/user/entries', headers: user(a.token) })
    ).json();
    expect(history.entries[0]).toMatchObject({ id: va.ticketId, canReview: true, reviewed: false });
    const first = await review(a.token, va.ticketId, { rating: 5, text: 'Skvělá lekce, doporučuji.' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ rating: 5, authorName: 'Eva', reply: null });
    expect((await review(a.token, va.ticketId, { rating: 4 })).json()).toMatchObject({
      details: { reason: 'already_reviewed' },
    });
    expect((await review(b.token, vb.ticketId, { rating: 4, text: '' })).statusCode).toBe(201);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/public/activities/${va.activityId}/reviews?limit=1`,
    });
    expect(list.json()).toMatchObject({ average: 4.5, count: 2, pagination: { totalPages: 2 } });
    expect(list.json().reviews).toHaveLength(1);
    // a review clears the public cache: the card shows the new average at once
    expect(await cardOnVenuePage()).toMatchObject({ rating: { average: 4.5, count: 2 } });
    const again = (
      await t.app.inject({ method: 'GET', url: '/api/user/entries', headers: user(a.token) })
    ).json();
    expect(again.entries[0]).toMatchObject({ canReview: false, reviewed: true });
  });

  it('refuses a user whose entry was not scanned, another user’s entry, bad ratings and a too long text', async () => {
    const u = await newUser();
    const unscanned = await visit(u.token, false);
    expect((await review(u.token, unscanned.ticketId, { rating: 5 })).json()).toMatchObject({
      details: { reason: 'not_scanned' },
    });
    const other = await newUser();
    const scanned = await visit(other.token);
    expect((await review(u.token, scanned.ticketId, { rating: 5 })).statusCode).toBe(404);
    expect((await review(other.token, scanned.ticketId, { rating: 6 })).statusCode).toBe(400);
    expect((await review(other.token, scanned.ticketId, { rating: 0 })).statusCode).toBe(400);
    expect(
      (await review(other.token, scanned.ticketId, { rating: 4, text: 'x'.repeat(501) })).statusCode,
    ).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/user/entries/${scanned.ticketId}/review`,
          payload: { rating: 5 },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('refuses a review before the slot has ended, though the entry was scanned; offers it from the end', async () => {
    const u = await newUser();
    const v = await visit(u.token);
    const entryOf = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/user/entries', headers: user(u.token) }))
        .json()
        .entries.find((e: { id: string }) => e.id === v.ticketId);
    expect(await entryOf()).toMatchObject({ status: 'used', canReview: false });
    // the entry used at the door has left the card's "Nejbližší vstupy"
    const card = (
      await t.app.inject({ method: 'GET', url: '/api/user/card', headers: user(u.token) })
    ).json();
    expect(card.upcoming.map((e: { id: string }) => e.id)).not.toContain(v.ticketId);
    const early = await review(u.token, v.ticketId, { rating: 5 });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      message: 'Hodnotit můžete až po skončení termínu.',
      details: { reason: 'not_yet_over' },
    });
    t.clock.set(new Date(v.endsAt.getTime() - 1));
    expect((await review(u.token, v.ticketId, { rating: 5 })).statusCode).toBe(409);
    afterTheClass(v);
    expect(await entryOf()).toMatchObject({ canReview: true });
    expect((await review(u.token, v.ticketId, { rating: 5 })).statusCode).toBe(201);
  });

  it('closes 14 days after the scan', async () => {
    const u = await newUser();
    const v = await visit(u.token);
    t.clock.set(new Date(TEST_NOW.getTime() + 14 * DAY_MS + 60 * 60_000));
    expect((await review(u.token, v.ticketId, { rating: 3 })).json()).toMatchObject({
      details: { reason: 'window_closed' },
    });
  });

  it('the owning partner replies once; another partner cannot reply nor list', async () => {
    const u = await newUser();
    const v = await visit(u.token);
    afterTheClass(v);
    const created = (await review(u.token, v.ticketId, { rating: 2, text: 'Bylo plno.' })).json();
    const reply = (token: string, text = 'Děkujeme, přidáme termíny.') =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/reviews/${created.id}/reply`,
        headers: admin(token),
        payload: { reply: text },
      });
    expect((await reply(otherPartnerToken)).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/activities/${v.activityId}/reviews`,
          headers: admin(otherPartnerToken),
        })
      ).statusCode,
    ).toBe(404);
    const ok = await reply(partnerToken);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ reply: 'Děkujeme, přidáme termíny.', repliedAt: expect.any(String) });
    expect((await reply(partnerToken, 'Podruhé')).statusCode).toBe(409);
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/admin/activities/${v.activityId}/reviews`,
      headers: admin(partnerToken),
    });
    expect(own.json().reviews.find((r: { id: string }) => r.id === created.id)).toMatchObject({
      reply: 'Děkujeme, přidáme termíny.',
    });
  });
});
