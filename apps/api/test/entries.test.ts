import { cardTimeStep, HOUR_MS } from '@champions/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  areas,
  entries,
  journalEntries,
  journalLines,
  localProviderObjects,
  payments,
  subscriptions,
  tickets,
  timeSlots,
} from '../src/db/schema.ts';
import { runDueJobs } from '../src/jobs/queue.ts';
import { jobHandlers } from '../src/jobs/scheduler.ts';
import { hashPassword } from '../src/modules/auth/index.ts';
import { cardCodeAt } from '../src/modules/entries/card-code.ts';
import { expireUnusedTickets } from '../src/modules/entries/services/expire-tickets.ts';
import { useCaseContextAt } from '../src/shared/use-case.ts';
import {
  atTheDoor,
  customerMaker,
  DEMO_PASSWORD,
  loginAs,
  partnerSlotsQuery,
  payWithTestCard,
  userHeaders,
} from './customers.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { expectMoneyInvariants } from './money-audit.ts';

let t: TestApp;
let passwordHash: string;
let partnerId: string;
let staffToken: string;
let partnerToken: string;
let otherStaffToken: string;

const PASSWORD = DEMO_PASSWORD;
const user = userHeaders;
const staff = (token = staffToken) => ({ 'x-staff-token': `Bearer ${token}` });

const login = (role: string, email: string) => loginAs(t, role, email);

const makeCustomer = customerMaker(() => t, 'zakaznik', 'Zákazník');
const newUser = (credits = 0) => makeCustomer(credits, passwordHash);

/** The next free slots of the partner's (Prague) activities, with an option each. */
async function partnerSlots(count: number, offset = 0) {
  return partnerSlotsQuery(t, partnerId, t.clock.now()).limit(count).offset(offset);
}

async function buy(token: string, slot: { slotId: string; optionId: string }, requestId?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/user/entries',
    headers: user(token),
    payload: { timeSlotId: slot.slotId, optionId: slot.optionId, ...(requestId ? { requestId } : {}) },
  });
}

async function currentCode(token: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/user/card', headers: user(token) });
  expect(res.statusCode).toBe(200);
  const card = res.json();
  return { payload: `CH1.${card.userId}.${cardCodeAt(card.secret, cardTimeStep(t.clock.now()))}`, card };
}

async function scan(code: string, headers: Record<string, string> = staff(), confirmTicketId?: string) {
  const url = 'x-admin-token' in headers ? '/api/admin/entries/scan' : '/api/staff/entries/scan';
  return t.app.inject({
    method: 'POST',
    url,
    headers,
    payload: { code, ...(confirmTicketId ? { confirmTicketId } : {}) },
  });
}

const ticketRow = async (id: string) => (await t.db.select().from(tickets).where(eq(tickets.id, id)))[0]!;

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
  passwordHash = await hashPassword(PASSWORD);
  const [partner] = await t.db
    .select()
    .from(accounts)
    .where(and(eq(accounts.role, 'admin'), eq(accounts.email, 'partner@champions.cz')));
  partnerId = partner!.id;
  staffToken = await login('staff', 'recepce@champions.cz');
  partnerToken = await login('admin', 'partner@champions.cz');
  const [other] = await t.db
    .insert(accounts)
    .values({
      role: 'admin',
      email: 'jiny@example.cz',
      name: 'Jiný partner',
      passwordHash,
      emailVerifiedAt: t.clock.now(),
    })
    .returning({ id: accounts.id });
  await t.db.insert(accounts).values({
    role: 'staff',
    email: 'recepce-jinde@example.cz',
    name: 'Recepce jinde',
    passwordHash,
    emailVerifiedAt: t.clock.now(),
    adminId: other!.id,
  });
  otherStaffToken = await login('staff', 'recepce-jinde@example.cz');
});
afterAll(async () => {
  if (t) await expectMoneyInvariants(t);
  await t?.close();
});

describe('guards and bad input', () => {
  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/entries' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/card' })).statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/staff/entries/scan',
      payload: { code: '12345678' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers 400 with a Czech message naming the field for a malformed body, and changes nothing', async () => {
    const { token } = await newUser(100_000);
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(tickets);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/entries',
      headers: user(token),
      payload: { timeSlotId: 'není-uuid', optionId: 42 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/timeSlotId/);
    const scanRes = await t.app.inject({
      method: 'POST',
      url: '/api/staff/entries/scan',
      headers: staff(),
      payload: {},
    });
    expect(scanRes.statusCode).toBe(400);
    const count = await t.db.select({ n: sql<number>`count(*)::int` }).from(tickets);
    expect(count[0]!.n).toBe(before[0]!.n); // the demo data's past entries only
  });
});

describe('buying and claiming an entry', () => {
  it('credits first, then the card (4242): the ticket appears once the card payment succeeds', async () => {
    const [slot] = await partnerSlots(1);
    const { token, id } = await newUser(100);
    const quote = await t.app.inject({
      method: 'GET',
      url: `/api/user/entries/quote?timeSlotId=${slot!.slotId}&optionId=${slot!.optionId}`,
      headers: user(token),
    });
    expect(quote.json()).toMatchObject({
      method: 'PAYG',
      price: slot!.price,
      credits: 100,
      payableNow: false,
      creditsToUse: 100,
      cardCharge: slot!.price - 100,
      held: false,
    });
    const requestId = crypto.randomUUID();
    const res = await buy(token, slot!, requestId);
    expect(res.statusCode).toBe(202);
    const { payment } = res.json();
    expect(payment).toMatchObject({ creditsUsed: 100, amount: slot!.price - 100, totalAmount: slot!.price });
    expect((await t.db.select().from(timeSlots).where(eq(timeSlots.id, slot!.slotId)))[0]!.reserved).toBe(0);
    const early = await t.app.inject({
      method: 'GET',
      url: `/api/user/payments/${payment.paymentId}/entry`,
      headers: user(token),
    });
    expect(early.statusCode).toBe(404);

    await payWithTestCard(t, token, payment);
    const entry = await t.app.inject({
      method: 'GET',
      url: `/api/user/payments/${payment.paymentId}/entry`,
      headers: user(token),
    });
    expect(entry.statusCode).toBe(200);
    expect(entry.json()).toMatchObject({
      status: 'upcoming',
      paidWith: 'credits_card',
      price: slot!.price,
      creditsUsed: 100,
    });
    const [account] = await t.db.select().from(accounts).where(eq(accounts.id, id));
    expect(account!.credits).toBe(0);
    expect((await t.db.select().from(timeSlots).where(eq(timeSlots.id, slot!.slotId)))[0]!.reserved).toBe(1);
    // the quote now says the slot is the user's: the page shows "Máte zakoupeno ✓" instead of selling it again
    const heldQuote = await t.app.inject({
      method: 'GET',
      url: `/api/user/entries/quote?timeSlotId=${slot!.slotId}&optionId=${slot!.optionId}`,
      headers: user(token),
    });
    expect(heldQuote.json().held).toBe(true);
    // the same request again does not charge twice
    const again = await buy(token, slot!, requestId);
    expect([201, 409]).toContain(again.statusCode);
    expect((await t.db.select().from(tickets).where(eq(tickets.paymentId, payment.paymentId))).length).toBe(
      1,
    );
  });

  it('if the slot fills up while the card is confirmed, no ticket is made and the payment goes back to the card', async () => {
    const [slot] = await partnerSlots(1, 2);
    const { token, id } = await newUser(0);
    const res = await buy(token, slot!);
    expect(res.statusCode).toBe(202);
    const { payment } = res.json();
    // someone else takes the last place meanwhile
    await t.db
      .update(timeSlots)
      .set({ capacity: sql`${timeSlots.reserved}` })
      .where(eq(timeSlots.id, slot!.slotId));
    await payWithTestCard(t, token, payment);
    expect((await t.db.select().from(tickets).where(eq(tickets.paymentId, payment.paymentId))).length).toBe(
      0,
    );
    // the page asks for the entry: paid without one is "filled, on its way back", not "not paid yet"
    const paidWithout = await t.app.inject({
      method: 'GET',
      url: `/api/user/payments/${payment.paymentId}/entry`,
      headers: user(token),
    });
    expect(paidWithout.statusCode).toBe(400);
    expect(paidWithout.json().code).toBe('ENTRY_SLOT_FILLED_REFUNDED');
    await runDueJobs(t.db, jobHandlers(t.app), t.clock.now(), (error) => {
      throw error;
    });
    const [account] = await t.db.select().from(accounts).where(eq(accounts.id, id));
    expect(account!.credits).toBe(0);
    const [returned] = await t.db.select().from(payments).where(eq(payments.id, payment.paymentId));
    expect(returned!.status).toBe('refunded');
    const refunds = await t.db
      .select()
      .from(localProviderObjects)
      .where(eq(localProviderObjects.type, 'refund'));
    expect(refunds.map((r) => r.data)).toContainEqual(
      expect.objectContaining({ paymentIntentId: returned!.providerIntentId, amount: slot!.price }),
    );
    const entry = await t.app.inject({
      method: 'GET',
      url: `/api/user/payments/${payment.paymentId}/entry`,
      headers: user(token),
    });
    expect(entry.statusCode).toBe(400);
    expect(entry.json().code).toBe('ENTRY_SLOT_FILLED_REFUNDED');
  });

  it('a slot cancelled while the card is confirmed returns the payment and says so, not that it filled', async () => {
    const [slot] = await partnerSlots(1, 90);
    const { token } = await newUser(0);
    const { payment } = (await buy(token, slot!)).json();
    await t.db.update(timeSlots).set({ cancelled: true }).where(eq(timeSlots.id, slot!.slotId));
    await payWithTestCard(t, token, payment);
    const entry = await t.app.inject({
      method: 'GET',
      url: `/api/user/payments/${payment.paymentId}/entry`,
      headers: { ...user(token), 'accept-language': 'en' },
    });
    expect(entry.statusCode).toBe(400);
    expect(entry.json()).toMatchObject({
      code: 'ENTRY_SLOT_GONE_REFUNDED',
      details: { reason: 'slot_gone' },
    });
    expect(entry.json().message).toMatch(/^The partner cancelled the time slot in the meantime\./);
    expect((await t.db.select().from(tickets).where(eq(tickets.paymentId, payment.paymentId))).length).toBe(
      0,
    );
  });

  it('buys with credits once per request id, takes the place and shows it in the history', async () => {
    const [slot] = await partnerSlots(1);
    const { token, id } = await newUser(100_000);
    const requestId = crypto.randomUUID();
    const first = await buy(token, slot!, requestId);
    expect(first.statusCode).toBe(201);
    const body = first.json();
    expect(body).toMatchObject({ creditsUsed: slot!.price, credits: 100_000 - slot!.price });
    expect(body.entry).toMatchObject({
      status: 'upcoming',
      paidWith: 'credits',
      price: slot!.price,
      canCancel: true,
    });
    const again = await buy(token, slot!, requestId);
    expect(again.statusCode).toBe(201);
    expect(again.json().entry.id).toBe(body.entry.id);
    const [account] = await t.db.select().from(accounts).where(eq(accounts.id, id));
    expect(account!.credits).toBe(100_000 - slot!.price);
    const duplicate = await buy(token, slot!);
    expect(duplicate.statusCode).toBe(409);

    const history = await t.app.inject({
      method: 'GET',
      url: '/api/user/entries?page=1&limit=5',
      headers: user(token),
    });
    expect(history.json().entries.map((e: { id: string }) => e.id)).toEqual([body.entry.id]);
    expect(history.json().pagination).toMatchObject({ page: 1, total: 1, totalPages: 1 });
  });

  it('leaves the public answers kept while a slot still has places; the last place taken or given back clears them', async () => {
    const [slot] = await partnerSlots(1, 3);
    // two places left to sell: the partner's share of the slot is what is sold plus two
    await t.db.execute(
      sql`update time_slots set champions_places = reserved + 2, capacity = greatest(capacity, reserved + 2) where id = ${slot!.slotId}`,
    );
    const cache = t.app.ctx.publicCache;
    const keep = () => cache.answer('test:list', async () => ({ kept: true }));
    const kept = () => cache.peekAnswer('test:list') !== undefined;
    await keep();
    const first = await newUser(100_000);
    expect((await buy(first.token, slot!)).statusCode).toBe(201);
    expect(kept()).toBe(true);
    const last = await newUser(100_000);
    const lastBuy = await buy(last.token, slot!);
    expect(lastBuy.statusCode).toBe(201);
    expect(kept()).toBe(false);
    await keep();
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/user/entries/${lastBuy.json().entry.id}/cancel`,
      headers: user(last.token),
    });
    expect(cancelled.statusCode).toBe(200);
    expect(kept()).toBe(false);
  });

  it('claims an entry the Championship covers, once per day (fair use); the next one that day is paid', async () => {
    const [praha] = await t.db.select().from(areas).where(eq(areas.slug, 'praha'));
    const { token, id } = await newUser(0);
    await t.db.insert(subscriptions).values({
      userId: id,
      type: 'CHAMPIONSHIP',
      currentState: 'ACTIVE',
      areaId: praha!.id,
      startDate: t.clock.now(),
      numOfPeriods: 13,
      subscribedPrice: 169_900,
      monthlyPrice: 169_900,
    });
    const slots = await partnerSlots(2, 3);
    const claimed = await buy(token, slots[0]!);
    expect(claimed.statusCode).toBe(201);
    expect(claimed.json().entry).toMatchObject({ source: 'CHAMPIONSHIP', price: 0, paidWith: 'membership' });
    const quote = await t.app.inject({
      method: 'GET',
      url: `/api/user/entries/quote?timeSlotId=${slots[1]!.slotId}&optionId=${slots[1]!.optionId}`,
      headers: user(token),
    });
    expect(quote.json()).toMatchObject({ method: 'PAYG', coverageReason: 'daily_limit', payableNow: false });
  });

  it('never overbooks: 20 users race for the last place and exactly one gets it', async () => {
    const [slot] = await partnerSlots(1, 6);
    await t.db
      .update(timeSlots)
      .set({ capacity: sql`${timeSlots.reserved} + 1` })
      .where(eq(timeSlots.id, slot!.slotId));
    const users = await Promise.all(Array.from({ length: 20 }, () => newUser(100_000)));
    const results = await Promise.all(users.map((u) => buy(u.token, slot!)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const [after] = await t.db.select().from(timeSlots).where(eq(timeSlots.id, slot!.slotId));
    expect(after!.reserved).toBe(after!.capacity);
    const sold = await t.db.select().from(tickets).where(eq(tickets.timeSlotId, slot!.slotId));
    expect(sold).toHaveLength(1);
  });
});

describe('calendar file', () => {
  it('gives the owner an .ics of the entry with the venue; another user gets 404', async () => {
    const [slot] = await partnerSlots(1, 7);
    const { token } = await newUser(100_000);
    const bought = (await buy(token, slot!)).json();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/user/entries/${bought.entry.id}/calendar.ics`,
      headers: user(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const stamp = slot!.startsAt
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    expect(res.body).toContain(`DTSTART:${stamp}`);
    expect(res.body).toContain('BEGIN:VALARM');
    const stranger = await newUser(0);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/user/entries/${bought.entry.id}/calendar.ics`,
      headers: user(stranger.token),
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('cancelling', () => {
  it('returns the price as credits, frees the place, and refuses a second cancel; another user gets 404', async () => {
    const [slot] = await partnerSlots(1, 8);
    const { token, id } = await newUser(100_000);
    const bought = (await buy(token, slot!)).json();
    const stranger = await newUser(0);
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/user/entries/${bought.entry.id}/cancel`,
      headers: user(stranger.token),
    });
    expect(foreign.statusCode).toBe(404);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/user/entries/${bought.entry.id}/cancel`,
      headers: user(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      refundedCredits: slot!.price,
      credits: 100_000,
      entry: { status: 'cancelled' },
    });
    const [account] = await t.db.select().from(accounts).where(eq(accounts.id, id));
    expect(account!.credits).toBe(100_000);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/user/entries/${bought.entry.id}/cancel`,
      headers: user(token),
    });
    expect(again.statusCode).toBe(409);
  });

  it('refuses to cancel once the slot has started (a late cancellation is tested in entries-exchange)', async () => {
    const [slot] = await partnerSlots(1, 9);
    const { token } = await newUser(100_000);
    const bought = (await buy(token, slot!)).json();
    t.clock.set(new Date(slot!.startsAt.getTime() + 60_000));
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/user/entries/${bought.entry.id}/cancel`,
        headers: user(token),
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/začal/);
    } finally {
      t.clock.set(new Date('2026-11-23T09:00:00.000Z'));
    }
  });
});

describe('scanning at the door', () => {
  it('admits once; a second scan is refused as already used, and the partner earns the option price', async () => {
    const [slot] = await partnerSlots(1, 10);
    const { token } = await newUser(100_000);
    const bought = (await buy(token, slot!)).json();
    const todayAtDoor = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/entries/today',
          headers: { 'x-admin-token': `Bearer ${partnerToken}` },
        })
      ).json();
    const admittedBefore = (await todayAtDoor()).admittedToday;
    const cardAdmission = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/user/card/admission', headers: user(token) })).json();
    expect(await cardAdmission()).toEqual({ admission: null });
    await atTheDoor(t, slot!.startsAt, async () => {
      const { payload } = await currentCode(token);
      const first = await scan(payload);
      expect(first.statusCode).toBe(200);
      // the open card learns of it (it polls), and the reception's count goes up by one
      expect((await cardAdmission()).admission).toMatchObject({
        activityName: first.json().activityName,
        venueName: first.json().venueName,
        scannedAt: first.json().scannedAt,
      });
      expect((await todayAtDoor()).admittedToday).toBe(admittedBefore + 1);
      expect(first.json()).toMatchObject({
        admitted: true,
        ticketId: bought.entry.id,
        partnerEarning: slot!.price,
      });
      expect((await ticketRow(bought.entry.id)).isUsed).toBe(true);
      const second = await scan(payload);
      expect(second.json()).toMatchObject({ admitted: false, reason: 'already_used' });
      expect(second.json().message).toMatch(/^Už vpuštěno ve? \d{2}:\d{2}/);
    });

    const today = await t.app.inject({
      method: 'GET',
      url: '/api/admin/entries/today',
      headers: { 'x-admin-token': `Bearer ${partnerToken}` },
    });
    expect(today.statusCode).toBe(200);
    expect(today.json().recentScans[0]).toMatchObject({ partnerEarning: slot!.price });
  });

  it('admits once when the same code is scanned 20 times at the same moment, and posts its books once', async () => {
    const [slot] = await partnerSlots(1, 11);
    const { token } = await newUser(100_000);
    const bought = (await buy(token, slot!)).json();
    const results = await atTheDoor(t, slot!.startsAt, async () => {
      const { payload } = await currentCode(token);
      return Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          i % 4 === 3 ? scan(payload, { 'x-admin-token': `Bearer ${partnerToken}` }) : scan(payload),
        ),
      );
    });
    const admitted = results.filter((r) => r.json().admitted === true);
    expect(admitted).toHaveLength(1);
    for (const r of results.filter((x) => x.json().admitted === false))
      expect(r.json().reason).toBe('already_used');
    const ticketId = bought.entry.id as string;
    expect((await t.db.select().from(entries).where(eq(entries.ticketId, ticketId))).length).toBe(1);
    // the earning owed to the partner and the ticket provided, each posted once and balanced
    const posted = await t.db
      .select({ reference: journalEntries.reference, sum: sql<string>`sum(${journalLines.amount})` })
      .from(journalEntries)
      .innerJoin(journalLines, eq(journalLines.entryId, journalEntries.id))
      .where(
        sql`${journalEntries.reference} in (${`earning:${admitted[0]!.json().entryId}`}, ${`provided:ticket:${ticketId}`})`,
      )
      .groupBy(journalEntries.reference);
    expect(posted.map((row) => row.reference).sort()).toEqual(
      [`earning:${admitted[0]!.json().entryId}`, `provided:ticket:${ticketId}`].sort(),
    );
    for (const row of posted) expect(Number(row.sum)).toBe(0);
  });

  it('refuses the card of an erased holder, or of an older token version, though their ticket stands', async () => {
    const [slot] = await partnerSlots(1, 17);
    const { token } = await newUser(100_000);
    const bought = (await buy(token, slot!)).json();
    await atTheDoor(t, slot!.startsAt, async () => {
      const { payload, card } = await currentCode(token);
      await t.db.update(accounts).set({ deletedAt: t.clock.now() }).where(eq(accounts.id, card.userId));
      expect((await scan(payload)).json()).toMatchObject({ admitted: false, reason: 'code_invalid' });
      // signed out everywhere: the card's secret changed with the token version
      await t.db
        .update(accounts)
        .set({ deletedAt: null, tokenVersion: sql`${accounts.tokenVersion} + 1` })
        .where(eq(accounts.id, card.userId));
      expect((await scan(payload)).json()).toMatchObject({ admitted: false, reason: 'code_invalid' });
    });
    expect((await ticketRow(bought.entry.id)).isUsed).toBe(false);
  });

  it('refuses an expired code (a screenshot) and a made-up one', async () => {
    const [slot] = await partnerSlots(1, 12);
    const { token } = await newUser(100_000);
    await buy(token, slot!);
    const { payload } = await currentCode(token);
    t.clock.advance(5 * 60_000);
    try {
      const res = await scan(payload);
      expect(res.json()).toMatchObject({ admitted: false, reason: 'code_expired' });
      expect(res.json().message).toMatch(/vypršel/);
    } finally {
      t.clock.set(new Date('2026-11-23T09:00:00.000Z'));
    }
    const forged = payload.replace(/\d{8}$/, (code) => String((Number(code) + 1) % 1e8).padStart(8, '0'));
    expect((await scan(forged)).json()).toMatchObject({ admitted: false, reason: 'code_invalid' });
    expect((await scan('nesmysl')).json()).toMatchObject({ admitted: false, reason: 'code_invalid' });
  });

  it('a receptionist of another partner cannot admit the ticket', async () => {
    const [slot] = await partnerSlots(1, 13);
    const { token } = await newUser(100_000);
    const bought = (await buy(token, slot!)).json();
    await atTheDoor(t, slot!.startsAt, async () => {
      const { payload } = await currentCode(token);
      const res = await scan(payload, staff(otherStaffToken));
      expect(res.json()).toMatchObject({ admitted: false, reason: 'other_venue' });
      expect((await ticketRow(bought.entry.id)).isUsed).toBe(false);
      const typed = await scan(payload.slice(-8));
      expect(typed.json()).toMatchObject({ admitted: true, ticketId: bought.entry.id });
    });
  });

  it('a second scan a minute later says she is already in and spends nothing, not even her 18:00 entry', async () => {
    const slots = await partnerSlots(40, 16);
    const first = slots[0]!;
    const later = slots.find((s) => s.startsAt.getTime() >= first.startsAt.getTime() + 3 * HOUR_MS)!;
    const { token } = await newUser(100_000);
    const now = (await buy(token, first)).json();
    const evening = (await buy(token, later)).json();
    await atTheDoor(t, first.startsAt, async () => {
      const admitted = await scan((await currentCode(token)).payload);
      expect(admitted.json()).toMatchObject({ admitted: true, ticketId: now.entry.id });
      t.clock.advance(60_000);
      const again = await scan((await currentCode(token)).payload);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({
        admitted: false,
        reason: 'already_used',
        admittedAt: admitted.json().scannedAt,
      });
      expect(again.json().message).toMatch(/^Už vpuštěno ve? \d{2}:\d{2} – tento vstup už byl načten/);
    });
    expect((await ticketRow(now.entry.id)).isUsed).toBe(true);
    expect((await ticketRow(evening.entry.id)).isUsed).toBe(false);
  });

  it('a ticket of another day is never admitted silently: the answer names its date and time, the reception confirms it', async () => {
    const slots = await partnerSlots(60, 16);
    const tomorrow = slots.find((s) => s.startsAt.getTime() >= t.clock.now().getTime() + 26 * HOUR_MS)!;
    const { token } = await newUser(100_000);
    const bought = (await buy(token, tomorrow)).json();
    const asked = await scan((await currentCode(token)).payload);
    expect(asked.json()).toMatchObject({
      admitted: false,
      reason: 'wrong_time',
      otherTime: { ticketId: bought.entry.id, slotStartsAt: tomorrow.startsAt.toISOString() },
    });
    const when = new Intl.DateTimeFormat('cs-CZ', {
      timeZone: 'Europe/Prague',
      day: 'numeric',
      month: 'numeric',
      year: 'numeric',
    })
      .format(tomorrow.startsAt)
      .replace(/\s+/g, ' ');
    expect(asked.json().message).toContain(when);
    expect(asked.json().message).toMatch(/jiný termín/);
    expect((await ticketRow(bought.entry.id)).isUsed).toBe(false);
    // the reception confirms it explicitly: a second call naming the ticket admits it, once
    const confirmed = await scan((await currentCode(token)).payload, staff(), bought.entry.id);
    expect(confirmed.json()).toMatchObject({ admitted: true, ticketId: bought.entry.id });
    const repeat = await scan((await currentCode(token)).payload, staff(), bought.entry.id);
    expect(repeat.json()).toMatchObject({ admitted: false, reason: 'already_used' });
    // a confirmation naming someone else's ticket admits nothing
    const other = await newUser(100_000);
    const otherTicket = (await buy(other.token, slots.at(-1)!)).json();
    const foreign = await scan((await currentCode(token)).payload, staff(), otherTicket.entry.id);
    expect(foreign.json()).toMatchObject({ admitted: false });
    expect((await ticketRow(otherTicket.entry.id)).isUsed).toBe(false);
  });

  it('refuses a cancelled ticket and a user without any entry', async () => {
    const [slot] = await partnerSlots(1, 14);
    const { token } = await newUser(100_000);
    const bought = (await buy(token, slot!)).json();
    await t.app.inject({
      method: 'POST',
      url: `/api/user/entries/${bought.entry.id}/cancel`,
      headers: user(token),
    });
    expect((await scan((await currentCode(token)).payload)).json()).toMatchObject({ reason: 'cancelled' });
    const nobody = await newUser(0);
    expect((await scan((await currentCode(nobody.token)).payload)).json()).toMatchObject({
      reason: 'no_entry',
    });
  });
});

describe('expiry (SPEC 9: 30 days)', () => {
  it('the job marks unused tickets expired after 30 days, and a scan then refuses them', async () => {
    const [slot] = await partnerSlots(1, 15);
    const { token } = await newUser(100_000);
    const bought = (await buy(token, slot!)).json();
    const later = new Date(t.clock.now().getTime() + 31 * 24 * HOUR_MS);
    await expireUnusedTickets(useCaseContextAt(t.app.useCases, later), null);
    expect((await ticketRow(bought.entry.id)).expiredAt).not.toBeNull();
    const history = await t.app.inject({ method: 'GET', url: '/api/user/entries', headers: user(token) });
    expect(history.json().entries[0]).toMatchObject({ status: 'expired', canCancel: false });
    expect((await scan((await currentCode(token)).payload)).json()).toMatchObject({
      admitted: false,
      reason: 'expired',
    });
  });
});
