import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { bookAccount, cardTimeStep, DAY_MS, vatFromGross } from '@champions/domain';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  accounts,
  jobs,
  journalEntries,
  journalLines,
  payments,
  subscriptions,
  tickets,
} from '../src/db/schema.ts';
import { bookBalance, postEntry, prepaidOnPayment } from '../src/modules/books/index.ts';
import { cardCodeAt } from '../src/modules/entries/card-code.ts';
import { expireUnusedTickets } from '../src/modules/entries/services/expire-tickets.ts';
import { auditMoney, returnPrepaidJob } from '../src/modules/payments/index.ts';
import { scanRenewals } from '../src/modules/subscriptions/index.ts';
import { useCaseContextAt } from '../src/shared/use-case.ts';
import { customerMaker, loginAs, partnerSlotsQuery, userHeaders } from './customers.ts';
import { TEST_NOW } from './harness.ts';
import { type SubscriptionUser, useSubscriptionKit } from './subscription-kit.ts';

/**
 * Supplies provided in the books: what a payment prepaid becomes the platform's sale and the VAT on it
 * when it is provided (an entry used or expired; the days a withdrawal charges), a void takes it back,
 * a withdrawal returns what the books say was paid and not provided, and the audit names each break.
 */

const { kit, setClock, newUser, saveCard, buy, buyWithCard, put, walkTo } = useSubscriptionKit('dodano');
const PERIOD_MS = 28 * DAY_MS;
const makeCustomer = customerMaker(() => kit.t, 'dodavka', 'Zákazník');
const broken = async (now = kit.t.clock.now()) =>
  Object.fromEntries((await auditMoney(kit.t.db, { now })).map((v) => [v.invariant, v.ids]));
const postingOf = async (reference: string) =>
  kit.t.db
    .select({ account: journalLines.account, amount: journalLines.amount })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(eq(journalEntries.reference, reference))
    .orderBy(journalLines.id);
let slotOffset = 40;

/** A customer buys an entry with credits; answers its ticket and payment. */
async function boughtEntry() {
  const customer = await makeCustomer(100_000);
  const [partner] = await kit.t.db.select().from(accounts).where(eq(accounts.email, 'partner@champions.cz'));
  const [slot] = await partnerSlotsQuery(kit.t, partner!.id, kit.t.clock.now()).limit(1).offset(slotOffset++);
  const bought = await kit.t.app.inject({
    method: 'POST',
    url: '/api/user/entries',
    headers: userHeaders(customer.token),
    payload: { timeSlotId: slot!.slotId, optionId: slot!.optionId },
  });
  expect(bought.statusCode).toBe(201);
  const [ticket] = await kit.t.db.select().from(tickets).where(eq(tickets.id, bought.json().entry.id));
  expect(ticket!.paymentId).toEqual(expect.any(String));
  return { customer, ticket: ticket! };
}

/** The reception admits the customer's ticket (confirming its later slot); answers the entry id. */
async function admit(customer: { token: string }, ticketId: string) {
  const staff = await loginAs(kit.t, 'staff', 'recepce@champions.cz');
  const card = (
    await kit.t.app.inject({ method: 'GET', url: '/api/user/card', headers: userHeaders(customer.token) })
  ).json();
  const answer = await kit.t.app.inject({
    method: 'POST',
    url: '/api/staff/entries/scan',
    headers: { 'x-staff-token': `Bearer ${staff}` },
    payload: {
      code: `CH1.${card.userId}.${cardCodeAt(card.secret, cardTimeStep(kit.t.clock.now()))}`,
      confirmTicketId: ticketId,
    },
  });
  expect(answer.json()).toMatchObject({ admitted: true });
  return answer.json().entryId as string;
}

const receiptRate = async (paymentId: string) => {
  const [row] = await kit.t.db
    .execute<{ rate: string }>(
      sql`select document -> 'vat' -> 0 ->> 'ratePercent' as rate from receipts where payment_id = ${paymentId}`,
    )
    .then((r) => r.rows);
  return Number(row!.rate);
};

describe('supplies provided in the books', () => {
  it('an entry admitted is provided once: its price leaves the prepaid for sales and VAT at its receipt’s rate', async () => {
    await setClock(TEST_NOW);
    const { customer, ticket } = await boughtEntry();
    const paymentId = ticket.paymentId!;
    expect(await prepaidOnPayment(kit.t.db, paymentId)).toMatchObject({ prepaid: ticket.price });
    const salesBefore = await bookBalance(kit.t.db, bookAccount.sales);
    const vatBefore = await bookBalance(kit.t.db, bookAccount.vat);

    await admit(customer, ticket.id);
    const split = vatFromGross(ticket.price, await receiptRate(paymentId));
    expect(await postingOf(`provided:ticket:${ticket.id}`)).toEqual([
      { account: bookAccount.provided(paymentId), amount: ticket.price },
      { account: bookAccount.sales, amount: -split.base },
      { account: bookAccount.vat, amount: -split.vat },
    ]);
    expect(await prepaidOnPayment(kit.t.db, paymentId)).toMatchObject({ prepaid: 0 });
    expect(await bookBalance(kit.t.db, bookAccount.sales)).toBe(salesBefore + split.base);
    expect(await bookBalance(kit.t.db, bookAccount.vat)).toBe(vatBefore + split.vat);
    // still refundable by the back office: what was provided is not what may come back
    expect(await bookBalance(kit.t.db, bookAccount.payment(paymentId))).toBe(ticket.price);
    expect(await broken()).toEqual({});
  });

  it('a void takes the supply back with the earning, once; the price returns as credit', async () => {
    await setClock(TEST_NOW);
    const { customer, ticket } = await boughtEntry();
    const entryId = await admit(customer, ticket.id);
    const superadmin = {
      'x-superadmin-token': `Bearer ${await loginAs(kit.t, 'superadmin', 'admin@champions.cz')}`,
    };
    const voids = await Promise.all(
      [1, 2, 3].map(() =>
        kit.t.app.inject({
          method: 'POST',
          url: `/api/superadmin/entries/${entryId}/void`,
          headers: superadmin,
          payload: { reason: 'Naskenováno omylem' },
        }),
      ),
    );
    expect(voids.map((v) => v.statusCode).sort()).toEqual([200, 409, 409]);
    const posted = await postingOf(`provided:ticket:${ticket.id}`);
    expect(await postingOf(`provided-void:ticket:${ticket.id}`)).toEqual(
      posted.map((line) => ({ account: line.account, amount: -line.amount })),
    );
    expect(await bookBalance(kit.t.db, bookAccount.provided(ticket.paymentId!))).toBe(0);
    expect(await bookBalance(kit.t.db, bookAccount.payment(ticket.paymentId!))).toBe(0);
    expect(await broken()).toEqual({});
  });

  it('a ticket that expires unused is provided by the expiry job, in its transaction', async () => {
    await setClock(TEST_NOW);
    const { ticket } = await boughtEntry();
    await expireUnusedTickets(
      useCaseContextAt(kit.t.app.useCases, new Date(ticket.expiresAt.getTime() + 60_000)),
      null,
    );
    const [expired] = await kit.t.db.select().from(tickets).where(eq(tickets.id, ticket.id));
    expect(expired!.expiredAt).not.toBeNull();
    expect(await bookBalance(kit.t.db, bookAccount.provided(ticket.paymentId!))).toBe(ticket.price);
    expect(await broken()).toEqual({});
  });

  it('the audit names a supply posted for a ticket never provided, and a used ticket never posted', async () => {
    await setClock(TEST_NOW);
    const unused = await boughtEntry();
    await postEntry(kit.t.db, {
      reference: `provided:ticket:${unused.ticket.id}`,
      event: 'ticket_provided',
      lines: [
        { account: bookAccount.provided(unused.ticket.paymentId!), amount: 100 },
        { account: bookAccount.sales, amount: -100 },
      ],
    });
    const usedBehindTheBack = await boughtEntry();
    await kit.t.db
      .update(tickets)
      .set({ expiredAt: kit.t.clock.now() })
      .where(eq(tickets.id, usedBehindTheBack.ticket.id));
    const found = await broken();
    expect(found.supply_without_provision).toEqual([unused.ticket.id]);
    expect(found.supply_not_posted).toEqual([usedBehindTheBack.ticket.id]);
    // put right by new entries, as the books are corrected
    await postEntry(kit.t.db, {
      reference: `provided-void:ticket:${unused.ticket.id}`,
      event: 'ticket_provided_void',
      lines: [
        { account: bookAccount.provided(unused.ticket.paymentId!), amount: -100 },
        { account: bookAccount.sales, amount: 100 },
      ],
    });
    await expireUnusedTickets(useCaseContextAt(kit.t.app.useCases, kit.t.clock.now()), null);
    await kit.t.db
      .update(tickets)
      .set({ expiredAt: null })
      .where(eq(tickets.id, usedBehindTheBack.ticket.id));
  });
});

/** A customer with a saved card on the all-locations flexible plan (1 998 Kč), paid at checkout. */
async function member(startAt: Date): Promise<{ user: SubscriptionUser; paymentId: string }> {
  await setClock(startAt);
  const user = await newUser();
  const paymentMethodId = await saveCard(user);
  const bought = await buy(user, {
    type: 'CHAMPIONSHIP_FLEXIBLE',
    areaId: null,
    paymentMethodId,
    startNow: true,
  });
  expect(bought.statusCode).toBe(200);
  const [payment] = await kit.t.db.select().from(payments).where(eq(payments.userId, user.id));
  return { user, paymentId: payment!.id };
}

const withdraw = (user: SubscriptionUser) =>
  kit.t.app.inject({
    method: 'POST',
    url: '/api/user/subscriptions/withdraw',
    headers: { ...user.headers, 'idempotency-key': randomUUID() },
  });

describe('a withdrawal settled from the books', () => {
  it('posts the days charged as provided and returns what the payment still prepays, once', async () => {
    const start = new Date('2026-11-10T08:00:00Z');
    const { user, paymentId } = await member(start);
    await setClock(new Date(start.getTime() + 2 * DAY_MS + 3_600_000));
    const info = (
      await kit.t.app.inject({
        method: 'GET',
        url: '/api/user/subscriptions/withdrawal',
        headers: user.headers,
      })
    ).json();
    expect(info).toMatchObject({ possible: true, paid: 199_800, daysUsed: 3 });

    const answers = await Promise.all([1, 2, 3].map(() => withdraw(user)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.find((a) => a.statusCode === 200)!.json().refund).toEqual({ amount: info.refund });
    const split = vatFromGross(info.charged, await receiptRate(paymentId));
    expect(await postingOf(`provided:withdrawal:${await subIdOf(user)}:${paymentId}`)).toEqual([
      { account: bookAccount.provided(paymentId), amount: info.charged },
      { account: bookAccount.sales, amount: -split.base },
      { account: bookAccount.vat, amount: -split.vat },
    ]);
    // the card got back what was paid and not provided; the payment prepays nothing more
    expect(await bookBalance(kit.t.db, bookAccount.provider(paymentId))).toBe(info.charged);
    expect(await prepaidOnPayment(kit.t.db, paymentId)).toMatchObject({ prepaid: 0 });
    // the job queued with the withdrawal, run later, finds nothing left to return
    await returnPrepaidJob(
      kit.t.app.payments,
      kit.t.db,
    )({ paymentId, userId: user.id, refundKey: 'withdrawal' });
    expect(await bookBalance(kit.t.db, bookAccount.provider(paymentId))).toBe(info.charged);
    expect(await broken(new Date(kit.t.clock.now().getTime() + 2 * 3_600_000))).toEqual({});
  });

  it('a refund the provider failed after the commit is named by the audit, and returned by the queued job', async () => {
    const start = new Date('2026-11-12T08:00:00Z');
    const { user, paymentId } = await member(start);
    await setClock(new Date(start.getTime() + DAY_MS));
    const failing = vi
      .spyOn(kit.t.app.payments.provider, 'createRefund')
      .mockRejectedValueOnce(new Error('connection reset'));
    try {
      const answer = await withdraw(user);
      expect(answer.statusCode).toBe(200);
    } finally {
      failing.mockRestore();
    }
    const subId = await subIdOf(user);
    expect(await prepaidOnPayment(kit.t.db, paymentId)).toMatchObject({ prepaid: expect.any(Number) });
    const owed = (await prepaidOnPayment(kit.t.db, paymentId)).prepaid;
    expect(owed).toBeGreaterThan(0);
    expect(
      (await broken(new Date(kit.t.clock.now().getTime() + 2 * 3_600_000))).withdrawal_not_returned,
    ).toEqual([subId]);
    const [job] = await kit.t.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `payments.return-prepaid:${paymentId}:withdrawal`));
    expect(job).toBeDefined();
    await returnPrepaidJob(kit.t.app.payments, kit.t.db)(job!.payload);
    expect(await prepaidOnPayment(kit.t.db, paymentId)).toMatchObject({ prepaid: 0 });
    expect(await broken(new Date(kit.t.clock.now().getTime() + 2 * 3_600_000))).toEqual({});
  });
});

async function subIdOf(user: SubscriptionUser) {
  const [row] = await kit.t.db
    .execute<{ id: string }>(
      sql`select id from subscriptions where user_id = ${user.id} order by created_at desc limit 1`,
    )
    .then((r) => r.rows);
  return row!.id;
}

describe('a plan period that runs its course', () => {
  it('provides the payments made for it when the period closes; the renewal stays prepaid until the next', async () => {
    const start = new Date('2026-09-01T08:00:00Z');
    const { user, paymentId: first } = await member(start);
    await setClock(new Date(start.getTime() + PERIOD_MS + 3_600_000));
    await scanRenewals(useCaseContextAt(kit.t.app.useCases, kit.t.clock.now()), null);
    await kit.runBillingWorker();
    const [sub] = await kit.t.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    expect(sub!.currentPeriod).toBe(1);
    const split = vatFromGross(199_800, await receiptRate(first));
    expect(await postingOf(`provided:plan:${first}`)).toEqual([
      { account: bookAccount.provided(first), amount: 199_800 },
      { account: bookAccount.sales, amount: -split.base },
      { account: bookAccount.vat, amount: -split.vat },
    ]);
    const [renewal] = await kit.t.db
      .select()
      .from(payments)
      .where(eq(payments.reference, `${sub!.id}:1`));
    expect(renewal).toMatchObject({ status: 'succeeded' });
    expect(await prepaidOnPayment(kit.t.db, renewal!.id)).toMatchObject({ prepaid: renewal!.totalAmount });
    expect(await broken()).toEqual({});

    // a period closed behind the books' back (the row moved on, nothing posted) is named
    await kit.t.db.update(subscriptions).set({ currentPeriod: 2 }).where(eq(subscriptions.id, sub!.id));
    expect((await broken()).plan_period_not_provided).toEqual([renewal!.id]);
    await kit.t.db.update(subscriptions).set({ currentPeriod: 1 }).where(eq(subscriptions.id, sub!.id));
    expect(await broken()).toEqual({});
  });

  it('opens the supplies on a database that held them before the books (migration 0037), once', async () => {
    await setClock(TEST_NOW);
    // rows from before the books knew supplies: a used ticket and a closed period with nothing posted
    const { ticket } = await boughtEntry();
    await kit.t.db.update(tickets).set({ expiredAt: kit.t.clock.now() }).where(eq(tickets.id, ticket.id));
    const start = new Date(TEST_NOW.getTime() - PERIOD_MS - DAY_MS);
    const { user, paymentId } = await member(start);
    await setClock(TEST_NOW);
    await kit.t.db.update(subscriptions).set({ currentPeriod: 1 }).where(eq(subscriptions.userId, user.id));
    const found = await broken();
    expect(found.supply_not_posted).toEqual([ticket.id]);
    expect(found.plan_period_not_provided).toEqual([paymentId]);

    const migration = readFileSync(
      new URL('../src/db/migrations/0037_books_supplies.sql', import.meta.url),
      'utf8',
    );
    const openSupplies = async () => {
      for (const statement of migration.split('--> statement-breakpoint'))
        await kit.t.db.execute(sql.raw(statement));
    };
    await openSupplies();
    expect(await bookBalance(kit.t.db, bookAccount.provided(ticket.paymentId!))).toBe(ticket.price);
    expect(await bookBalance(kit.t.db, bookAccount.provided(paymentId))).toBe(199_800);
    expect(await postingOf(`provided:plan:${paymentId}`)).toEqual(
      supplyLines(paymentId, 199_800, await receiptRate(paymentId)),
    );
    const journal = await kit.t.db.$count(journalEntries);
    await openSupplies();
    expect(await kit.t.db.$count(journalEntries)).toBe(journal);
    // the subscription goes back to the lifecycle's own period count: its renewal is then due
    await kit.t.db
      .update(subscriptions)
      .set({ currentState: 'ENDED', currentPeriod: 0 })
      .where(eq(subscriptions.userId, user.id));
    expect(await broken()).toEqual({});
  });
});

const feeOf = async (user: SubscriptionUser) => {
  const [fee] = await kit.t.db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, user.id), eq(payments.kind, 'catch_up_fee')));
  return fee!;
};

describe('a catch-up fee', () => {
  it('is provided when it is paid, and what a reactivation returns of it is taken back', async () => {
    const start = new Date('2027-03-01T08:00:00Z');
    await setClock(start);
    const user = await newUser();
    await buyWithCard(user, { type: 'CHAMPIONSHIP', areaId: kit.praha, startNow: true });
    await walkTo(start, 28);
    await walkTo(start, 56);
    await setClock(new Date(start.getTime() + 60 * DAY_MS));
    expect((await put(user, 'cancel-subscription', { cancellationType: 'at_period_end' })).statusCode).toBe(
      200,
    );
    const fee = await feeOf(user);
    expect(fee).toMatchObject({ status: 'succeeded', totalAmount: 59_700 });
    const rate = await receiptRate(fee.id);
    expect(await postingOf(`provided:fee:${fee.id}`)).toEqual(supplyLines(fee.id, 59_700, rate));
    expect(await prepaidOnPayment(kit.t.db, fee.id)).toMatchObject({ prepaid: 0 });
    expect(await broken()).toEqual({});

    // reactivated 10 days later: the whole fee comes back as credit, and is no longer a sale
    await setClock(new Date(start.getTime() + 70 * DAY_MS));
    expect((await put(user, 'reactivate-subscription')).json()).toMatchObject({ creditedBack: 59_700 });
    const returned = await kit.t.db
      .select({ reference: journalEntries.reference })
      .from(journalEntries)
      .where(sql`${journalEntries.reference} like ${`provided-return:${fee.id}:%`}`);
    expect(returned).toHaveLength(1);
    expect(await postingOf(returned[0]!.reference)).toEqual(
      supplyLines(fee.id, 59_700, rate).map((line) => ({ account: line.account, amount: -line.amount })),
    );
    expect(await bookBalance(kit.t.db, bookAccount.provided(fee.id))).toBe(0);
    expect(await broken()).toEqual({});
  });

  it('never provided is named by the audit; migration 0038 posts a fee paid before fees were provided, once', async () => {
    const start = new Date('2027-03-01T08:00:00Z');
    await setClock(start);
    const user = await newUser();
    await buyWithCard(user, { type: 'CHAMPIONSHIP', areaId: kit.praha, startNow: true });
    await walkTo(start, 28);
    await setClock(new Date(start.getTime() + 30 * DAY_MS));
    expect((await put(user, 'cancel-subscription', { cancellationType: 'at_period_end' })).statusCode).toBe(
      200,
    );
    const fee = await feeOf(user);
    // as before fees were provided: its provision taken back behind the books' rules
    await postEntry(kit.t.db, {
      reference: `planted:fee:${fee.id}`,
      event: 'fee_provided_return',
      lines: (await postingOf(`provided:fee:${fee.id}`)).map((line) => ({
        account: line.account,
        amount: -line.amount,
      })),
    });
    expect((await broken()).fee_not_provided).toEqual([fee.id]);

    const migration = readFileSync(
      new URL('../src/db/migrations/0038_books_fees.sql', import.meta.url),
      'utf8',
    );
    await kit.t.db.execute(sql.raw(migration));
    expect(await postingOf(`provided:fee-opening:${fee.id}`)).toEqual(
      supplyLines(fee.id, fee.totalAmount, await receiptRate(fee.id)),
    );
    const journal = await kit.t.db.$count(journalEntries);
    await kit.t.db.execute(sql.raw(migration));
    expect(await kit.t.db.$count(journalEntries)).toBe(journal);
    expect(await broken()).toEqual({});
  });
});

const supplyLines = (paymentId: string, gross: number, rate: number) => {
  const split = vatFromGross(gross, rate);
  return [
    { account: bookAccount.provided(paymentId), amount: gross },
    { account: bookAccount.sales, amount: -split.base },
    { account: bookAccount.vat, amount: -split.vat },
  ];
};

describe('the customer’s credit history', () => {
  it('lists every + and − of the credit from the books, newest first, with the balance after each', async () => {
    await setClock(TEST_NOW);
    const { customer, ticket } = await boughtEntry();
    const history = (url: string) =>
      kit.t.app.inject({ method: 'GET', url, headers: userHeaders(customer.token) });
    const answer = await history('/api/user/credits/history');
    expect(answer.statusCode).toBe(200);
    const [payment] = await kit.t.db.select().from(payments).where(eq(payments.id, ticket.paymentId!));
    expect(answer.json()).toEqual({
      balance: 100_000 - ticket.price,
      movements: [
        {
          id: expect.any(String),
          kind: 'purchase',
          amount: -ticket.price,
          balanceAfter: 100_000 - ticket.price,
          at: expect.any(String),
          description: payment!.description,
          creditNoteNumber: null,
        },
        {
          id: expect.any(String),
          kind: 'adjustment',
          amount: 100_000,
          balanceAfter: 100_000,
          at: expect.any(String),
          description: null,
          creditNoteNumber: null,
        },
      ],
      pagination: { page: 1, limit: 10, total: 2, totalPages: 1 },
    });
    // in English, what the payment bought is said in English
    const english = await kit.t.app.inject({
      method: 'GET',
      url: '/api/user/credits/history',
      headers: { ...userHeaders(customer.token), 'accept-language': 'en' },
    });
    expect(payment!.description).toMatch(/^Vstup: /);
    expect(english.json().movements[0].description).toBe(payment!.description.replace(/^Vstup: /, 'Entry: '));
    const second = (await history('/api/user/credits/history?page=2&limit=1')).json();
    expect(second).toMatchObject({ balance: 100_000 - ticket.price, movements: [{ kind: 'adjustment' }] });
    const refused = await history('/api/user/credits/history?limit=500');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.fields).toEqual([
      { field: 'querystring.limit', message: 'Zadejte hodnotu nejvýše 50.' },
    ]);
    expect((await kit.t.app.inject({ method: 'GET', url: '/api/user/credits/history' })).statusCode).toBe(
      401,
    );
  });
});
