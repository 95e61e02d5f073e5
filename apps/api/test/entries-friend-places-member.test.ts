import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  areas,
  journalLines,
  payments,
  subscriptions,
  ticketGuests,
  tickets,
  timeSlots,
} from '../src/db/schema.ts';
import { runDueJobs } from '../src/jobs/queue.ts';
import { jobHandlers } from '../src/jobs/scheduler.ts';
import { auditMoney } from '../src/modules/payments/index.ts';
import {
  customerMaker,
  DEMO_PASSWORD,
  partnerSlotsQuery,
  payWithTestCard,
  userHeaders,
} from './customers.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { expectMoneyInvariants } from './money-audit.ts';

// "A friend along" for a member: the membership covers the member's own place, the friends' places are
// paid at the single-entry price, by credit or card, and each comes back on its own.

let t: TestApp;
let partnerId: string;
let prahaId: string;
const user = userHeaders;
const makeCustomer = customerMaker(() => t, 'clen-kamarad', 'Člen');

/** A customer whose active Championship (Praha) covers the partner's slots of the next four weeks. */
async function newMember(credits = 0) {
  const customer = await makeCustomer(credits);
  await t.db.insert(subscriptions).values({
    userId: customer.id,
    type: 'CHAMPIONSHIP',
    currentState: 'ACTIVE',
    areaId: prahaId,
    startDate: t.clock.now(),
    numOfPeriods: 13,
    subscribedPrice: 169_900,
    monthlyPrice: 169_900,
  });
  return customer;
}

type Slot = { slotId: string; optionId: string; price: number };
let slotOffset = 0;
const nextSlot = async (): Promise<Slot> =>
  (await partnerSlotsQuery(t, partnerId, t.clock.now()).limit(1).offset(slotOffset++))[0]!;

const buy = (token: string, slot: Slot, places: number, extra: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/entries',
    headers: { ...user(token), ...((extra.headers as Record<string, string>) ?? {}) },
    payload: { timeSlotId: slot.slotId, optionId: slot.optionId, places, ...(extra.body ?? {}) },
  });
const cancel = (token: string, ticketId: string) =>
  t.app.inject({ method: 'POST', url: `/api/user/entries/${ticketId}/cancel`, headers: user(token) });
const quote = (token: string, slot: Slot, places: number) =>
  t.app.inject({
    method: 'GET',
    url: `/api/user/entries/quote?timeSlotId=${slot.slotId}&optionId=${slot.optionId}&places=${places}`,
    headers: user(token),
  });

const reserved = async (slotId: string) =>
  (await t.db.select().from(timeSlots).where(eq(timeSlots.id, slotId)))[0]!.reserved;
const credits = async (id: string) =>
  (await t.db.select().from(accounts).where(eq(accounts.id, id)))[0]!.credits;
const ticketsOf = (slotId: string) => t.db.select().from(tickets).where(eq(tickets.timeSlotId, slotId));
const paymentsOf = (userId: string) => t.db.select().from(payments).where(eq(payments.userId, userId));
/** What a payment still holds in the books: what it took, card and credit, less what came back. */
const heldInBooks = async (paymentId: string) => {
  const [row] = await t.db
    .select({ sum: sql<number>`coalesce(-sum(${journalLines.amount}), 0)`.mapWith(Number) })
    .from(journalLines)
    .where(eq(journalLines.account, `payment:${paymentId}`));
  return row!.sum;
};

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
  const [partner] = await t.db
    .select()
    .from(accounts)
    .where(and(eq(accounts.role, 'admin'), eq(accounts.email, 'partner@champions.cz')));
  partnerId = partner!.id;
  const [praha] = await t.db.select().from(areas).where(eq(areas.slug, 'praha'));
  prahaId = praha!.id;
});
afterAll(async () => {
  if (t) await expectMoneyInvariants(t);
  await t?.close();
});

describe('a member brings friends', () => {
  it('quotes the member’s place covered and each friend’s place at the single-entry price', async () => {
    const slot = await nextSlot();
    const member = await newMember(100);
    const res = await quote(member.token, slot, 3);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      method: 'MEMBERSHIP',
      price: 0,
      guestPrice: slot.price,
      places: 3,
      total: slot.price * 2,
      payableNow: false,
      creditsToUse: 100,
      cardCharge: slot.price * 2 - 100,
    });
    // one place: the covered entry as before, nothing to pay
    expect((await quote(member.token, slot, 1)).json()).toMatchObject({
      method: 'MEMBERSHIP',
      total: 0,
      payableNow: true,
    });
  });

  it('buys 3 places with credits: pays 2, takes one back (that place’s money only), the covered place returns nothing', async () => {
    const slot = await nextSlot();
    const member = await newMember(100_000);
    const before = await reserved(slot.slotId);
    const res = await buy(member.token, slot, 3, { body: { requestId: randomUUID() } });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ creditsUsed: slot.price * 2, credits: 100_000 - slot.price * 2 });
    expect(body.entry).toMatchObject({ source: 'CHAMPIONSHIP', price: 0, paidWith: 'membership' });
    expect(body.guests).toHaveLength(2);
    for (const guest of body.guests) expect(guest).toMatchObject({ state: 'unsent', price: slot.price });
    expect(await reserved(slot.slotId)).toBe(before + 3);

    const sold = await ticketsOf(slot.slotId);
    expect(sold).toHaveLength(3);
    const own = sold.find((s) => s.id === body.entry.id)!;
    expect(own).toMatchObject({ source: 'CHAMPIONSHIP', price: 0 });
    const friends = sold.filter((s) => s.id !== own.id);
    expect(friends.every((s) => s.source === 'PAYG' && s.price === slot.price)).toBe(true);
    // one payment for the friends' places; the member's own place names it (its guests are found by it)
    expect(new Set(sold.map((s) => s.paymentId)).size).toBe(1);
    const [payment] = await paymentsOf(member.id);
    expect(payment).toMatchObject({ totalAmount: slot.price * 2, creditsUsed: slot.price * 2, amount: 0 });
    expect(payment!.receiptNumber).toEqual(expect.any(String));
    expect(await heldInBooks(payment!.id)).toBe(slot.price * 2);

    // a friend's place taken back: its price only
    const back = await cancel(member.token, body.guests[0].ticketId);
    expect(back.json()).toMatchObject({ kind: 'refund', refundedCredits: slot.price });
    expect(await credits(member.id)).toBe(100_000 - slot.price);
    expect(await reserved(slot.slotId)).toBe(before + 2);
    expect(await heldInBooks(payment!.id)).toBe(slot.price);
    // the member's own place: covered, so nothing comes back; the other friend's place stands
    const ownBack = await cancel(member.token, body.entry.id);
    expect(ownBack.json()).toMatchObject({ kind: 'refund', refundedCredits: 0 });
    expect(await credits(member.id)).toBe(100_000 - slot.price);
    expect(await heldInBooks(payment!.id)).toBe(slot.price);
    const live = (await ticketsOf(slot.slotId)).filter((s) => !s.isCancelled);
    expect(live.map((s) => s.id)).toEqual([body.guests[1].ticketId]);
    expect(await auditMoney(t.db, { now: t.clock.now() })).toEqual([]);
  });

  it('pays the friends’ places with credits and the card: the payment makes the covered place and 2 paid ones', async () => {
    const slot = await nextSlot();
    const member = await newMember(100);
    const res = await buy(member.token, slot, 3, { body: { requestId: randomUUID() } });
    expect(res.statusCode).toBe(202);
    const { payment } = res.json();
    expect(payment).toMatchObject({
      creditsUsed: 100,
      totalAmount: slot.price * 2,
      amount: slot.price * 2 - 100,
    });
    await payWithTestCard(t, member.token, payment);
    const entry = await t.app.inject({
      method: 'GET',
      url: `/api/user/payments/${payment.paymentId}/entry`,
      headers: user(member.token),
    });
    expect(entry.statusCode).toBe(200);
    expect(entry.json()).toMatchObject({ source: 'CHAMPIONSHIP', price: 0, paidWith: 'membership' });
    const sold = await t.db.select().from(tickets).where(eq(tickets.paymentId, payment.paymentId));
    expect(sold.map((s) => `${s.source}:${s.price}`).sort()).toEqual(
      ['CHAMPIONSHIP:0', `PAYG:${slot.price}`, `PAYG:${slot.price}`].sort(),
    );
    expect(await t.db.select().from(ticketGuests).where(eq(ticketGuests.buyerId, member.id))).toHaveLength(2);
    expect(await credits(member.id)).toBe(0);
    // a friend's place taken back returns its price as credit
    const [guest] = sold.filter((s) => s.price > 0);
    expect((await cancel(member.token, guest!.id)).json()).toMatchObject({ refundedCredits: slot.price });
    expect(await credits(member.id)).toBe(slot.price);
    expect(await heldInBooks(payment.paymentId)).toBe(slot.price);
    expect(await auditMoney(t.db, { now: t.clock.now() })).toEqual([]);
  });

  it('a card payment whose membership stopped covering the slot meanwhile buys nothing and comes back', async () => {
    const slot = await nextSlot();
    const member = await newMember(0);
    const before = await reserved(slot.slotId);
    const res = await buy(member.token, slot, 2, { body: { requestId: randomUUID() } });
    expect(res.statusCode).toBe(202);
    const { payment } = res.json();
    await t.db
      .update(subscriptions)
      .set({ currentState: 'WAITING_FOR_PAYMENT' })
      .where(eq(subscriptions.userId, member.id));
    await payWithTestCard(t, member.token, payment);
    expect(await ticketsOf(slot.slotId)).toHaveLength(0);
    expect(await reserved(slot.slotId)).toBe(before);
    await t.db
      .update(subscriptions)
      .set({ currentState: 'ACTIVE' })
      .where(eq(subscriptions.userId, member.id));
    await runDueJobs(t.db, jobHandlers(t.app), t.clock.now(), (error) => {
      throw error;
    });
    const [returned] = await t.db.select().from(payments).where(eq(payments.id, payment.paymentId));
    expect(returned).toMatchObject({ status: 'refunded', returnReason: 'membership_lost' });
    expect(await heldInBooks(payment.paymentId)).toBe(0);
    // the answer tells why the money went back: the membership, not a full slot (in the reader's language)
    const entry = (language: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/user/payments/${payment.paymentId}/entry`,
        headers: { ...user(member.token), 'accept-language': language },
      });
    const czech = await entry('cs');
    expect(czech.statusCode).toBe(400);
    expect(czech.json()).toMatchObject({
      code: 'ENTRY_MEMBERSHIP_LOST_REFUNDED',
      details: { reason: 'membership_lost' },
    });
    expect(czech.json().message).toMatch(/^Vaše členství už tento vstup nepokrývá/);
    expect(czech.json().message).not.toMatch(/zaplnil/);
    expect((await entry('en')).json().message).toMatch(/^Your membership no longer covers this entry/);
  });

  it('a card payment whose slot filled meanwhile says so: the slot, not the membership', async () => {
    const slot = await nextSlot();
    const member = await newMember(0);
    const res = await buy(member.token, slot, 2, { body: { requestId: randomUUID() } });
    const { payment } = res.json();
    // the slot's other places sold meanwhile: only one is left for the two
    const [row] = await t.db.select().from(timeSlots).where(eq(timeSlots.id, slot.slotId));
    await t.db
      .update(timeSlots)
      .set({ capacity: row!.reserved + 1 })
      .where(eq(timeSlots.id, slot.slotId));
    await payWithTestCard(t, member.token, payment);
    expect(await ticketsOf(slot.slotId)).toHaveLength(0);
    const entry = await t.app.inject({
      method: 'GET',
      url: `/api/user/payments/${payment.paymentId}/entry`,
      headers: user(member.token),
    });
    expect(entry.json()).toMatchObject({
      code: 'ENTRY_SLOT_FILLED_REFUNDED',
      details: { reason: 'slot_filled' },
    });
    await runDueJobs(t.db, jobHandlers(t.app), t.clock.now(), (error) => {
      throw error;
    });
    expect(await heldInBooks(payment.paymentId)).toBe(0);
  });

  it('refuses bad places with 400 naming the field, and charges nothing', async () => {
    const slot = await nextSlot();
    const member = await newMember(100_000);
    const before = await reserved(slot.slotId);
    for (const places of [5, 0, 1.5]) {
      const refused = await buy(member.token, slot, places);
      expect(refused.statusCode, `places ${places}`).toBe(400);
      expect(refused.json().details.fields[0].field).toBe('body.places');
      expect((await quote(member.token, slot, places)).statusCode).toBe(400);
    }
    expect(await credits(member.id)).toBe(100_000);
    expect(await paymentsOf(member.id)).toHaveLength(0);
    expect(await ticketsOf(slot.slotId)).toHaveLength(0);
    expect(await reserved(slot.slotId)).toBe(before);
  });

  it('20 identical purchases at once with one Idempotency-Key charge once', async () => {
    const slot = await nextSlot();
    const member = await newMember(100_000);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => buy(member.token, slot, 3, { headers: { 'idempotency-key': key } })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 20 }, () => 201));
    const ids = new Set(answers.map((a) => a.json().entry.id));
    expect(ids.size).toBe(1);
    expect(await credits(member.id)).toBe(100_000 - slot.price * 2);
    expect(await paymentsOf(member.id)).toHaveLength(1);
    expect(await ticketsOf(slot.slotId)).toHaveLength(3);
    expect(await auditMoney(t.db, { now: t.clock.now() })).toEqual([]);
  });

  it('a full back-office refund of the friends’ places cancels them and frees their places; the covered place stays', async () => {
    const slot = await nextSlot();
    const member = await newMember(0);
    const before = await reserved(slot.slotId);
    const res = await buy(member.token, slot, 3, { body: { requestId: randomUUID() } });
    const { payment } = res.json();
    await payWithTestCard(t, member.token, payment);
    expect(await reserved(slot.slotId)).toBe(before + 3);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/superadmin/login',
      payload: { email: 'admin@champions.cz', password: DEMO_PASSWORD },
    });
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/superadmin/users/${member.id}/payments/${payment.paymentId}/refunds`,
      headers: { 'x-superadmin-token': `Bearer ${login.json().token}`, 'idempotency-key': randomUUID() },
      payload: { amount: slot.price * 2, reason: 'Kamarádi nepřijdou' },
    });
    expect(refund.statusCode).toBe(200);
    expect(refund.json().refund.ticketCancelled).toBe(true);
    const live = (await ticketsOf(slot.slotId)).filter((s) => !s.isCancelled);
    expect(live.map((s) => `${s.source}:${s.price}`)).toEqual(['CHAMPIONSHIP:0']);
    expect(await reserved(slot.slotId)).toBe(before + 1);
    expect(await auditMoney(t.db, { now: t.clock.now() })).toEqual([]);
  });
});
