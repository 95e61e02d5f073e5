import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cardTimeStep, HOUR_MS } from '@champions/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  activities,
  partnerSettings,
  payouts,
  tickets,
  timeSlots,
  venues,
  waitlistEntries,
  webhookDeliveries,
  webhookEndpoints,
} from '../src/db/schema.ts';
import { runDueJobs } from '../src/jobs/queue.ts';
import { jobHandlers } from '../src/jobs/scheduler.ts';
import { cardCodeAt } from '../src/modules/entries/card-code.ts';
import { promoteWaitlistSlot } from '../src/modules/entries/index.ts';
import { useCaseContextAt } from '../src/shared/use-case.ts';
import { adminHeaders, customerMaker, loginAs, partnerSlotsQuery, userHeaders } from './customers.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { expectMoneyInvariants } from './money-audit.ts';
import { DEMO_ACCOUNTS } from './route-table-kit.ts';

/**
 * Every path that does what a partner's webhook tells, tells it (docs/webhooks.md): a place given
 * from the waitlist (credits and a saved card) is a `booking.created` sent once and never for a
 * promotion that rolled back; a partner organisation's reception (a scan at its desk, the admission of
 * its own desk sale) sends `entry.admitted` to the partner whose venue it is; a slot cancelled sends
 * `slot.cancelled` and a `booking.cancelled` for each of its bookings; the back office's full refund,
 * voided scan and suspension, and a membership that ends with its covered entries, send
 * `booking.cancelled` (`cancelledBy`); a payout marked paid sends `payout.paid`.
 */
let t: TestApp;
let praha: string;
let brno: string;
let superadmin: Record<string, string>;
const partner: Record<string, string> = {};
let receiver: Server;
const received: { event: string; body: { data: Record<string, unknown> } }[] = [];

const newCustomer = customerMaker(() => t, 'webhook-cesta', 'Zákazník');
const card = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' };

async function adminIdOf(email: string) {
  const [row] = await t.db.select().from(accounts).where(eq(accounts.email, email));
  return row!.id;
}

/** The deliveries queued to `adminId`'s endpoints, of `type`, for `key` = `value` in their data. */
async function deliveries(adminId: string, type: string, key?: string, value?: string) {
  const rows = await t.db
    .select({ payload: webhookDeliveries.payload })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(and(eq(webhookEndpoints.adminId, adminId), eq(webhookDeliveries.eventType, type)));
  const data = rows.map((row) => (row.payload as { data: Record<string, unknown> }).data);
  return key ? data.filter((one) => one[key] === value) : data;
}

async function runJobs(): Promise<void> {
  const handlers = jobHandlers(t.app);
  for (let pass = 0; pass < 5; pass++) {
    const ran = await runDueJobs(t.db, handlers, t.clock.now(), (error) => {
      throw error;
    });
    if (ran === 0) return;
  }
}

let slotOffset = 0;
/** A slot of the partner at least two days ahead, nobody booked, with the given capacity. */
async function freshSlot(adminId: string, capacity: number) {
  const [slot] = await partnerSlotsQuery(
    t,
    adminId,
    new Date(t.clock.now().getTime() + 48 * HOUR_MS),
    eq(timeSlots.reserved, 0),
  )
    .limit(1)
    .offset(slotOffset++);
  await t.db.update(timeSlots).set({ capacity }).where(eq(timeSlots.id, slot!.slotId));
  return slot!;
}
type Slot = Awaited<ReturnType<typeof freshSlot>>;

const buy = async (token: string, slot: Slot) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/entries',
    headers: userHeaders(token),
    payload: { timeSlotId: slot.slotId, optionId: slot.optionId },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().entry.id as string;
};
const cancel = (token: string, ticketId: string) =>
  t.app.inject({ method: 'POST', url: `/api/user/entries/${ticketId}/cancel`, headers: userHeaders(token) });
const join = async (token: string, slot: Slot) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/waitlist',
    headers: userHeaders(token),
    payload: { timeSlotId: slot.slotId, optionId: slot.optionId },
  });
  expect(res.statusCode, res.body).toBe(201);
};
const waitlistItem = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/user/waitlist', headers: userHeaders(token) })).json()
    .items[0];
/** The customer's card code now, as the door camera reads it. */
async function cardCode(token: string) {
  const own = (
    await t.app.inject({ method: 'GET', url: '/api/user/card', headers: userHeaders(token) })
  ).json();
  return `CH1.${own.userId}.${cardCodeAt(own.secret, cardTimeStep(t.clock.now()))}`;
}
const post = (url: string, headers: Record<string, string>, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload });

beforeAll(async () => {
  t = await createTestApp({ organisation: true, env: { AUTH_RATE_LIMIT: '10000' } });
  praha = await adminIdOf(DEMO_ACCOUNTS.admin!);
  brno = await adminIdOf('brno@champions.cz');
  partner['x-partner-token'] = `Bearer ${await loginAs(t, 'partner', DEMO_ACCOUNTS.partner!)}`;
  superadmin = {
    'x-superadmin-token': `Bearer ${await loginAs(t, 'superadmin', DEMO_ACCOUNTS.superadmin!)}`,
  };
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ event: String(request.headers['champions-event']), body: JSON.parse(body) });
      response.writeHead(200);
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  const types = ['booking.created', 'booking.cancelled', 'entry.admitted', 'slot.cancelled', 'payout.paid'];
  // each admin account of the organisation has its own endpoint
  for (const adminId of [praha, brno]) {
    const [account] = await t.db.select().from(accounts).where(eq(accounts.id, adminId));
    const token = await t.app.ctx.tokens.sign({
      id: adminId,
      email: account!.email,
      role: 'admin',
      tv: account!.tokenVersion,
    });
    const made = await post('/api/admin/webhooks', adminHeaders(token), { url, types });
    expect(made.statusCode, made.body).toBe(201);
  }
});
afterAll(async () => {
  await new Promise((resolve) => receiver?.close(resolve));
  if (t) await expectMoneyInvariants(t);
  await t?.close();
});

describe('a place given from the waitlist', () => {
  it('paid with credits is the partner’s booking.created, sent once after the commit', async () => {
    const slot = await freshSlot(praha, 1);
    const holder = await newCustomer(100_000);
    const waiter = await newCustomer(100_000);
    const held = await buy(holder.token, slot);
    await join(waiter.token, slot);
    expect((await cancel(holder.token, held)).statusCode).toBe(200);
    const item = await waitlistItem(waiter.token);
    expect(item).toMatchObject({ state: 'promoted', ticketId: expect.any(String) });
    expect(await deliveries(praha, 'booking.created', 'bookingId', item.ticketId)).toEqual([
      expect.objectContaining({ slotId: slot.slotId, activityId: slot.activityId, price: slot.price }),
    ]);
    expect(await deliveries(praha, 'booking.cancelled', 'bookingId', held)).toEqual([
      expect.objectContaining({ cancelledBy: 'customer' }),
    ]);
    await runJobs();
    await runJobs();
    expect(
      received.filter((r) => r.event === 'booking.created' && r.body.data.bookingId === item.ticketId),
    ).toHaveLength(1);
  });

  it('paid with the saved card is a booking.created too', async () => {
    const slot = await freshSlot(praha, 1);
    const holder = await newCustomer(100_000);
    const carded = await newCustomer(0);
    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/user/payment-methods/setup-intent',
      headers: { ...userHeaders(carded.token), 'idempotency-key': randomUUID() },
    });
    const confirmed = await post('/api/user/payments/local/confirm', userHeaders(carded.token), {
      clientSecret: setup.json().clientSecret,
      card,
    });
    expect(confirmed.json()).toMatchObject({ status: 'succeeded' });
    const held = await buy(holder.token, slot);
    await join(carded.token, slot);
    await cancel(holder.token, held);
    const item = await waitlistItem(carded.token);
    expect(item).toMatchObject({ state: 'promoted', ticketId: expect.any(String) });
    expect(await deliveries(praha, 'booking.created', 'bookingId', item.ticketId)).toHaveLength(1);
  });

  it('sends nothing for a promotion that rolled back, and once when it is made again', async () => {
    const slot = await freshSlot(praha, 1);
    const holder = await newCustomer(100_000);
    const waiter = await newCustomer(100_000);
    const held = await buy(holder.token, slot);
    await join(waiter.token, slot);
    // the promotion's last write fails: its whole transaction rolls back (the cancellation stands)
    await t.db.execute(sql`
      create or replace function webhook_test_refuse_promotion() returns trigger language plpgsql as $$
      begin
        if new.state = 'promoted' then raise exception 'promotion refused by the test'; end if;
        return new;
      end $$`);
    await t.db.execute(sql`
      create trigger webhook_test_refuse_promotion before update on waitlist_entries
      for each row execute function webhook_test_refuse_promotion()`);
    try {
      expect((await cancel(holder.token, held)).statusCode).toBe(200);
    } finally {
      await t.db.execute(sql`drop trigger webhook_test_refuse_promotion on waitlist_entries`);
      await t.db.execute(sql`drop function webhook_test_refuse_promotion()`);
    }
    expect(await waitlistItem(waiter.token)).toMatchObject({ state: 'waiting', ticketId: null });
    const bookedOnSlot = async () =>
      (await deliveries(praha, 'booking.created', 'slotId', slot.slotId)).map((data) => data.bookingId);
    expect(await bookedOnSlot()).toEqual([held]);
    expect(
      await t.db
        .select()
        .from(tickets)
        .where(and(eq(tickets.timeSlotId, slot.slotId), eq(tickets.userId, waiter.id))),
    ).toEqual([]);

    // the periodic job gives the place again: one booking, one webhook
    await promoteWaitlistSlot(useCaseContextAt(t.app.useCases, t.clock.now()), null, {
      timeSlotId: slot.slotId,
    });
    const item = await waitlistItem(waiter.token);
    expect(item.state).toBe('promoted');
    expect(await bookedOnSlot()).toEqual([held, item.ticketId]);
    const [entry] = await t.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.ticketId, item.ticketId));
    expect(entry!.state).toBe('promoted');
  });
});

describe('a partner organisation’s reception', () => {
  let venueId: string;
  let slot: { slotId: string; startsAt: string; options: { optionId: string; price: number }[] };
  const sell = (email: string) =>
    post(
      '/api/partner/org/reception/walk-in',
      { ...partner, 'idempotency-key': randomUUID() },
      { venueId, timeSlotId: slot.slotId, optionId: slot.options[0]!.optionId, email },
    );
  /** A desk sale paid by the customer on her phone: its payment. */
  async function paidSale(email: string) {
    const sale = await sell(email);
    expect(sale.statusCode, sale.body).toBe(202);
    const token = new URL(sale.json().sale.payUrl).pathname.split('/').pop()!;
    const view = await t.app.inject({ method: 'GET', url: `/api/pay/walk-in/${token}` });
    const paid = await post(
      `/api/pay/walk-in/${token}/card`,
      {},
      {
        clientSecret: view.json().payment.clientSecret,
        card,
      },
    );
    expect(paid.json().status).toBe('succeeded');
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/partner/org/reception/walk-in/${sale.json().sale.saleId}`,
      headers: partner,
    });
    return {
      paymentId: sale.json().sale.saleId as string,
      ticketId: status.json().ticket.ticketId as string,
    };
  }

  beforeAll(async () => {
    const [venue] = await t.db.select().from(venues).where(eq(venues.adminId, praha)).limit(1);
    venueId = venue!.id;
    const offer = await t.app.inject({
      method: 'GET',
      url: `/api/partner/org/reception/walk-in?venueId=${venueId}`,
      headers: partner,
    });
    slot = offer.json().slots[0];
  });

  /** A customer's entry bought at a fresh slot of the Brno partner, and the venue it is at. */
  async function boughtInBrno() {
    const customer = await newCustomer(100_000);
    const brnoSlot = await freshSlot(brno, 5);
    const ticketId = await buy(customer.token, brnoSlot);
    const [brnoVenue] = await t.db
      .select({ id: activities.venueId })
      .from(activities)
      .where(eq(activities.id, brnoSlot.activityId));
    return { customer, ticketId, venueId: brnoVenue!.id };
  }

  it('admits a card scanned at its desk: entry.admitted to the venue’s partner, not to the other account', async () => {
    const { customer, ticketId, venueId } = await boughtInBrno();
    const scanned = await post('/api/partner/entries/scan', partner, {
      code: await cardCode(customer.token),
      venueId,
      confirmTicketId: ticketId,
    });
    expect(scanned.json()).toMatchObject({ admitted: true, ticketId });
    expect(await deliveries(brno, 'entry.admitted', 'bookingId', ticketId)).toEqual([
      expect.objectContaining({ entryId: scanned.json().entryId, venueId }),
    ]);
    expect(await deliveries(praha, 'entry.admitted', 'bookingId', ticketId)).toEqual([]);
  });

  it('the same card scanned 20 times at once: admitted once, and entry.admitted delivered once', async () => {
    const { customer, ticketId, venueId } = await boughtInBrno();
    const code = await cardCode(customer.token);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        post('/api/partner/entries/scan', partner, { code, venueId, confirmTicketId: ticketId }),
      ),
    );
    const admitted = answers.filter((answer) => answer.json().admitted === true);
    expect(admitted).toHaveLength(1);
    expect(await deliveries(brno, 'entry.admitted', 'bookingId', ticketId)).toEqual([
      expect.objectContaining({ entryId: admitted[0]!.json().entryId }),
    ]);
  });

  it('admits its own desk sale: booking.created when paid, entry.admitted when admitted, once', async () => {
    const sale = await paidSale('webhook-u-pultu@example.cz');
    expect(await deliveries(praha, 'booking.created', 'bookingId', sale.ticketId)).toHaveLength(1);
    const admit = (body: Record<string, unknown>) =>
      post(`/api/partner/org/reception/walk-in/${sale.paymentId}/admit`, partner, body);
    expect((await admit({ confirmTicketId: sale.ticketId })).json()).toMatchObject({ admitted: true });
    expect((await admit({ confirmTicketId: sale.ticketId })).json()).toMatchObject({ admitted: false });
    expect(await deliveries(praha, 'entry.admitted', 'bookingId', sale.ticketId)).toHaveLength(1);
  });

  it('a desk sale the back office refunds in full: booking.cancelled by Champions', async () => {
    const sale = await paidSale('webhook-vraceni@example.cz');
    const [ticket] = await t.db.select().from(tickets).where(eq(tickets.id, sale.ticketId));
    const refunded = await post(
      `/api/superadmin/users/${ticket!.userId}/payments/${sale.paymentId}/refunds`,
      { ...superadmin, 'idempotency-key': randomUUID() },
      { amount: ticket!.price, reason: 'Zákazník nakonec nepřišel' },
    );
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(await deliveries(praha, 'booking.cancelled', 'bookingId', sale.ticketId)).toEqual([
      expect.objectContaining({ cancelledBy: 'champions' }),
    ]);
  });
});

describe('the partner’s own door and slots', () => {
  it('a scan at the partner’s door sends entry.admitted; the back office voiding it sends booking.cancelled', async () => {
    const customer = await newCustomer(100_000);
    const slot = await freshSlot(praha, 5);
    const ticketId = await buy(customer.token, slot);
    const scanned = await post(
      '/api/admin/entries/scan',
      adminHeaders(await loginAs(t, 'admin', DEMO_ACCOUNTS.admin!)),
      { code: await cardCode(customer.token), confirmTicketId: ticketId },
    );
    expect(scanned.json()).toMatchObject({ admitted: true });
    expect(await deliveries(praha, 'entry.admitted', 'bookingId', ticketId)).toHaveLength(1);
    const voided = await post(`/api/superadmin/entries/${scanned.json().entryId}/void`, superadmin, {
      reason: 'Naskenováno omylem dvakrát',
    });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(await deliveries(praha, 'booking.cancelled', 'bookingId', ticketId)).toEqual([
      expect.objectContaining({ cancelledBy: 'champions' }),
    ]);
  });

  it('a slot cancelled sends slot.cancelled and booking.cancelled for each of its bookings', async () => {
    const slot = await freshSlot(praha, 5);
    const one = await newCustomer(100_000);
    const two = await newCustomer(100_000);
    const booked = [await buy(one.token, slot), await buy(two.token, slot)];
    const res = await post(
      `/api/admin/slots/${slot.slotId}/cancel`,
      adminHeaders(await loginAs(t, 'admin', DEMO_ACCOUNTS.admin!)),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await deliveries(praha, 'slot.cancelled', 'slotId', slot.slotId)).toHaveLength(1);
    const cancelled = await deliveries(praha, 'booking.cancelled', 'slotId', slot.slotId);
    expect(cancelled.map((data) => data.bookingId).sort()).toEqual([...booked].sort());
    expect(cancelled.every((data) => data.cancelledBy === 'partner')).toBe(true);
  });

  it('a payout marked paid sends payout.paid', async () => {
    await t.db.insert(partnerSettings).values({
      adminId: praha,
      companyName: 'Fitness Karlín s.r.o.',
      ico: '25596641',
      address: 'Karlínské náměstí 1, Praha',
      bankAccount: '19-2000145399/0800',
    });
    const computed = await post('/api/superadmin/payouts/compute', superadmin, {
      frequency: 'monthly',
      period: '2026-10',
    });
    expect(computed.statusCode, computed.body).toBe(200);
    const [payout] = await t.db
      .select()
      .from(payouts)
      .where(and(eq(payouts.adminId, praha), eq(payouts.periodKey, '2026-10')));
    expect((await post(`/api/superadmin/payouts/${payout!.id}/approve`, superadmin)).statusCode).toBe(200);
    const paid = await post(`/api/superadmin/payouts/${payout!.id}/paid`, superadmin);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await deliveries(praha, 'payout.paid', 'payoutId', payout!.id)).toEqual([
      expect.objectContaining({ amount: payout!.amount, period: '2026-10' }),
    ]);
    expect(await deliveries(brno, 'payout.paid')).toEqual([]);
  });
});

describe('a membership that ends', () => {
  it('sends booking.cancelled for each covered booking it takes with it', async () => {
    const member = await newCustomer(0);
    const headers = userHeaders(member.token);
    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/user/payment-methods/setup-intent',
      headers: { ...headers, 'idempotency-key': randomUUID() },
    });
    await post('/api/user/payments/local/confirm', headers, {
      clientSecret: setup.json().clientSecret,
      card,
    });
    const methods = await t.app.inject({ method: 'GET', url: '/api/user/payment-methods', headers });
    const bought = await post(
      '/api/user/subscriptions',
      { ...headers, 'idempotency-key': randomUUID() },
      {
        type: 'CHAMPIONSHIP_FLEXIBLE',
        areaId: null,
        paymentMethodId: methods.json().paymentMethods[0].id,
        startNow: true,
      },
    );
    expect(bought.json().subscription, bought.body).toMatchObject({ currentState: 'ACTIVE' });
    const slot = await freshSlot(praha, 5);
    const claimed = await post('/api/user/entries', headers, {
      timeSlotId: slot.slotId,
      optionId: slot.optionId,
    });
    expect(claimed.json().creditsUsed, claimed.body).toBe(0);
    const ticketId = claimed.json().entry.id as string;
    // the withdrawal (§1829) ends the membership at once: its covered entry goes with it
    expect((await post('/api/user/subscriptions/withdraw', headers)).statusCode).toBe(200);
    expect(await deliveries(praha, 'booking.cancelled', 'bookingId', ticketId)).toEqual([
      expect.objectContaining({ cancelledBy: 'champions', price: 0 }),
    ]);
  });
});

describe('the back office suspending a partner', () => {
  it('sends booking.cancelled for each upcoming booking it cancels', async () => {
    const customer = await newCustomer(100_000);
    const slot = await freshSlot(brno, 5);
    const ticketId = await buy(customer.token, slot);
    const res = await post(
      `/api/superadmin/admins/${brno}/suspend`,
      { ...superadmin, 'idempotency-key': randomUUID() },
      { reason: 'Neplatí nájem a ruší lekce' },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await deliveries(brno, 'booking.cancelled', 'bookingId', ticketId)).toEqual([
      expect.objectContaining({ cancelledBy: 'champions' }),
    ]);
  });
});
