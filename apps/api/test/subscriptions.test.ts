import { randomUUID } from 'node:crypto';
import { DAY_MS, PERIOD_MS } from '@champions/domain';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts, emailOutbox, paymentMethods, payments, subscriptions } from '../src/db/schema.ts';
import { runBillingWorker } from '../src/jobs/billing-worker.ts';
import { appendCredit } from '../src/modules/payments/index.ts';
import { loginAs } from './customers.ts';
import type { TestApp } from './harness.ts';
import { expectMoneyInvariants } from './money-audit.ts';
import { type SubscriptionUser, useSubscriptionKit } from './subscription-kit.ts';

const { kit, setClock, newUser, confirmCard, buy, buyWithCard, put, subOf, periodPayments, walkTo } =
  useSubscriptionKit('predplatitel');
type User = SubscriptionUser;
let t: TestApp;
let brno: string;
let praha: string;

beforeAll(() => {
  ({ t, brno, praha } = kit);
});

/** The same user asking in English (Accept-Language): the answers' language. */
const inEnglish = (user: User): User => ({ ...user, headers: { ...user.headers, 'accept-language': 'en' } });

const credits = async (user: User) =>
  (await t.db.select({ c: accounts.credits }).from(accounts).where(eq(accounts.id, user.id)))[0]!.c;

describe('POST /api/user/subscriptions', () => {
  it('needs a user token (401) and a valid body (400, nothing made)', async () => {
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/user/subscriptions',
      payload: { type: 'PAYG_PLUS' },
    });
    expect(anon.statusCode).toBe(401);
    const user = await newUser();
    expect((await buy(user, { type: 'GOLD' })).statusCode).toBe(400);
    expect((await buy(user, { type: 'CHAMPIONSHIP', areaId: 'brno', startNow: true })).statusCode).toBe(400);
    expect((await buy(user, { type: 'CHAMPIONSHIP', areaId: randomUUID(), startNow: true })).statusCode).toBe(
      404,
    );
    const promo = await buy(user, {
      type: 'CHAMPIONSHIP_FLEXIBLE',
      areaId: brno,
      promoCode: 'CHAMPIONSHIP',
      startNow: true,
    });
    expect(promo.statusCode).toBe(400);
    expect(promo.json().message).toBe('Kód CHAMPIONSHIP platí jen pro roční členství.');
    const wrong = await buy(user, { type: 'CHAMPIONSHIP', areaId: brno, promoCode: 'SLEVA', startNow: true });
    expect(wrong.json().message).toBe('Tento kód není platný.');
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id))).toEqual([]);
    for (const path of ['reactivate-subscription', 'extend-subscription', 'cancel-pending-switch']) {
      expect((await t.app.inject({ method: 'PUT', url: `/api/user/subscriptions/${path}` })).statusCode).toBe(
        401,
      );
    }
    expect((await put(user, 'reactivate-subscription')).statusCode).toBe(404);
    expect((await put(user, 'cancel-subscription', { cancellationType: 'soon' })).statusCode).toBe(400);
  });

  it('flexible Brno: asks for the card (1 898 Kč), then confirm-payment starts it and keeps the card', async () => {
    const user = await newUser();
    const { start, confirmed } = await buyWithCard(user, {
      type: 'CHAMPIONSHIP_FLEXIBLE',
      areaId: brno,
      startNow: true,
    });
    expect(start).toMatchObject({
      amount: 189_800,
      currency: 'czk',
      setupIntentOnly: false,
      authorizationOnly: false,
      subscriptionName: 'Championship – flexibilní, Brno',
    });
    expect(start.message.replace(/\u00A0/g, ' ')).toBe('K úhradě kartou: 1 898 Kč.');
    expect(confirmed).toMatchObject({
      success: true,
      creditsUsed: 0,
      user: { credits: 0 },
      subscription: { type: 'CHAMPIONSHIP_FLEXIBLE', currentState: 'ACTIVE', area: { name: 'Brno' } },
    });
    const sub = await subOf(user);
    expect(sub.paymentMethodId).not.toBeNull();
    // a second purchase while active is refused
    expect((await buy(user, { type: 'PAYG_PLUS', startNow: true })).statusCode).toBe(409);
    // another user's intent is 404
    const other = await newUser();
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/user/subscriptions/confirm-payment',
      headers: other.headers,
      payload: { paymentIntentId: start.paymentIntentId },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('credits are used first and the answer completes at once with a saved card', async () => {
    const user = await newUser();
    await appendCredit(t.db, {
      userId: user.id,
      amount: 5_000,
      reason: 'adjustment',
      reference: `g-${user.id}`,
    });
    const first = await buy(user, { type: 'PAYG_PLUS', startNow: true });
    const body = first.json();
    expect(body).toMatchObject({ amount: 6_900, creditsUsed: 5_000 });
    await confirmCard(user, body.clientSecret);
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/user/subscriptions/confirm-payment',
      headers: user.headers,
      payload: { paymentIntentId: body.paymentIntentId },
    });
    expect(done.json()).toMatchObject({ creditsUsed: 5_000, user: { credits: 0 } });
    expect(done.json().subscription).toMatchObject({ type: 'PAYG_PLUS', currentState: 'ACTIVE', area: null });
  });
});

/** Makes every insert of the user's subscription fail with the given SQLSTATE until `undo` runs. */
async function plantFailingInsert(user: User, sqlState: string) {
  const name = `fail_subscription_${user.id.replaceAll('-', '_')}`;
  await t.db.execute(
    sql.raw(`create function ${name}() returns trigger language plpgsql as $$
      begin raise exception 'planted failure' using errcode = '${sqlState}'; end $$`),
  );
  await t.db.execute(
    sql.raw(`create trigger ${name} before insert on subscriptions for each row
      when (new.user_id = '${user.id}') execute function ${name}()`),
  );
  return async () => {
    await t.db.execute(sql.raw(`drop trigger ${name} on subscriptions`));
    await t.db.execute(sql.raw(`drop function ${name}()`));
  };
}

describe('checkout insert failures', () => {
  it('only the unique index refusing the row is SUBSCRIPTION_ALREADY_ACTIVE (409); another failure is ours (500) and makes nothing', async () => {
    const user = await newUser();
    const undoUnique = await plantFailingInsert(user, '23505');
    try {
      const raced = await buy(user, { type: 'PAYG_PLUS', startNow: true });
      expect(raced.statusCode).toBe(409);
      expect(raced.json().code).toBe('SUBSCRIPTION_ALREADY_ACTIVE');
    } finally {
      await undoUnique();
    }
    const undoOther = await plantFailingInsert(user, 'P0001');
    try {
      const failed = await buy(user, { type: 'PAYG_PLUS', startNow: true });
      expect(failed.statusCode).toBe(500);
      expect(failed.json().code).not.toBe('SUBSCRIPTION_ALREADY_ACTIVE');
    } finally {
      await undoOther();
    }
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id))).toEqual([]);
    expect(await t.db.select().from(payments).where(eq(payments.userId, user.id))).toEqual([]);
    // with nothing planted the checkout goes through
    expect((await buy(user, { type: 'PAYG_PLUS', startNow: true })).statusCode).toBeLessThan(300);
  });
});

describe('the billing lifecycle on the clock', () => {
  it('yearly with the promo: 0 Kč due, billed 13 times after the free period, then flexible', async () => {
    const start = t.clock.now();
    const user = await newUser();
    const res = await buy(user, {
      type: 'CHAMPIONSHIP',
      areaId: brno,
      promoCode: ' championship ',
      startNow: true,
    });
    const body = res.json();
    expect(body).toMatchObject({ amount: 0, setupIntentOnly: true });
    await confirmCard(user, body.clientSecret);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/user/subscriptions/confirm-payment',
      headers: user.headers,
      payload: { paymentIntentId: body.paymentIntentId },
    });
    expect(confirmed.json().subscription).toMatchObject({ currentState: 'ACTIVE', numOfPeriods: 14 });
    const sub = await subOf(user);
    // the promo cannot be used twice
    const again = await buy(user, {
      type: 'CHAMPIONSHIP',
      areaId: brno,
      promoCode: 'CHAMPIONSHIP',
      startNow: true,
    });
    expect(again.statusCode).toBe(400);

    for (let period = 1; period <= 13; period++) await walkTo(start, period * 28);
    const paid = await periodPayments(sub.id);
    expect(paid).toHaveLength(13);
    expect(paid.every((p) => p.totalAmount === 169_900)).toBe(true);
    // reminder 4 weeks before the end (day 364 of 392) was sent once
    const reminders = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, user.email), eq(emailOutbox.template, 'subscription_year_end')));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text).toContain('flexibilní');
    // after 56 weeks: not extended -> flexible at 1 898 Kč
    await walkTo(start, 14 * 28);
    const after = await subOf(user);
    expect(after).toMatchObject({ type: 'CHAMPIONSHIP_FLEXIBLE', currentState: 'ACTIVE', currentPeriod: 14 });
    expect((await periodPayments(sub.id)).at(-1)!.totalAmount).toBe(189_800);
    await setClock(start);
    await put(user, 'cancel-subscription', { cancellationType: 'at_period_end' });
  });

  it('early yearly cancellation charges 199 x started periods; reactivation within 28 days credits it back', async () => {
    const start = new Date('2027-03-01T08:00:00Z');
    await setClock(start);
    const user = await newUser();
    await buyWithCard(user, { type: 'CHAMPIONSHIP', areaId: praha, startNow: true });
    await walkTo(start, 28);
    await walkTo(start, 56);
    await setClock(new Date(start.getTime() + 60 * DAY_MS)); // day 60: 3 started periods
    const quote = await t.app.inject({
      method: 'GET',
      url: '/api/user/subscriptions/quote',
      headers: user.headers,
    });
    expect(quote.json()).toMatchObject({ cancellationTypes: ['at_period_end', 'at_whole_end'] });
    expect(quote.json().cancellation).toEqual({ type: 'fee', amount: 59_700, daysUsed: 60, periodsUsed: 3 });
    const cancel = await put(user, 'cancel-subscription', { cancellationType: 'at_period_end' });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().subscription.cancelAtPeriodEnd).toBe(true);
    const fee = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, user.id), eq(payments.kind, 'catch_up_fee')));
    expect(fee.map((p) => [p.totalAmount, p.status])).toEqual([[59_700, 'succeeded']]);
    expect((await put(user, 'cancel-subscription', { cancellationType: 'at_period_end' })).statusCode).toBe(
      409,
    );
    await setClock(new Date(start.getTime() + 70 * DAY_MS));
    const before = await credits(user);
    const re = await put(user, 'reactivate-subscription');
    expect(re.json()).toMatchObject({ creditedBack: 59_700, subscription: { cancelAtPeriodEnd: false } });
    expect((await credits(user)) - before).toBe(59_700);
    expect((await put(user, 'reactivate-subscription')).statusCode).toBe(409);
    // at the end of the year the fee-free choice: at_whole_end, no charge
    const whole = await put(user, 'cancel-subscription', { cancellationType: 'at_whole_end' });
    expect(whole.json().subscription.cancelAtWholeEnd).toBe(true);
    expect(whole.json().endsAt).toBe(new Date(start.getTime() + 13 * PERIOD_MS).toISOString());
  });

  it('gives a catch-up fee back once: what the back office refunded of it to the card is not given again as credit at reactivation, nor the credit refunded again', async () => {
    const start = new Date('2027-03-01T08:00:00Z');
    await setClock(start);
    const user = await newUser();
    await buyWithCard(user, { type: 'CHAMPIONSHIP', areaId: praha, startNow: true });
    await walkTo(start, 28);
    await walkTo(start, 56);
    await setClock(new Date(start.getTime() + 60 * DAY_MS));
    expect((await put(user, 'cancel-subscription', { cancellationType: 'at_period_end' })).statusCode).toBe(
      200,
    );
    const [fee] = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, user.id), eq(payments.kind, 'catch_up_fee')));
    const refundUrl = `/api/superadmin/users/${user.id}/payments/${fee!.id}/refunds`;
    // signed in afresh each time: the test clock moves past a token's life
    const refund = async (amount: number) =>
      t.app.inject({
        method: 'POST',
        url: refundUrl,
        headers: {
          'x-superadmin-token': `Bearer ${await loginAs(t, 'superadmin', 'admin@champions.cz')}`,
          'idempotency-key': randomUUID(),
        },
        payload: { amount, reason: 'Vstřícnost' },
      });
    expect((await refund(20_000)).statusCode).toBe(200);
    await setClock(new Date(start.getTime() + 70 * DAY_MS));
    const before = await credits(user);
    const re = await put(user, 'reactivate-subscription');
    // 597 Kč due back, 200 Kč of it already on the card: 397 Kč as credit
    expect(re.json()).toMatchObject({ creditedBack: 39_700 });
    expect((await credits(user)) - before).toBe(39_700);
    // the fee is now wholly returned (card and credit): nothing more comes back to the card
    expect((await refund(100)).statusCode).toBe(400);
    await expectMoneyInvariants(t);
  });

  it('a flexible plan cancelled ends at the end of its period, with no fee', async () => {
    const start = new Date('2027-06-01T08:00:00Z');
    await setClock(start);
    const user = await newUser();
    await buyWithCard(user, { type: 'CHAMPIONSHIP_FLEXIBLE', areaId: null, startNow: true });
    await setClock(new Date(start.getTime() + 10 * DAY_MS));
    const cancel = await put(user, 'cancel-subscription', { cancellationType: 'at_period_end' });
    expect(cancel.json().cancellation).toMatchObject({ type: 'end_of_period', amount: 0 });
    expect((await put(user, 'cancel-subscription', { cancellationType: 'at_whole_end' })).statusCode).toBe(
      400,
    );
    await walkTo(start, 27);
    expect((await subOf(user)).currentState).toBe('ACTIVE');
    await walkTo(start, 28);
    const sub = await subOf(user);
    expect(sub.currentState).toBe('ENDED');
    expect(await periodPayments(sub.id)).toHaveLength(1);
  });

  it('a failed renewal waits for payment, e-mails in Czech, and comes back when the retry succeeds', async () => {
    const start = new Date('2027-09-01T08:00:00Z');
    await setClock(start);
    const user = await newUser();
    await buyWithCard(user, { type: 'PAYG_PLUS', startNow: true });
    const sub = await subOf(user);
    const [method] = await t.db.select().from(paymentMethods).where(eq(paymentMethods.userId, user.id));
    // the card stops working (the provider no longer knows it)
    await t.db
      .update(paymentMethods)
      .set({ providerId: 'pm_local_gone' })
      .where(eq(paymentMethods.id, method!.id));
    await walkTo(start, 28);
    expect(await subOf(user)).toMatchObject({
      currentState: 'WAITING_FOR_PAYMENT',
      failedAttempts: 1,
      currentPeriod: 0,
    });
    const mails = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, user.email), eq(emailOutbox.template, 'subscription_payment_failed')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Platba za předplatné se nezdařila – Champions');
    // the reason worded in Czech (the provider no longer knows the card), not the provider's message
    expect(mails[0]!.text).toContain(
      'za další období předplatného PAYG+ se nepodařilo provést (chybí platební karta).',
    );
    expect(mails[0]!.text).toContain('zkusíme znovu');
    // still counted as active (SPEC 4); the user fixes the card; the retry a day later succeeds
    await t.db
      .update(paymentMethods)
      .set({ providerId: method!.providerId })
      .where(eq(paymentMethods.id, method!.id));
    await walkTo(start, 28.5);
    expect((await subOf(user)).currentState).toBe('WAITING_FOR_PAYMENT');
    await walkTo(start, 29);
    expect(await subOf(user)).toMatchObject({ currentState: 'ACTIVE', failedAttempts: 0, currentPeriod: 1 });
    expect(await periodPayments(sub.id)).toHaveLength(2);
  });

  it('ends after the retries fail', async () => {
    const start = new Date('2028-01-03T08:00:00Z');
    await setClock(start);
    const user = await newUser();
    await buyWithCard(user, { type: 'PAYG_PLUS', startNow: true });
    await t.db
      .update(paymentMethods)
      .set({ providerId: 'pm_local_gone' })
      .where(eq(paymentMethods.userId, user.id));
    for (const day of [28, 29, 31, 35]) await walkTo(start, day);
    expect(await subOf(user)).toMatchObject({ currentState: 'ENDED', failedAttempts: 4 });
  });

  it('two billing workers running at once bill each period exactly once', async () => {
    const start = new Date('2028-06-05T08:00:00Z');
    await setClock(start);
    const users = await Promise.all([newUser(), newUser(), newUser()]);
    for (const user of users)
      await buyWithCard(user, { type: 'CHAMPIONSHIP_FLEXIBLE', areaId: brno, startNow: true });
    for (let period = 1; period <= 3; period++) {
      await setClock(new Date(start.getTime() + period * PERIOD_MS));
      await Promise.all([
        runBillingWorker(t.app, t.clock),
        runBillingWorker(t.app, t.clock),
        runBillingWorker(t.app, t.clock),
      ]);
    }
    for (const user of users) {
      const sub = await subOf(user);
      expect(sub.currentPeriod).toBe(3);
      const paid = await periodPayments(sub.id);
      expect(paid.map((p) => p.reference).sort()).toEqual([0, 1, 2, 3].map((n) => `${sub.id}:${n}`));
    }
  });
});

describe('switching', () => {
  it('quote, switch to all locations, pending duration switch and its cancellation', async () => {
    const start = new Date('2029-01-01T08:00:00Z');
    await setClock(start);
    const user = await newUser();
    await buyWithCard(user, { type: 'CHAMPIONSHIP', areaId: brno, startNow: true });
    await setClock(new Date(start.getTime() + 14 * DAY_MS));
    const q = await t.app.inject({
      method: 'GET',
      url: '/api/user/subscriptions/quote?newType=CHAMPIONSHIP&newAreaId=all',
      headers: user.headers,
    });
    expect(q.json().switchQuote).toMatchObject({
      type: 'upgrade',
      effective: 'immediately',
      newRecurringPrice: 179_900,
      totalDue: 5_000,
    });
    const sw = await put(user, 'switch-subscription', { newType: 'CHAMPIONSHIP', newAreaId: null });
    expect(sw.statusCode).toBe(200);
    expect(sw.json().subscription).toMatchObject({ area: null, subscribedPrice: 179_900 });
    expect(
      (await put(user, 'switch-subscription', { newType: 'CHAMPIONSHIP', newAreaId: null })).statusCode,
    ).toBe(400);
    // to PAYG+ at the next period, with the catch-up fee now; cancelling the switch returns it as credit
    const toPayg = await put(user, 'switch-subscription', { newType: 'PAYG_PLUS' });
    expect(toPayg.json().quote).toMatchObject({ effective: 'next_period', catchUpFee: 19_900 });
    expect(toPayg.json().subscription.switchTo).toBe('PAYG_PLUS');
    expect((await put(user, 'switch-subscription', { newType: 'CHAMPIONSHIP_FLEXIBLE' })).statusCode).toBe(
      409,
    );
    const before = await credits(user);
    const undo = await put(user, 'cancel-pending-switch');
    expect(undo.json()).toMatchObject({ refund: { amount: 19_900 }, subscription: { switchTo: null } });
    expect((await credits(user)) - before).toBe(19_900);
    expect((await put(user, 'cancel-pending-switch')).statusCode).toBe(409);
  });

  it('extend is refused in Czech before the last 2 periods and adds a year within them', async () => {
    const start = new Date('2029-01-08T08:00:00Z');
    await setClock(start);
    const user = await newUser();
    await buyWithCard(user, { type: 'CHAMPIONSHIP', areaId: brno, startNow: true });
    const early = await put(user, 'extend-subscription');
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(
      'Roční předplatné lze prodloužit až v posledních 2 obdobích závazku, tedy od 12. listopadu 2029. Závazek trvá do 7. ledna 2030.',
    );
    // asked in English: the dates written the English way
    const earlyEn = await put(inEnglish(user), 'extend-subscription');
    expect(earlyEn.json()).toMatchObject({
      code: 'EXTEND_TOO_EARLY',
      message:
        'A yearly subscription can be extended only in the last 2 periods of the commitment, that is from 12 November 2029. The commitment lasts until 7 January 2030.',
    });
    expect((await subOf(user)).numOfPeriods).toBe(13);
    // one moment before the window the answer is the same; at its first moment the year is added
    await walkTo(start, 11 * 28, -1);
    expect((await put(user, 'extend-subscription')).statusCode).toBe(400);
    await walkTo(start, 11 * 28);
    const ext = await put(user, 'extend-subscription');
    expect(ext.statusCode, ext.body).toBe(200);
    expect(ext.json().subscription.numOfPeriods).toBe(26);
  });
});

describe('withdrawal within 14 days (§1829)', () => {
  it('charges the days used with the request to start at once, returns the rest, e-mails the acknowledgement', async () => {
    const start = new Date('2029-06-04T08:00:00Z');
    await setClock(start);
    const user = await newUser();
    await buyWithCard(user, { type: 'CHAMPIONSHIP_FLEXIBLE', areaId: brno, startNow: true });
    await setClock(new Date(start.getTime() + 2.5 * DAY_MS));
    const info = await t.app.inject({
      method: 'GET',
      url: '/api/user/subscriptions/withdrawal',
      headers: user.headers,
    });
    expect(info.json()).toMatchObject({
      possible: true,
      paid: 189_800,
      daysUsed: 3,
      charged: 20_336,
      refund: 169_464,
    });
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/user/subscriptions/withdraw',
      headers: user.headers,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      charged: 20_336,
      refund: { amount: 169_464 },
      subscription: { currentState: 'CANCELLED' },
    });
    const [paid] = await periodPayments((await subOf(user)).id);
    expect(paid).toBeUndefined(); // the period payment is now partially refunded
    const mail = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, user.email), eq(emailOutbox.template, 'subscription_withdrawal')));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('Potvrzení odstoupení od smlouvy – Champions');
    expect(mail[0]!.text).toContain('§ 1829');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/user/subscriptions/withdraw',
      headers: user.headers,
    });
    expect(again.statusCode).toBe(409);
  });

  it('is not possible after 14 days', async () => {
    const start = new Date('2029-09-03T08:00:00Z');
    await setClock(start);
    const user = await newUser();
    await buyWithCard(user, { type: 'PAYG_PLUS', startNow: true });
    await setClock(new Date(start.getTime() + 14 * DAY_MS));
    const info = await t.app.inject({
      method: 'GET',
      url: '/api/user/subscriptions/withdrawal',
      headers: user.headers,
    });
    expect(info.json()).toMatchObject({ possible: false });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/subscriptions/withdraw',
      headers: user.headers,
    });
    expect(res.statusCode).toBe(409);
    expect((await t.app.inject({ method: 'POST', url: '/api/user/subscriptions/withdraw' })).statusCode).toBe(
      401,
    );
  });
});
