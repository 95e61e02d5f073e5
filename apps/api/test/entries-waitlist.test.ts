import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { formatCzk, HOUR_MS } from '@champions/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  creditLedger,
  emailOutbox,
  tickets,
  timeSlots,
  waitlistEntries,
} from '../src/db/schema.ts';
import { enqueueJob, runDueJobs } from '../src/jobs/queue.ts';
import { jobHandlers } from '../src/jobs/scheduler.ts';
import { customerMaker, partnerSlotsQuery, userHeaders } from './customers.ts';
import { createTestApp, TEST_NOW, type TestApp } from './harness.ts';
import { expectMoneyInvariants } from './money-audit.ts';

let t: TestApp;
let partnerId: string;
const user = userHeaders;

const newUser = customerMaker(() => t, 'nahradnik', 'Náhradník');

let slotOffset = 0;
/** A slot of the partner at least two days ahead, nobody booked, with the given capacity. */
async function freshSlot(capacity: number) {
  const rows = await partnerSlotsQuery(
    t,
    partnerId,
    new Date(t.clock.now().getTime() + 48 * HOUR_MS),
    eq(timeSlots.reserved, 0),
  )
    .limit(1)
    .offset(slotOffset++);
  const slot = rows[0]!;
  await t.db.update(timeSlots).set({ capacity }).where(eq(timeSlots.id, slot.slotId));
  return slot;
}

type Slot = Awaited<ReturnType<typeof freshSlot>>;
const buy = (token: string, slot: Slot) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/entries',
    headers: user(token),
    payload: { timeSlotId: slot.slotId, optionId: slot.optionId },
  });
const join = (token: string, slot: Slot) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/waitlist',
    headers: user(token),
    payload: { timeSlotId: slot.slotId, optionId: slot.optionId },
  });
const cancel = (token: string, ticketId: string) =>
  t.app.inject({ method: 'POST', url: `/api/user/entries/${ticketId}/cancel`, headers: user(token) });
const waitlistOf = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/user/waitlist', headers: user(token) })).json().items;
const credits = async (id: string) =>
  (await t.db.select({ c: accounts.credits }).from(accounts).where(eq(accounts.id, id)))[0]!.c;
const slotRow = async (id: string) => (await t.db.select().from(timeSlots).where(eq(timeSlots.id, id)))[0]!;
const mailsTo = (email: string, template: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, email), eq(emailOutbox.template, template)));

async function runJob(kind: string) {
  await enqueueJob(t.db, { kind, dedupeKey: `${kind}:${randomUUID()}`, runAt: t.clock.now() });
  const handlers = jobHandlers(t.app);
  // two workers at once: each job runs once (FOR UPDATE SKIP LOCKED, dedupe keys)
  for (let i = 0; i < 3; i++) {
    await Promise.all([
      runDueJobs(t.db, handlers, t.clock.now(), (e) => {
        throw e;
      }),
      runDueJobs(t.db, handlers, t.clock.now(), (e) => {
        throw e;
      }),
    ]);
  }
  await t.app.ctx.mailer.settled();
}

beforeAll(async () => {
  t = await createTestApp();
  const [partner] = await t.db
    .select()
    .from(accounts)
    .where(and(eq(accounts.role, 'admin'), eq(accounts.email, 'partner@champions.cz')));
  partnerId = partner!.id;
});
afterEach(() => {
  t.clock.set(TEST_NOW);
});
afterAll(async () => {
  if (t) await expectMoneyInvariants(t);
  await t?.close();
});

describe('reminder the day before', () => {
  it('is sent once per ticket (two workers), in Czech with the address, the card and a working .ics link; not for a cancelled ticket', async () => {
    const slot = await freshSlot(5);
    const kept = await newUser(100_000);
    const gone = await newUser(100_000);
    expect((await buy(kept.token, slot)).statusCode).toBe(201);
    const cancelled = (await buy(gone.token, slot)).json();
    expect((await cancel(gone.token, cancelled.entry.id)).statusCode).toBe(200);

    t.clock.set(new Date(slot.startsAt.getTime() - 25 * HOUR_MS));
    await runJob('tickets.remind');
    expect(await mailsTo(kept.email, 'entry_reminder')).toHaveLength(0);

    t.clock.set(new Date(slot.startsAt.getTime() - 23 * HOUR_MS));
    await runJob('tickets.remind');
    t.clock.set(new Date(slot.startsAt.getTime() - 22 * HOUR_MS));
    await runJob('tickets.remind');
    const mails = await mailsTo(kept.email, 'entry_reminder');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Zítra: /);
    expect(mails[0]!.text).toMatch(/S sebou: /);
    expect(mails[0]!.text).toMatch(/\/user\/qr-code/);
    expect(await mailsTo(gone.email, 'entry_reminder')).toHaveLength(0);

    const link = /\/api\/public\/entries\/[^\s]+/.exec(mails[0]!.text)![0];
    const ics = await t.app.inject({ method: 'GET', url: link });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toMatch(/text\/calendar/);
    expect(ics.body).toMatch(/BEGIN:VEVENT/);
    const forged = await t.app.inject({ method: 'GET', url: link.replace(/sig=.*/, 'sig=AAAA') });
    expect(forged.statusCode).toBe(404);
  });
});

describe('waitlist', () => {
  it('joins a full slot only, in order; a cancellation promotes the first in line (credits), who sees the ticket', async () => {
    const slot = await freshSlot(1);
    const holder = await newUser(100_000);
    const first = await newUser(100_000);
    const second = await newUser(100_000);
    expect((await join(first.token, slot)).json()).toMatchObject({ details: { reason: 'not_full' } });
    const bought = (await buy(holder.token, slot)).json();
    expect((await join(holder.token, slot)).json()).toMatchObject({ details: { reason: 'already_holds' } });
    const joined = await join(first.token, slot);
    expect(joined.statusCode).toBe(201);
    expect(joined.json()).toMatchObject({ state: 'waiting', position: 1 });
    expect((await join(first.token, slot)).statusCode).toBe(409);
    expect((await join(second.token, slot)).json()).toMatchObject({ position: 2 });

    expect((await cancel(holder.token, bought.entry.id)).statusCode).toBe(200);
    const [mine] = await waitlistOf(first.token);
    expect(mine).toMatchObject({ state: 'promoted', position: null, ticketId: expect.any(String) });
    expect(await credits(first.id)).toBe(100_000 - slot.price);
    const history = (
      await t.app.inject({ method: 'GET', url: '/api/user/entries', headers: user(first.token) })
    ).json();
    expect(history.entries[0]).toMatchObject({ id: mine.ticketId, status: 'upcoming' });
    expect(await mailsTo(first.email, 'waitlist_promoted')).toHaveLength(1);
    expect((await waitlistOf(second.token))[0]).toMatchObject({ state: 'waiting', position: 1 });
    expect((await slotRow(slot.slotId)).reserved).toBe(1);
  });

  it('without credits and without a card the user is told by e-mail and the next one moves up', async () => {
    const slot = await freshSlot(1);
    const holder = await newUser(100_000);
    const poor = await newUser(0);
    const next = await newUser(100_000);
    const bought = (await buy(holder.token, slot)).json();
    await join(poor.token, slot);
    await join(next.token, slot);
    await cancel(holder.token, bought.entry.id);
    // the reason is a code (the web words it in the reader's language), the e-mail is in Czech
    expect((await waitlistOf(poor.token))[0]).toMatchObject({ state: 'failed', failReason: 'no_money' });
    const mails = await mailsTo(poor.email, 'waitlist_failed');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('nestačil kredit a nemáte uloženou platební kartu');
    expect((await waitlistOf(next.token))[0]).toMatchObject({ state: 'promoted' });
    expect(await credits(poor.id)).toBe(0);
  });

  it('tells an English customer why the place was not given in English, the same code in the list', async () => {
    const slot = await freshSlot(1);
    const holder = await newUser(100_000);
    const poor = await newUser(0);
    await t.db.update(accounts).set({ language: 'en' }).where(eq(accounts.id, poor.id));
    const bought = (await buy(holder.token, slot)).json();
    await join(poor.token, slot);
    await cancel(holder.token, bought.entry.id);
    expect((await waitlistOf(poor.token))[0]).toMatchObject({ state: 'failed', failReason: 'no_money' });
    const [mail] = await mailsTo(poor.email, 'waitlist_failed');
    expect(mail!.subject).toMatch(/^We could not pay for the place: /);
    expect(mail!.text).toContain(
      'your credit was not enough to pay for it and you have no saved payment card',
    );
    expect(mail!.text).not.toMatch(/kredit|kartu/);
  });

  it('migration 0050 turns the Czech reasons stored before into their codes, any other text into "unknown"', async () => {
    const slot = await freshSlot(1);
    const waiting = await newUser(0);
    // the table as 0050 left it: the reason a Czech sentence
    for (const statement of [
      'alter table "payments" drop column "return_reason"',
      'alter table "waitlist_entries" alter column "fail_reason" set data type text using "fail_reason"::text',
      'drop type "payment_return_reason"',
      'drop type "waitlist_fail_reason"',
    ])
      await t.db.execute(sql.raw(statement));
    const stored = [
      'na zaplacení nestačil kredit a nemáte uloženou platební kartu.',
      'platba uloženou kartou neprošla.',
      'tato varianta aktivity už není v nabídce.',
      'něco jiného',
    ];
    for (const reason of stored) {
      await t.db.execute(sql`insert into waitlist_entries (user_id, time_slot_id, option_id, state, fail_reason)
        values (${waiting.id}, ${slot.slotId}, ${slot.optionId}, 'failed', ${reason})`);
    }
    const migration = await readFile(
      new URL('../src/db/migrations/0050_return_reasons.sql', import.meta.url),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint'))
      await t.db.execute(sql.raw(statement));
    const items = await waitlistOf(waiting.token);
    // the newest first: the rows in the reverse order of `stored`
    expect(items.map((i: { failReason: string }) => i.failReason)).toEqual([
      'unknown',
      'unavailable',
      'card_failed',
      'no_money',
    ]);
  });

  it('charges the saved card when the credits do not cover the price', async () => {
    const slot = await freshSlot(1);
    const holder = await newUser(100_000);
    const carded = await newUser(0);
    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/user/payment-methods/setup-intent',
      headers: { ...user(carded.token), 'idempotency-key': randomUUID() },
    });
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/user/payments/local/confirm',
      headers: user(carded.token),
      payload: {
        clientSecret: setup.json().clientSecret,
        card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
      },
    });
    expect(confirmed.json()).toMatchObject({ status: 'succeeded' });
    const bought = (await buy(holder.token, slot)).json();
    await join(carded.token, slot);
    await cancel(holder.token, bought.entry.id);
    const [item] = await waitlistOf(carded.token);
    expect(item).toMatchObject({ state: 'promoted', ticketId: expect.any(String) });
    const [ticket] = await t.db.select().from(tickets).where(eq(tickets.id, item.ticketId));
    expect(ticket).toMatchObject({ price: slot.price, isCancelled: false });
    expect((await slotRow(slot.slotId)).reserved).toBe(1);
  });

  it('race: two cancellations at once and three waiting → exactly two promoted, one still first in line', async () => {
    const slot = await freshSlot(2);
    const a = await newUser(100_000);
    const b = await newUser(100_000);
    const ta = (await buy(a.token, slot)).json().entry.id;
    const tb = (await buy(b.token, slot)).json().entry.id;
    const waiting = [await newUser(100_000), await newUser(100_000), await newUser(100_000)];
    for (const w of waiting) expect((await join(w.token, slot)).statusCode).toBe(201);
    const results = await Promise.all([cancel(a.token, ta), cancel(b.token, tb)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    await runJob('waitlist.promote');
    const states = await Promise.all(waiting.map(async (w) => (await waitlistOf(w.token))[0].state));
    expect(states.filter((s) => s === 'promoted')).toHaveLength(2);
    expect(states[2]).toBe('waiting');
    const live = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(tickets)
      .where(and(eq(tickets.timeSlotId, slot.slotId), eq(tickets.isCancelled, false)));
    expect(live[0]!.n).toBe(2);
    expect((await slotRow(slot.slotId)).reserved).toBe(2);
  });

  it('a raised capacity promotes through the periodic job; leaving the waitlist works once', async () => {
    const slot = await freshSlot(1);
    const holder = await newUser(100_000);
    const waiter = await newUser(100_000);
    const quitter = await newUser(100_000);
    await buy(holder.token, slot);
    await join(waiter.token, slot);
    const left = (await join(quitter.token, slot)).json();
    const leave = () =>
      t.app.inject({ method: 'DELETE', url: `/api/user/waitlist/${left.id}`, headers: user(quitter.token) });
    expect((await leave()).json()).toMatchObject({ state: 'left', position: null });
    expect((await leave()).statusCode).toBe(409);
    const stranger = await newUser(0);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/user/waitlist/${left.id}`,
          headers: user(stranger.token),
        })
      ).statusCode,
    ).toBe(404);
    await t.db.update(timeSlots).set({ capacity: 3 }).where(eq(timeSlots.id, slot.slotId));
    await runJob('waitlist.promote');
    expect((await waitlistOf(waiter.token))[0]).toMatchObject({ state: 'promoted' });
    expect((await waitlistOf(quitter.token))[0]).toMatchObject({ state: 'left' });
    expect((await slotRow(slot.slotId)).reserved).toBe(2);
  });

  it('closes 30 minutes before the start', async () => {
    const slot = await freshSlot(1);
    const holder = await newUser(100_000);
    await buy(holder.token, slot);
    const late = await newUser(100_000);
    t.clock.set(new Date(slot.startsAt.getTime() - 20 * 60_000));
    expect((await join(late.token, slot)).json()).toMatchObject({ details: { reason: 'closed' } });
  });
});

describe('fair late cancellation ("burza")', () => {
  it('inside the late window the place is offered; when the waitlist takes it, the price returns as credit', async () => {
    const slot = await freshSlot(1);
    const late = await newUser(100_000);
    const waiter = await newUser(100_000);
    const bought = (await buy(late.token, slot)).json();
    await join(waiter.token, slot);
    t.clock.set(new Date(slot.startsAt.getTime() - HOUR_MS));
    const res = await cancel(late.token, bought.entry.id);
    expect(res.json()).toMatchObject({ kind: 'offer', refundedCredits: 0 });
    expect((await waitlistOf(waiter.token))[0]).toMatchObject({ state: 'promoted' });
    expect(await credits(late.id)).toBe(100_000);
    const history = (
      await t.app.inject({ method: 'GET', url: '/api/user/entries', headers: user(late.token) })
    ).json();
    expect(history.entries.find((e: { id: string }) => e.id === bought.entry.id)).toMatchObject({
      status: 'cancelled',
      lateCancel: 'resold',
    });
    // the canceller is told, once, in Czech, with the credit and a link to the history
    const told = await mailsTo(late.email, 'late_cancel_resold');
    expect(told).toHaveLength(1);
    expect(told[0]!.subject).toBe('Vaše místo převzal někdo jiný – Champions');
    expect(told[0]!.text).toContain(`Vrátili jsme vám ${formatCzk(slot.price)} jako kredit`);
    expect(told[0]!.text).toMatch(/\/user\/history/);
  });

  it('a new buyer who takes the offered place also returns the price; nobody taking it forfeits the entry', async () => {
    const slot = await freshSlot(1);
    const late = await newUser(100_000);
    const buyer = await newUser(100_000);
    const bought = (await buy(late.token, slot)).json();
    t.clock.set(new Date(slot.startsAt.getTime() - HOUR_MS));
    expect((await cancel(late.token, bought.entry.id)).json()).toMatchObject({ kind: 'offer' });
    expect(await credits(late.id)).toBe(100_000 - slot.price);
    expect((await buy(buyer.token, slot)).statusCode).toBe(201);
    expect(await credits(late.id)).toBe(100_000);
    expect(await mailsTo(late.email, 'late_cancel_resold')).toHaveLength(1);

    const empty = await freshSlot(1);
    const unlucky = await newUser(100_000);
    const kept = (await buy(unlucky.token, empty)).json();
    t.clock.set(new Date(empty.startsAt.getTime() - HOUR_MS));
    await cancel(unlucky.token, kept.entry.id);
    t.clock.set(new Date(empty.startsAt.getTime() + HOUR_MS));
    const history = (
      await t.app.inject({ method: 'GET', url: '/api/user/entries', headers: user(unlucky.token) })
    ).json();
    expect(history.entries.find((e: { id: string }) => e.id === kept.entry.id)).toMatchObject({
      lateCancel: 'forfeited',
    });
    expect(await credits(unlucky.id)).toBe(100_000 - empty.price);
    expect(await mailsTo(unlucky.email, 'late_cancel_resold')).toHaveLength(0);
  });

  it('a failure after the sale queued its e-mail leaves no e-mail, no ledger row and no ticket (the purchase commits whole or not at all)', async () => {
    const slot = await freshSlot(1);
    const late = await newUser(100_000);
    const buyer = await newUser(100_000);
    const bought = (await buy(late.token, slot)).json();
    t.clock.set(new Date(slot.startsAt.getTime() - HOUR_MS));
    expect((await cancel(late.token, bought.entry.id)).json()).toMatchObject({ kind: 'offer' });
    const ledgerOf = (id: string) => t.db.select().from(creditLedger).where(eq(creditLedger.userId, id));
    const before = { late: (await ledgerOf(late.id)).length, buyer: (await ledgerOf(buyer.id)).length };
    const buyOnce = (requestId: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/entries',
        headers: user(buyer.token),
        payload: { timeSlotId: slot.slotId, optionId: slot.optionId, requestId },
      });

    // the purchase's last write (the answer kept for its request id) fails: by then the sale has
    // taken the offered place, credited the canceller and queued the e-mail telling them
    const requestId = randomUUID();
    const trigger = `fail_purchase_${requestId.replaceAll('-', '_')}`;
    await t.db.execute(
      sql.raw(`create function ${trigger}() returns trigger language plpgsql as $$
        begin raise exception 'planted failure'; end $$`),
    );
    await t.db.execute(
      sql.raw(`create trigger ${trigger} before update on idempotency_keys for each row
        when (new.key = '${requestId}') execute function ${trigger}()`),
    );
    try {
      expect((await buyOnce(requestId)).statusCode).toBe(500);
    } finally {
      await t.db.execute(sql.raw(`drop trigger ${trigger} on idempotency_keys`));
      await t.db.execute(sql.raw(`drop function ${trigger}()`));
    }
    await t.app.ctx.mailer.settled();
    expect(await mailsTo(late.email, 'late_cancel_resold')).toHaveLength(0);
    expect(await ledgerOf(late.id)).toHaveLength(before.late);
    expect(await ledgerOf(buyer.id)).toHaveLength(before.buyer);
    expect(await credits(late.id)).toBe(100_000 - slot.price);
    expect(await credits(buyer.id)).toBe(100_000);
    expect(await t.db.select().from(tickets).where(eq(tickets.userId, buyer.id))).toEqual([]);
    const [offered] = await t.db.select().from(tickets).where(eq(tickets.id, bought.entry.id));
    expect(offered!.lateCancel).toBe('offered');
    expect((await slotRow(slot.slotId)).reserved).toBe(0);

    // the same purchase without the failure commits all of it
    expect((await buyOnce(randomUUID())).statusCode).toBe(201);
    await t.app.ctx.mailer.settled();
    expect(await mailsTo(late.email, 'late_cancel_resold')).toHaveLength(1);
    expect(await credits(late.id)).toBe(100_000);
    expect(await credits(buyer.id)).toBe(100_000 - slot.price);
    expect(await t.db.select().from(tickets).where(eq(tickets.userId, buyer.id))).toHaveLength(1);
  });

  it('a sale on a slot that was not full does not count as taking the offered place', async () => {
    const slot = await freshSlot(3);
    const late = await newUser(100_000);
    const bought = (await buy(late.token, slot)).json();
    t.clock.set(new Date(slot.startsAt.getTime() - HOUR_MS));
    await cancel(late.token, bought.entry.id);
    expect((await buy((await newUser(100_000)).token, slot)).statusCode).toBe(201);
    expect(await credits(late.id)).toBe(100_000 - slot.price);
    const [row] = await t.db.select().from(tickets).where(eq(tickets.id, bought.entry.id));
    expect(row!.lateCancel).toBe('offered');
    expect(await mailsTo(late.email, 'late_cancel_resold')).toHaveLength(0);
  });
});

describe('waitlist rows', () => {
  it('one live row per user and slot is enforced by the database', async () => {
    const rows = await t.db.select().from(waitlistEntries).where(eq(waitlistEntries.state, 'waiting'));
    const keys = rows.map((r) => `${r.userId}:${r.timeSlotId}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
