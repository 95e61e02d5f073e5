import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, emailOutbox, journalLines, ticketGuests, tickets, timeSlots } from '../src/db/schema.ts';
import { hashPassword } from '../src/modules/auth/index.ts';
import { hashGuestToken, newGuestToken } from '../src/modules/entries/services/friend-places.ts';
import { auditMoney } from '../src/modules/payments/index.ts';
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

// "A friend along" (part 3): up to 4 places in one purchase, each a ticket of its own.

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
      guestPrice: slot!.price,
      total: slot!.price * 3,
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
      // no link yet: the buyer's send makes it (and shows it then, once)
      expect(guest).not.toHaveProperty('link');
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
    await payWithTestCard(t, token, payment);
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

describe('sending a place to a friend', () => {
  const tokenOf = (link: string) => link.split('/pozvanka/')[1]!;
  /** Sends the place (by link, or to `email`) and answers the friend's link it made. */
  const linkOf = async (token: string, ticketId: string, email?: string) => {
    const sent = await send(token, ticketId, email);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().link).toMatch(/\/pozvanka\/[A-Za-z0-9_-]{43}$/);
    return sent.json().link as string;
  };
  const view = (token: string) => t.app.inject({ method: 'GET', url: `/api/public/friend-places/${token}` });
  const guestsOf = (token: string, ticketId: string) =>
    t.app.inject({ method: 'GET', url: `/api/user/entries/${ticketId}/guests`, headers: user(token) });
  const send = (token: string, ticketId: string, email?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/user/entries/guests/${ticketId}/send`,
      headers: user(token),
      payload: email ? { email } : {},
    });
  const scan = (code: string, staffToken: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/staff/entries/scan',
      headers: { 'x-staff-token': `Bearer ${staffToken}` },
      payload: { code },
    });

  it('e-mails the link; the friend opens it without an account and the reception admits its own code once', async () => {
    const [slot] = await partnerSlots(1, 5);
    const buyer = await newUser(100_000);
    const body = (await buy(buyer.token, slot!, 3)).json();
    const [first, second] = body.guests;
    const sent = await send(buyer.token, first.ticketId, 'kamaradka@example.cz');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ state: 'sent', sentTo: 'kamaradka@example.cz', canTakeBack: true });
    const firstLink = sent.json().link as string;
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'kamaradka@example.cz'));
    expect(mail!.template).toBe('friend_place');
    expect(JSON.stringify(mail)).toContain(firstLink);
    expect(JSON.stringify(mail)).toContain('vás zve');
    // the other one only by the link the buyer copies
    expect((await send(buyer.token, second.ticketId)).json()).toMatchObject({ state: 'sent', sentTo: null });
    // another customer cannot send, list or see the buyer's places
    const stranger = await newUser(0);
    expect((await send(stranger.token, first.ticketId)).statusCode).toBe(404);
    expect((await guestsOf(stranger.token, body.entry.id)).statusCode).toBe(404);
    expect((await guestsOf(buyer.token, first.ticketId)).statusCode).toBe(404);

    const opened = await view(tokenOf(firstLink));
    expect(opened.statusCode).toBe(200);
    const place = opened.json();
    expect(place).toMatchObject({ state: 'valid', venueName: expect.any(String) });
    expect(place.code).toMatch(/^CH1G\.[0-9a-f-]{36}\.[0-9a-f]{20}$/);
    expect(JSON.stringify(place)).not.toContain(buyer.id);
    expect((await view('A'.repeat(43))).statusCode).toBe(404);
    expect((await view('short')).statusCode).toBe(400);

    const staffToken = await loginAs(t, 'staff', 'recepce@champions.cz');
    const startsAt = (await t.db.select().from(timeSlots).where(eq(timeSlots.id, slot!.slotId)))[0]!.startsAt;
    await atTheDoor(t, startsAt, async () => {
      const forged = await scan(
        place.code.replace(/.$/, (c: string) => (c === '0' ? '1' : '0')),
        staffToken,
      );
      expect(forged.json()).toMatchObject({ admitted: false, reason: 'code_invalid' });
      const admitted = await scan(place.code, staffToken);
      expect(admitted.json()).toMatchObject({ admitted: true, ticketId: first.ticketId });
      expect(admitted.json().userName).toContain('Host');
      const again = await scan(place.code, staffToken);
      expect(again.json()).toMatchObject({ admitted: false, reason: 'already_used' });
    });
    expect((await view(tokenOf(firstLink))).json()).toMatchObject({ state: 'used', code: null });
    const list = (await guestsOf(buyer.token, body.entry.id)).json();
    expect(list.guests.map((g: { state: string }) => g.state)).toEqual(['used', 'sent']);
    // a used place cannot be taken back
    expect((await cancel(buyer.token, first.ticketId)).statusCode).toBe(409);
  });

  it('the buyer takes an unused place back before the deadline: the price returns and the link stops working', async () => {
    const [slot] = await partnerSlots(1, 6);
    const buyer = await newUser(100_000);
    const body = (await buy(buyer.token, slot!, 2)).json();
    const [guest] = body.guests;
    const link = await linkOf(buyer.token, guest.ticketId, 'pritel@example.cz');
    const back = await cancel(buyer.token, guest.ticketId);
    expect(back.json()).toMatchObject({ kind: 'refund', refundedCredits: slot!.price });
    expect(await credits(buyer.id)).toBe(100_000 - slot!.price);
    expect((await view(tokenOf(link))).statusCode).toBe(404);
    const list = (await guestsOf(buyer.token, body.entry.id)).json();
    expect(list.guests).toEqual([expect.objectContaining({ state: 'taken_back', canTakeBack: false })]);
    expect((await send(buyer.token, guest.ticketId, 'pritel@example.cz')).statusCode).toBe(404);
  });

  it('a signed-in friend claims the place into their account, once; it is then theirs, not the buyer’s to take back', async () => {
    const [slot] = await partnerSlots(1, 7);
    const buyer = await newUser(100_000);
    const body = (await buy(buyer.token, slot!, 2)).json();
    const [guest] = body.guests;
    const token = tokenOf(await linkOf(buyer.token, guest.ticketId));
    const friend = await newUser(0);
    const claim = (who: string) =>
      t.app.inject({ method: 'POST', url: `/api/user/friend-places/${token}/claim`, headers: user(who) });
    // the buyer already holds the slot
    expect((await claim(buyer.token)).statusCode).toBe(409);
    const claimed = await claim(friend.token);
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json()).toMatchObject({ id: guest.ticketId, status: 'upcoming', canCancel: false });
    expect((await claim(friend.token)).statusCode).toBe(200);
    const other = await newUser(0);
    expect((await claim(other.token)).statusCode).toBe(409);
    const history = await t.app.inject({
      method: 'GET',
      url: '/api/user/entries',
      headers: user(friend.token),
    });
    expect(history.json().entries.map((e: { id: string }) => e.id)).toEqual([guest.ticketId]);
    const list = (await guestsOf(buyer.token, body.entry.id)).json();
    expect(list.guests[0]).toMatchObject({
      state: 'claimed',
      claimedByName: expect.any(String),
      canTakeBack: false,
    });
    expect((await cancel(buyer.token, guest.ticketId)).statusCode).toBe(404);
    expect((await cancel(friend.token, guest.ticketId)).statusCode).toBe(409);
    expect((await view(token)).json()).toMatchObject({ state: 'claimed' });
  });

  it('20 at once: the same purchase charges once, one place is taken back once, one of 20 friends claims it', async () => {
    const [slot] = await partnerSlots(1, 8);
    const buyer = await newUser(100_000);
    const requestId = crypto.randomUUID();
    const bought = await Promise.all(Array.from({ length: 20 }, () => buy(buyer.token, slot!, 3, requestId)));
    // the same click: answered as the one purchase (or "in progress"), never a second charge
    expect(bought.every((r) => [201, 409].includes(r.statusCode))).toBe(true);
    const body = bought.find((r) => r.statusCode === 201)!.json();
    expect(await credits(buyer.id)).toBe(100_000 - slot!.price * 3);
    expect(await t.db.select().from(tickets).where(eq(tickets.timeSlotId, slot!.slotId))).toHaveLength(3);
    // 20 other clicks (no request id): the buyer holds the slot already, nothing more is charged
    const more = await Promise.all(Array.from({ length: 20 }, () => buy(buyer.token, slot!, 2)));
    expect(more.every((r) => r.statusCode === 409)).toBe(true);
    expect(await credits(buyer.id)).toBe(100_000 - slot!.price * 3);

    const [first, second] = body.guests;
    const backs = await Promise.all(Array.from({ length: 20 }, () => cancel(buyer.token, first.ticketId)));
    expect(backs.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await credits(buyer.id)).toBe(100_000 - slot!.price * 2);

    const secondToken = tokenOf(await linkOf(buyer.token, second.ticketId));
    const friends = await Promise.all(Array.from({ length: 20 }, () => newUser(0)));
    const claims = await Promise.all(
      friends.map((f) =>
        t.app.inject({
          method: 'POST',
          url: `/api/user/friend-places/${secondToken}/claim`,
          headers: user(f.token),
        }),
      ),
    );
    expect(claims.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(claims.every((r) => [200, 409].includes(r.statusCode))).toBe(true);
    const [claimed] = await t.db.select().from(tickets).where(eq(tickets.id, second.ticketId));
    expect(friends.map((f) => f.id)).toContain(claimed!.userId);
    expect(await auditMoney(t.db, { now: t.clock.now() })).toEqual([]);
  });

  it('refuses bad input with 400 naming the field, and changes nothing', async () => {
    const [slot] = await partnerSlots(1, 9);
    const buyer = await newUser(100_000);
    for (const places of [0, 5, 1.5]) {
      const refused = await buy(buyer.token, slot!, places);
      expect(refused.statusCode, `places ${places}`).toBe(400);
      expect(refused.json().details.fields[0].field).toBe('body.places');
    }
    expect(await credits(buyer.id)).toBe(100_000);
    const body = (await buy(buyer.token, slot!, 2)).json();
    const wrong = await send(buyer.token, body.guests[0].ticketId, 'neni-email');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details.fields[0].field).toBe('body.email');
    const list = (await guestsOf(buyer.token, body.entry.id)).json();
    expect(list.guests[0]).toMatchObject({ state: 'unsent', sentTo: null });
  });

  it('keeps only the token’s SHA-256; sending again makes a new link and the old one (and its door code) stops working', async () => {
    const [slot] = await partnerSlots(1, 10);
    const buyer = await newUser(100_000);
    const body = (await buy(buyer.token, slot!, 2)).json();
    const [guest] = body.guests;
    const [unsent] = await t.db.select().from(ticketGuests).where(eq(ticketGuests.ticketId, guest.ticketId));
    expect(unsent!.tokenHash).toBeNull();

    const oldLink = await linkOf(buyer.token, guest.ticketId, 'prvni@example.cz');
    const oldToken = tokenOf(oldLink);
    const [row] = await t.db.select().from(ticketGuests).where(eq(ticketGuests.ticketId, guest.ticketId));
    // the stored value is not the token, but its SHA-256
    expect(row!.tokenHash).not.toBe(oldToken);
    expect(row!.tokenHash).toBe(createHash('sha256').update(oldToken).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(oldToken);
    // the buyer's list never shows a link (it cannot: only the hash is kept)
    const list = (await guestsOf(buyer.token, body.entry.id)).json();
    expect(JSON.stringify(list)).not.toContain(oldToken);
    const oldCode = (await view(oldToken)).json().code as string;

    const newLink = await linkOf(buyer.token, guest.ticketId, 'druhy@example.cz');
    expect(newLink).not.toBe(oldLink);
    expect((await view(oldToken)).statusCode).toBe(404);
    const friend = await newUser(0);
    const claimOld = await t.app.inject({
      method: 'POST',
      url: `/api/user/friend-places/${oldToken}/claim`,
      headers: user(friend.token),
    });
    expect(claimOld.statusCode).toBe(404);
    const fresh = (await view(tokenOf(newLink))).json();
    expect(fresh).toMatchObject({ state: 'valid' });
    expect(fresh.code).not.toBe(oldCode);
    const staffToken = await loginAs(t, 'staff', 'recepce@champions.cz');
    const startsAt = (await t.db.select().from(timeSlots).where(eq(timeSlots.id, slot!.slotId)))[0]!.startsAt;
    await atTheDoor(t, startsAt, async () => {
      expect((await scan(oldCode, staffToken)).json()).toMatchObject({
        admitted: false,
        reason: 'code_invalid',
      });
      expect((await scan(fresh.code, staffToken)).json()).toMatchObject({ admitted: true });
    });
  });

  it('migration 0049 keeps only the hash of the tokens already stored: their links keep working', async () => {
    const [slot] = await partnerSlots(1, 11);
    const buyer = await newUser(100_000);
    const [guest] = (await buy(buyer.token, slot!, 2)).json().guests;
    const token = newGuestToken();
    // the table as 0048 left it, this place's link sent with its token stored plain
    for (const statement of [
      'drop index "ticket_guests_token_hash_unique"',
      'alter table "ticket_guests" rename column "token_hash" to "token"',
      'create unique index "ticket_guests_token_unique" on "ticket_guests" using btree ("token")',
    ])
      await t.db.execute(sql.raw(statement));
    await t.db.execute(
      sql`update ticket_guests set token = ${token}, sent_at = now() where ticket_id = ${guest.ticketId}`,
    );
    const migration = await readFile(
      new URL('../src/db/migrations/0049_friend_place_token_hash.sql', import.meta.url),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint'))
      await t.db.execute(sql.raw(statement));
    const [row] = await t.db.select().from(ticketGuests).where(eq(ticketGuests.ticketId, guest.ticketId));
    expect(row!.tokenHash).toBe(hashGuestToken(token));
    expect((await view(token)).json()).toMatchObject({ state: 'valid' });
  });

  it('limits guessing the link per address', async () => {
    const answers = [];
    for (let i = 0; i < 65; i++) answers.push((await view('B'.repeat(43))).statusCode);
    expect(answers.filter((c) => c === 404).length).toBeLessThanOrEqual(60);
    expect(answers).toContain(429);
  });
});
