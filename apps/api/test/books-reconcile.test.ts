import { randomUUID } from 'node:crypto';
import { bookAccount, cardTimeStep } from '@champions/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  areas,
  journalEntries,
  journalLines,
  localProviderObjects,
  payments,
  subscriptions,
  tickets,
} from '../src/db/schema.ts';
import { FULFILMENT_WITHIN_MS } from '../src/modules/books/fulfilment-audit-repository.ts';
import { cardCodeAt } from '../src/modules/entries/card-code.ts';
import { auditMoney } from '../src/modules/payments/index.ts';
import { customerMaker, loginAs, partnerSlotsQuery, userHeaders } from './customers.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { cardPaymentMaker } from './refund-kit.ts';

/**
 * The reconciliation of what money bought (books/fulfilment-audit-repository.ts) and of the provider's own
 * records: sound books give no break; each fault planted behind the API's back is named with its id.
 */

// its own app, without the closing audit of the other money files: the planted breaks stay in the journal
const kit = {} as { t: TestApp; brno: string };
const newCustomer = customerMaker(() => kit.t, 'knihysoulad', 'Soulad');
const cardEntryPayment = cardPaymentMaker(() => kit.t, 'knihysouladkarta');
type User = { id: string; headers: Record<string, string> };
const START = new Date('2026-11-23T09:00:00Z');
const broken = async () =>
  Object.fromEntries(
    (await auditMoney(kit.t.db, { now: kit.t.clock.now() })).map((v) => [v.invariant, v.ids]),
  );
let partnerId: string;
let slotOffset = 0;

beforeAll(async () => {
  kit.t = await createTestApp();
  kit.brno = (await kit.t.db.select().from(areas).where(eq(areas.slug, 'brno')))[0]!.id;
  const [partner] = await kit.t.db.select().from(accounts).where(eq(accounts.email, 'partner@champions.cz'));
  partnerId = partner!.id;
});
afterAll(async () => {
  await kit.t?.close();
});

const setClock = (date: Date) => kit.t.clock.set(date);
async function newUser(credits = 0): Promise<User> {
  const customer = await newCustomer(credits);
  return { id: customer.id, headers: userHeaders(customer.token) };
}

/** Buys a plan through the card modal's path: POST, the card form, confirm-payment. */
async function buyWithCard(user: User, payload: Record<string, unknown>) {
  const start = await kit.t.app.inject({
    method: 'POST',
    url: '/api/user/subscriptions',
    headers: { ...user.headers, 'idempotency-key': randomUUID() },
    payload,
  });
  expect(start.statusCode, start.body).toBe(200);
  await kit.t.app.inject({
    method: 'POST',
    url: '/api/user/payments/local/confirm',
    headers: user.headers,
    payload: {
      clientSecret: start.json().clientSecret,
      card: { number: '4242424242424242', expMonth: 12, expYear: 2035, cvc: '123' },
    },
  });
  const confirmed = await kit.t.app.inject({
    method: 'POST',
    url: '/api/user/subscriptions/confirm-payment',
    headers: user.headers,
    payload: { paymentIntentId: start.json().paymentIntentId },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
}

const nextSlot = async () =>
  (await partnerSlotsQuery(kit.t, partnerId, kit.t.clock.now()).limit(1).offset(slotOffset++))[0]!;

/** Buys an entry of the next slot (with credit, or covered by the plan) and has it scanned at the desk. */
async function admitted(user: User) {
  const slot = await nextSlot();
  const bought = await kit.t.app.inject({
    method: 'POST',
    url: '/api/user/entries',
    headers: { ...user.headers, 'idempotency-key': randomUUID() },
    payload: { timeSlotId: slot.slotId, optionId: slot.optionId },
  });
  expect(bought.statusCode, bought.body).toBe(201);
  const ticketId = bought.json().entry.id as string;
  const card = (
    await kit.t.app.inject({ method: 'GET', url: '/api/user/card', headers: user.headers })
  ).json();
  const staff = await loginAs(kit.t, 'staff', 'recepce@champions.cz');
  const scanned = await kit.t.app.inject({
    method: 'POST',
    url: '/api/staff/entries/scan',
    headers: { 'x-staff-token': `Bearer ${staff}` },
    payload: {
      code: `CH1.${card.userId}.${cardCodeAt(card.secret, cardTimeStep(kit.t.clock.now()))}`,
      confirmTicketId: ticketId,
    },
  });
  expect(scanned.json(), scanned.body).toMatchObject({ admitted: true });
  const [ticket] = await kit.t.db.select().from(tickets).where(eq(tickets.id, ticketId));
  return { ticket: ticket!, entryId: scanned.json().entryId as string };
}

/** A member of the flexible plan (all areas) paid by card, with one covered entry admitted. */
async function memberAdmitted() {
  const user = await newUser();
  await buyWithCard(user, { type: 'CHAMPIONSHIP_FLEXIBLE', areaId: null, startNow: true });
  const [period] = await kit.t.db.select().from(payments).where(eq(payments.userId, user.id));
  const { ticket, entryId } = await admitted(user);
  expect(ticket.price).toBe(0);
  return { user, period: period!, entryId };
}

/** Posts an entry behind the API's back, as a fault or a hand-made correction would. */
async function plantEntry(lines: { account: string; amount: number }[]) {
  const [entry] = await kit.t.db
    .insert(journalEntries)
    .values({ reference: `planted:${randomUUID()}`, event: 'planted' })
    .returning();
  await kit.t.db.insert(journalLines).values(lines.map((line) => ({ ...line, entryId: entry!.id })));
}

const laterThanTheFulfilment = () =>
  setClock(new Date(kit.t.clock.now().getTime() + FULFILMENT_WITHIN_MS + 60_000));

describe('the reconciliation of what money bought', () => {
  it('finds nothing on sound books: card and credit entries, a plan and its covered entry admitted', async () => {
    await setClock(START);
    await cardEntryPayment();
    const customer = await newUser(100_000);
    await admitted(customer);
    await memberAdmitted();
    await laterThanTheFulfilment();
    expect(await broken()).toEqual({});
  });

  it('names a captured payment that bought nothing and did not come back, once the hour has passed', async () => {
    await setClock(START);
    // an entry payment whose ticket is gone
    const { payment: entryPayment } = await cardEntryPayment();
    await kit.t.db.update(tickets).set({ paymentId: null }).where(eq(tickets.paymentId, entryPayment.id));
    // a plan's payment for a period the plan never reached
    const member = await newUser();
    await buyWithCard(member, { type: 'CHAMPIONSHIP_FLEXIBLE', areaId: kit.brno, startNow: true });
    const [sub] = await kit.t.db.select().from(subscriptions).where(eq(subscriptions.userId, member.id));
    const [period] = await kit.t.db.select().from(payments).where(eq(payments.userId, member.id));
    await kit.t.db
      .update(payments)
      .set({ reference: `${sub!.id}:5` })
      .where(eq(payments.id, period!.id));

    expect((await broken()).captured_payment_unfulfilled).toBeUndefined();
    await laterThanTheFulfilment();
    expect((await broken()).captured_payment_unfulfilled?.sort()).toEqual(
      [entryPayment.id, period!.id].sort(),
    );
  });

  it('names an entry admitted on a cancelled ticket, and a covered entry whose period came back whole', async () => {
    await setClock(new Date('2026-12-07T09:00:00Z'));
    const customer = await newUser(100_000);
    const { ticket, entryId: onCancelled } = await admitted(customer);
    await kit.t.db.update(tickets).set({ isCancelled: true }).where(eq(tickets.id, ticket.id));
    // the plan's period given back to the card in full while its covered entry stands
    const { period, entryId: unpaidCovered } = await memberAdmitted();
    await plantEntry([
      { account: bookAccount.payment(period.id), amount: period.amount },
      { account: bookAccount.provider(period.id), amount: -period.amount },
    ]);
    expect((await broken()).admission_not_paid?.sort()).toEqual([onCancelled, unpaidCovered].sort());
  });

  it('names a payment whose money at the provider its own records and the books disagree on', async () => {
    await setClock(START);
    // a refund the provider made that our side never heard of
    const { payment } = await cardEntryPayment();
    await kit.t.db.insert(localProviderObjects).values({
      id: `re_planted_${randomUUID()}`,
      type: 'refund',
      data: { paymentIntentId: payment.providerIntentId, amount: 500, status: 'succeeded' },
    });
    // money captured at the provider for a payment our tables and books do not know
    const unknown = randomUUID();
    await kit.t.db.insert(localProviderObjects).values({
      id: `pi_planted_${randomUUID()}`,
      type: 'payment_intent',
      data: {
        status: 'succeeded',
        amount: 25_000,
        amountReceived: 25_000,
        refunded: 0,
        metadata: { paymentId: unknown },
      },
    });
    const found = await broken();
    expect(found.provider_not_in_books).toEqual(expect.arrayContaining([payment.id, unknown]));
  });
});
