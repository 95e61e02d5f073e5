import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, journalLines, ticketGuests, tickets, timeSlots } from '../src/db/schema.ts';
import { hashPassword } from '../src/modules/auth/index.ts';
import { auditMoney } from '../src/modules/payments/index.ts';
import { customerMaker, DEMO_PASSWORD, partnerSlotsQuery, userHeaders } from './customers.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { expectMoneyInvariants } from './money-audit.ts';

// "A friend along" (issue 44, part 3): up to 4 places in one purchase, each a ticket of its own.

let t: TestApp;
let passwordHash: string;
let partnerId: string;
const user = userHeaders;
const makeCustomer = customerMaker(() => t, 'kamarad', 'Kamarád');
const newUser = (credits = 0) => makeCustomer(credits, passwordHash);

const partnerSlots = (count: number, offset = 0) =>
  partnerSlotsQuery(t, partnerId, t.clock.now()).limit(count).offset(offset);

type Slot = { slotId: string; optionId: string; price: number };

const buy = (token: string, slot: Slot, places: number, requestId?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/entries',
    headers: user(token),
    payload: {
      timeSlotId: slot.slotId,
      optionId: slot.optionId,
      places,
      ...(requestId ? { requestId } : {}),
    },
  });

const reserved = async (slotId: string) =>
  (await t.db.select().from(timeSlots).where(eq(timeSlots.id, slotId)))[0]!.reserved;
const credits = async (id: string) =>
  (await t.db.select().from(accounts).where(eq(accounts.id, id)))[0]!.credits;
const cancel = (token: string, ticketId: string) =>
  t.app.inject({ method: 'POST', url: `/api/user/entries/${ticketId}/cancel`, headers: user(token) });

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
  passwordHash = await hashPassword(DEMO_PASSWORD);
  const [partner] = await t.db
    .select()
    .from(accounts)
    .where(and(eq(accounts.role, 'admin'), eq(accounts.email, 'partner@champions.cz')));
  partnerId = partner!.id;
});
afterAll(async () => {
  if (t) await expectMoneyInvariants(t);
  await t?.close();
});

describe('buying places for friends', () => {
  it('quotes the price × places with credits first, then the card', async () => {
    const [slot] = await partnerSlots(1);
    const { token } = await newUser(100);
    const quote = await t.app.inject({
      method: 'GET',
      url: `/api/user/entries/quote?timeSlotId=${slot!.slotId}&optionId=${slot!.optionId}&places=3`,
      headers: user(token),
    });
    expect(quote.statusCode).toBe(200);
    expect(quote.json()).toMatchObject({
      price: slot!.price,
      places: 3,
      total: slot!.price * 3,
      friendsAllowed: true,
      creditsToUse: 100,
      cardCharge: slot!.price * 3 - 100,
    });
    const tooMany = await t.app.inject({
      method: 'GET',
      url: `/api/user/entries/quote?timeSlotId=${slot!.slotId}&optionId=${slot!.optionId}&places=5`,
      headers: user(token),
    });
    expect(tooMany.statusCode).toBe(400);
    expect((await buy(token, slot!, 5)).statusCode).toBe(400);
    expect((await buy(token, slot!, 0)).statusCode).toBe(400);
  });

  it('buys 3 places with credits: one payment, a ticket per place, the two extra ones guest places', async () => {
    const [slot] = await partnerSlots(1, 1);
    const { token, id } = await newUser(100_000);
    const before = await reserved(slot!.slotId);
    const requestId = crypto.randomUUID();
    const res = await buy(token, slot!, 3, requestId);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ creditsUsed: slot!.price * 3, credits: 100_000 - slot!.price * 3 });
    expect(body.entry).toMatchObject({ price: slot!.price, status: 'upcoming', paidWith: 'credits' });
    expect(body.guests).toHaveLength(2);
    for (const guest of body.guests) {
      expect(guest).toMatchObject({ state: 'unsent', sentTo: null, claimedByName: null, canTakeBack: true });
      expect(guest.link).toMatch(/\/pozvanka\/[A-Za-z0-9_-]{43}$/);
    }
    expect(await reserved(slot!.slotId)).toBe(before + 3);
    expect(await credits(id)).toBe(100_000 - slot!.price * 3);
    const sold = await t.db.select().from(tickets).where(eq(tickets.timeSlotId, slot!.slotId));
    expect(sold).toHaveLength(3);
    expect(new Set(sold.map((s) => s.paymentId)).size).toBe(1);
    expect(sold.every((s) => s.userId === id && s.price === slot!.price)).toBe(true);
    const guests = await t.db.select().from(ticketGuests).where(eq(ticketGuests.buyerId, id));
    expect(guests).toHaveLength(2);
    // the same click again answers the same purchase and charges nothing more
    const again = await buy(token, slot!, 3, requestId);
    expect(again.statusCode).toBe(201);
    expect(again.json().guests).toHaveLength(2);
    expect(await credits(id)).toBe(100_000 - slot!.price * 3);
    // the buyer holds the slot: another purchase is refused
    expect((await buy(token, slot!, 1)).statusCode).toBe(409);
    // the history lists the buyer's own place once (the guest places are the buyer's list of friends)
    const history = await t.app.inject({ method: 'GET', url: '/api/user/entries', headers: user(token) });
    expect(history.json().entries.map((e: { id: string }) => e.id)).toEqual([body.entry.id]);
    expect(await auditMoney(t.db, { now: t.clock.now() })).toEqual([]);
  });

  it('buys 3 places with credits and a card: the card pays the rest, the payment makes 3 tickets', async () => {
    const [slot] = await partnerSlots(1, 2);
    const { token, id } = await newUser(100);
    const before = await reserved(slot!.slotId);
    const res = await buy(token, slot!, 3, crypto.randomUUID());
    expect(res.statusCode).toBe(202);
    const { payment } = res.json();
    expect(payment).toMatchObject({
      creditsUsed: 100,
      totalAmount: slot!.price * 3,
      amount: slot!.price * 3 - 100,
    });
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/user/payments/local/confirm',
      headers: user(token),
      payload: {
        clientSecret: payment.clientSecret,
        card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
      },
    });
    expect(confirmed.json()).toMatchObject({ status: 'succeeded' });
    await t.app.inject({
      method: 'POST',
      url: `/api/user/payments/${payment.paymentId}/sync`,
      headers: user(token),
    });
    const entry = await t.app.inject({
      method: 'GET',
      url: `/api/user/payments/${payment.paymentId}/entry`,
      headers: user(token),
    });
    expect(entry.statusCode).toBe(200);
    expect(entry.json()).toMatchObject({ price: slot!.price, paidWith: 'credits_card', status: 'upcoming' });
    const sold = await t.db.select().from(tickets).where(eq(tickets.paymentId, payment.paymentId));
    expect(sold).toHaveLength(3);
    expect(sold.every((s) => s.price === slot!.price && s.userId === id)).toBe(true);
    expect(await t.db.select().from(ticketGuests).where(eq(ticketGuests.buyerId, id))).toHaveLength(2);
    expect(await reserved(slot!.slotId)).toBe(before + 3);
    expect(await credits(id)).toBe(0);
  });

  it('takes all the places or none: 20 buyers of 2 places race for 5 free places and exactly 2 get theirs', async () => {
    const [slot] = await partnerSlots(1, 3);
    await t.db
      .update(timeSlots)
      .set({ capacity: sql`${timeSlots.reserved} + 5` })
      .where(eq(timeSlots.id, slot!.slotId));
    const before = await reserved(slot!.slotId);
    const users = await Promise.all(Array.from({ length: 20 }, () => newUser(100_000)));
    const results = await Promise.all(users.map((u) => buy(u.token, slot!, 2)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(2);
    expect(codes.filter((c) => c === 409)).toHaveLength(18);
    expect(await reserved(slot!.slotId)).toBe(before + 4);
    expect(await t.db.select().from(tickets).where(eq(tickets.timeSlotId, slot!.slotId))).toHaveLength(4);
    // 3 places no longer fit in the 1 left
    const late = await newUser(100_000);
    expect((await buy(late.token, slot!, 2)).json().code).toBe('SLOT_FULL');
  });

  it('cancels one place: its price returns as credits, its place frees, the others stand; the books hold', async () => {
    const [slot] = await partnerSlots(1, 4);
    const { token, id } = await newUser(100_000);
    const body = (await buy(token, slot!, 3)).json();
    const before = await reserved(slot!.slotId);
    const guestId = body.guests[0].ticketId;
    const res = await cancel(token, guestId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ kind: 'refund', refundedCredits: slot!.price });
    expect(await credits(id)).toBe(100_000 - slot!.price * 2);
    expect(await reserved(slot!.slotId)).toBe(before - 1);
    expect((await cancel(token, guestId)).statusCode).toBe(409);
    // the buyer's own place too: the last guest place still stands
    expect((await cancel(token, body.entry.id)).json()).toMatchObject({ refundedCredits: slot!.price });
    expect(await credits(id)).toBe(100_000 - slot!.price);
    const live = await t.db
      .select()
      .from(tickets)
      .where(and(eq(tickets.timeSlotId, slot!.slotId), eq(tickets.isCancelled, false)));
    expect(live.map((l) => l.id)).toEqual([body.guests[1].ticketId]);
    // the refunds are one ledger row each: the payment took 3 prices and gave 2 back
    const lines = await t.db
      .select()
      .from(journalLines)
      .where(eq(journalLines.account, `payment:${live[0]!.paymentId}`));
    expect(lines.length).toBeGreaterThan(0);
    expect(await auditMoney(t.db, { now: t.clock.now() })).toEqual([]);
  });
});
