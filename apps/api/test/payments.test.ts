import { randomUUID } from 'node:crypto';
import { purchaseResponse } from '@champions/contract';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, creditLedger, payments, receipts } from '../src/db/schema.ts';
import { appendCredit, type LocalPaymentProvider, ledgerSum } from '../src/modules/payments/index.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { payingCustomer, testOrders } from './payment-helpers.ts';

let t: TestApp;
let token: string;
let userId: string;
let otherToken: string;
const { fulfilled, control, register: registerTestOrders } = testOrders();

beforeAll(async () => {
  t = await createTestApp({ beforeReady: registerTestOrders });
  ({ token, userId } = await payingCustomer(t, 'platici@example.cz'));
  const [other] = await t.db
    .insert(accounts)
    .values({ role: 'user', email: 'druhy@example.cz', name: 'Petr Dvořák', emailVerifiedAt: t.clock.now() })
    .returning();
  otherToken = await t.app.ctx.tokens.sign({ id: other!.id, email: other!.email, role: 'user', tv: 0 });
});
afterAll(async () => {
  await t?.close();
});

const as = (tk = token) => ({ 'x-user-token': `Bearer ${tk}` });
const local = () => t.app.payments.provider as LocalPaymentProvider;
const card = (number: string, extra: Partial<{ expMonth: number; expYear: number; cvc: string }> = {}) => ({
  number,
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  ...extra,
});

async function order(amount: number, key = randomUUID(), extra: Record<string, unknown> = {}, tk = token) {
  return t.app.inject({
    method: 'POST',
    url: '/api/test/orders',
    headers: { ...as(tk), 'idempotency-key': key },
    payload: { amount, reference: `ref-${key}`, ...extra },
  });
}

async function confirm(clientSecret: string, number: string, extra = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/user/payments/local/confirm',
    headers: as(),
    payload: { clientSecret, card: card(number, extra) },
  });
}

async function addCard(number: string) {
  const setup = await t.app.inject({
    method: 'POST',
    url: '/api/user/payment-methods/setup-intent',
    headers: { ...as(), 'idempotency-key': randomUUID() },
  });
  expect(setup.statusCode).toBe(200);
  return { setup: setup.json(), confirmed: await confirm(setup.json().clientSecret, number) };
}

const credits = async (id = userId) =>
  (await t.db.select({ c: accounts.credits }).from(accounts).where(eq(accounts.id, id)))[0]!.c;

describe('saved cards (SetupIntent with the local provider)', () => {
  it('needs a user token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/payment-methods' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/user/payment-methods/setup-intent' })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/subscriptions/billing-history' })).statusCode,
    ).toBe(401);
  });

  it('4242 is saved as the default card with brand, last4 and expiry', async () => {
    const { confirmed } = await addCard('4242 4242 4242 4242');
    expect(confirmed.json()).toMatchObject({ intentType: 'setup', status: 'succeeded', error: null });
    const list = await t.app.inject({ method: 'GET', url: '/api/user/payment-methods', headers: as() });
    expect(list.json().paymentMethods).toEqual([
      {
        id: expect.any(String),
        card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
        isDefault: true,
      },
    ]);
  });

  it('4000 0000 0000 0002 is declined with the provider’s message and not saved', async () => {
    const { confirmed } = await addCard('4000000000000002');
    expect(confirmed.json()).toMatchObject({
      status: 'requires_payment_method',
      error: { code: 'card_declined', message: 'Vaše karta byla zamítnuta.' },
    });
    const list = await t.app.inject({ method: 'GET', url: '/api/user/payment-methods', headers: as() });
    expect(list.json().paymentMethods).toHaveLength(1);
  });

  it('insufficient funds, expired date and wrong CVC give their own errors', async () => {
    const setup = (
      await t.app.inject({ method: 'POST', url: '/api/user/payment-methods/setup-intent', headers: as() })
    ).json();
    const funds = await confirm(setup.clientSecret, '4000000000009995');
    expect(funds.json().error.code).toBe('insufficient_funds');
    const past = await confirm(setup.clientSecret, '4242424242424242', { expMonth: 1, expYear: 2020 });
    expect(past.json().error).toEqual({ code: 'expired_card', message: 'Platnost vaší karty vypršela.' });
    const cvc = await confirm(setup.clientSecret, '4000000000000127');
    expect(cvc.json().error.code).toBe('incorrect_cvc');
    const wrongCvc = await confirm(setup.clientSecret, '4242424242424242', { cvc: '1' });
    expect(wrongCvc.json().error.code).toBe('incorrect_cvc');
  });

  it('4000 0025 0000 3155 asks for the extra confirmation, then is saved', async () => {
    const { setup, confirmed } = await addCard('4000002500003155');
    expect(confirmed.json()).toMatchObject({ status: 'requires_action', error: null });
    const auth = await t.app.inject({
      method: 'POST',
      url: '/api/user/payments/local/authenticate',
      headers: as(),
      payload: { clientSecret: setup.clientSecret, approve: true },
    });
    expect(auth.json()).toMatchObject({ status: 'succeeded' });
    const list = await t.app.inject({ method: 'GET', url: '/api/user/payment-methods', headers: as() });
    expect(list.json().paymentMethods.map((m: { card: { last4: string } }) => m.card.last4)).toEqual([
      '4242',
      '3155',
    ]);
  });

  it('sets the default card; malformed body 400, another user’s card 404', async () => {
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/user/payment-methods', headers: as() })
    ).json();
    const second = list.paymentMethods[1].id;
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/user/subscriptions/payment-method',
      headers: as(),
      payload: { paymentMethodId: 'nope' },
    });
    expect(bad.statusCode).toBe(400);
    const foreign = await t.app.inject({
      method: 'PUT',
      url: '/api/user/subscriptions/payment-method',
      headers: as(otherToken),
      payload: { paymentMethodId: second },
    });
    expect(foreign.statusCode).toBe(404);
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/user/subscriptions/payment-method',
      headers: as(),
      payload: { paymentMethodId: second },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().paymentMethods[0]).toMatchObject({ id: second, isDefault: true });
    expect(ok.json().paymentMethods.filter((m: { isDefault: boolean }) => m.isDefault)).toHaveLength(1);
  });

  it('refuses a malformed card form with 400 and another user’s client secret with 404', async () => {
    const setup = (
      await t.app.inject({ method: 'POST', url: '/api/user/payment-methods/setup-intent', headers: as() })
    ).json();
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/user/payments/local/confirm',
      headers: as(),
      payload: { clientSecret: setup.clientSecret, card: { number: 4242 } },
    });
    expect(malformed.statusCode).toBe(400);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/user/payments/local/confirm',
      headers: as(otherToken),
      payload: { clientSecret: setup.clientSecret, card: card('4242424242424242') },
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('purchases: credits first, then the card', () => {
  it('a card payment confirmed with 4242 succeeds, fulfils once and gets a receipt', async () => {
    const res = await order(19_900);
    expect(res.statusCode).toBe(200);
    const started = purchaseResponse.parse(res.json());
    expect(started).toMatchObject({
      status: 'requires_payment_method',
      amount: 19_900,
      creditsUsed: 0,
      currency: 'czk',
    });
    const confirmed = await confirm(started.clientSecret!, '4242424242424242');
    expect(confirmed.json().status).toBe('succeeded');
    const synced = await t.app.inject({
      method: 'POST',
      url: `/api/user/payments/${started.paymentId}/sync`,
      headers: as(),
    });
    expect(synced.json().payment).toMatchObject({ status: 'succeeded', amount: 19_900 });
    expect(synced.json().payment.receiptNumber).toMatch(/^2026-\d{6}$/);
    expect(fulfilled.filter((id) => id === started.paymentId)).toHaveLength(1);
  });

  it('a declined card shows the provider’s message and the payment stays open for another card', async () => {
    const started = (await order(19_900)).json();
    const declined = await confirm(started.clientSecret, '4000000000000002');
    expect(declined.json().error.message).toBe('Vaše karta byla zamítnuta.');
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/user/payments/${started.paymentId}`,
      headers: as(),
    });
    expect(detail.json().payment).toMatchObject({
      status: 'requires_payment_method',
      lastError: 'Vaše karta byla zamítnuta.',
    });
    const retried = await confirm(started.clientSecret, '4242424242424242');
    expect(retried.json().status).toBe('succeeded');
  });

  it('3155 needs the extra confirmation before the payment succeeds', async () => {
    const started = (await order(19_900)).json();
    const first = await confirm(started.clientSecret, '4000002500003155');
    expect(first.json().status).toBe('requires_action');
    expect((await t.db.select().from(payments).where(eq(payments.id, started.paymentId)))[0]!.status).toBe(
      'requires_action',
    );
    const auth = await t.app.inject({
      method: 'POST',
      url: '/api/user/payments/local/authenticate',
      headers: as(),
      payload: { clientSecret: started.clientSecret, approve: true },
    });
    expect(auth.json().status).toBe('succeeded');
    expect((await t.db.select().from(payments).where(eq(payments.id, started.paymentId)))[0]!.status).toBe(
      'succeeded',
    );
  });

  it('credits first; a remainder under 30 Kč charges 30 Kč and returns the difference as credit', async () => {
    await appendCredit(t.db, { userId, amount: 10_000, reason: 'adjustment', reference: 'test-grant-1' });
    const started = (await order(11_900)).json();
    expect(started).toMatchObject({ creditsUsed: 10_000, amount: 3_000, creditsBack: 1_100, credits: 0 });
    await confirm(started.clientSecret, '4242424242424242');
    expect(await credits()).toBe(1_100);
    expect(await ledgerSum(t.db, userId)).toBe(1_100);
  });

  it('credits covering everything only authorize 30 Kč, then release it', async () => {
    await appendCredit(t.db, { userId, amount: 20_000, reason: 'adjustment', reference: 'test-grant-2' });
    const before = await credits();
    const started = (await order(11_900)).json();
    expect(started).toMatchObject({ authorizationOnly: true, amount: 3_000, creditsUsed: 11_900 });
    const confirmed = await confirm(started.clientSecret, '4242424242424242');
    expect(confirmed.json().status).toBe('requires_capture');
    const payment = (await t.db.select().from(payments).where(eq(payments.id, started.paymentId)))[0]!;
    expect(payment).toMatchObject({ status: 'succeeded', amount: 0, creditsUsed: 11_900 });
    expect((await local().retrievePaymentIntent(payment.providerIntentId!)).status).toBe('canceled');
    expect(await credits()).toBe(before - 11_900);
  });

  it('a free purchase completes at once without the card', async () => {
    const res = (await order(0)).json();
    expect(res).toMatchObject({ status: 'succeeded', clientSecret: null, amount: 0 });
    expect(fulfilled).toContain(res.paymentId);
  });

  it('a saved card is charged at once; a saved declined card answers 402 and gives credits back', async () => {
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/user/payment-methods', headers: as() })
    ).json();
    const visa = list.paymentMethods.find((m: { card: { last4: string } }) => m.card.last4 === '4242');
    const paid = (await order(19_900, randomUUID(), { paymentMethodId: visa.id })).json();
    expect(paid).toMatchObject({ status: 'succeeded', clientSecret: null });
    const foreign = await order(19_900, randomUUID(), { paymentMethodId: visa.id }, otherToken);
    expect(foreign.statusCode).toBe(404);
  });

  it('another user’s payment is 404 on every payment call', async () => {
    const mine = (await order(19_900)).json();
    for (const [method, url] of [
      ['GET', `/api/user/payments/${mine.paymentId}`],
      ['POST', `/api/user/payments/${mine.paymentId}/sync`],
      ['POST', `/api/user/payments/${mine.paymentId}/cancel`],
      ['GET', `/api/user/payments/${mine.paymentId}/receipt`],
      ['GET', `/api/user/payments/${mine.paymentId}/receipt.pdf`],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: as(otherToken) });
      expect(res.statusCode, url).toBe(404);
    }
    const malformed = await t.app.inject({ method: 'GET', url: '/api/user/payments/abc', headers: as() });
    expect(malformed.statusCode).toBe(400);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/user/payments/${mine.paymentId}/cancel`,
      headers: as(),
    });
    expect(cancelled.json().payment.status).toBe('canceled');
  });
});

describe('idempotency', () => {
  it('a repeated key answers the first answer; another body with the same key is 422', async () => {
    const key = randomUUID();
    const first = await order(19_900, key);
    const again = await order(19_900, key);
    expect(again.json()).toEqual(first.json());
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/test/orders',
      headers: { ...as(), 'idempotency-key': key },
      payload: { amount: 29_900, reference: `ref-${key}` },
    });
    expect(changed.statusCode).toBe(422);
    expect(changed.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await t.db.select().from(payments).where(eq(payments.idempotencyKey, key))).toHaveLength(1);
  });

  it('50 concurrent identical requests make one payment and one ledger row', async () => {
    await appendCredit(t.db, { userId, amount: 5_000, reason: 'adjustment', reference: 'test-grant-3' });
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 50 }, () => order(19_900, key)));
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map((a) => a.json().paymentId)).size).toBe(1);
    const rows = await t.db.select().from(payments).where(eq(payments.idempotencyKey, key));
    expect(rows).toHaveLength(1);
    const ledger = await t.db.select().from(creditLedger).where(eq(creditLedger.reference, rows[0]!.id));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]!.amount).toBe(-5_000);
  });
});

describe('a crash between the provider’s success and ours', () => {
  it('the retry path completes it; nothing is charged twice, nothing lost', async () => {
    const started = (await order(24_900)).json();
    control.failFulfilment = 1;
    const confirmed = await confirm(started.clientSecret, '4242424242424242');
    expect(confirmed.json().status).toBe('succeeded');
    const before = (await t.db.select().from(payments).where(eq(payments.id, started.paymentId)))[0]!;
    expect(before.status).not.toBe('succeeded');
    expect(before.receiptNumber).toBeNull();

    // the card modal's sync and the retried event both complete it, once
    t.clock.advance(120_000);
    await t.app.payments.reconcile();
    await t.app.inject({
      method: 'POST',
      url: `/api/user/payments/${started.paymentId}/sync`,
      headers: as(),
    });
    await t.app.payments.reconcile();
    const after = (await t.db.select().from(payments).where(eq(payments.id, started.paymentId)))[0]!;
    expect(after.status).toBe('succeeded');
    expect(await local().chargeCount(after.providerIntentId!)).toBe(1);
    expect(fulfilled.filter((id) => id === started.paymentId)).toHaveLength(1);
    expect(await t.db.select().from(receipts).where(eq(receipts.paymentId, after.id))).toHaveLength(1);
  });
});

describe('abandoned payments', () => {
  it('are given up after a day: the intent is canceled and the credits come back', async () => {
    await appendCredit(t.db, {
      userId,
      amount: 4_000,
      reason: 'adjustment',
      reference: 'test-grant-abandon',
    });
    const before = await credits();
    const started = (await order(19_900)).json();
    expect(started.creditsUsed).toBe(before);
    t.clock.advance(25 * 60 * 60 * 1000);
    await t.app.payments.reconcile();
    const [row] = await t.db.select().from(payments).where(eq(payments.id, started.paymentId));
    expect(row!.status).toBe('canceled');
    expect((await local().retrievePaymentIntent(row!.providerIntentId!)).status).toBe('canceled');
    const moves = await t.db.select().from(creditLedger).where(eq(creditLedger.reference, started.paymentId));
    expect(moves.map((m) => m.amount).sort((a, b) => a - b)).toEqual([-4_000, 4_000]);
    expect(await ledgerSum(t.db, userId)).toBe(await credits());
  });
});

describe('billing history and receipts', () => {
  it('pages newest first with defaults 1 and 20; a bad query is 400', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user/subscriptions/billing-history',
      headers: as(),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pagination).toMatchObject({ page: 1, limit: 20 });
    const times = body.payments.map((p: { createdAt: string }) => p.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const page2 = await t.app.inject({
      method: 'GET',
      url: '/api/user/subscriptions/billing-history?page=2&limit=2',
      headers: as(),
    });
    expect(page2.json().payments).toHaveLength(2);
    expect(page2.json().payments[0].id).toBe(body.payments[2].id);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/user/subscriptions/billing-history?limit=0',
      headers: as(),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('lists only what happened to money: an abandoned or expired card window is left out, a decline is one row', async () => {
    const customer = await payingCustomer(t, 'historie@example.cz');
    const start = async (amount: number) => (await order(amount, randomUUID(), {}, customer.token)).json();
    const cancel = (id: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/user/payments/${id}/cancel`,
        headers: { ...as(customer.token), 'idempotency-key': randomUUID() },
      });
    const pay = (clientSecret: string, number: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/payments/local/confirm',
        headers: as(customer.token),
        payload: { clientSecret, card: card(number) },
      });
    // three windows opened and closed without submitting a card, one left to expire
    for (const amount of [29_000, 29_000, 29_000])
      expect((await cancel((await start(amount)).paymentId)).statusCode).toBe(200);
    const expired = await start(29_100);
    // declined twice on the same payment, then given up
    const declined = await start(29_200);
    expect((await pay(declined.clientSecret, '4000000000000002')).json().status).toBe(
      'requires_payment_method',
    );
    expect((await pay(declined.clientSecret, '4000000000000002')).json().status).toBe(
      'requires_payment_method',
    );
    expect((await cancel(declined.paymentId)).statusCode).toBe(200);
    // declined, then paid with another card
    const retried = await start(29_300);
    await pay(retried.clientSecret, '4000000000000002');
    expect((await pay(retried.clientSecret, '4242424242424242')).json().status).toBe('succeeded');
    t.clock.advance(25 * 60 * 60 * 1000);
    await t.app.payments.reconcile();
    expect((await t.db.select().from(payments).where(eq(payments.id, expired.paymentId)))[0]!.status).toBe(
      'canceled',
    );

    const history = (
      await t.app.inject({
        method: 'GET',
        url: '/api/user/subscriptions/billing-history',
        headers: as(customer.token),
      })
    ).json();
    expect(
      history.payments.map((p: { id: string; outcome: string; amount: number }) => [
        p.id,
        p.outcome,
        p.amount,
      ]),
    ).toEqual(
      expect.arrayContaining([
        [retried.paymentId, 'paid', 29_300],
        [declined.paymentId, 'declined', 29_200],
      ]),
    );
    expect(history.pagination.total).toBe(2);
    // the same on GET /api/user; the GDPR export still holds every row
    const me = (await t.app.inject({ method: 'GET', url: '/api/user/', headers: as(customer.token) })).json();
    expect(me.paymentHistory.map((p: { id: string }) => p.id).sort()).toEqual(
      [retried.paymentId, declined.paymentId].sort(),
    );
    const exported = (
      await t.app.inject({ method: 'GET', url: '/api/user/me/export', headers: as(customer.token) })
    ).json();
    expect(exported.payments).toHaveLength(6);
  });

  it('receipt numbers form one series without gaps', async () => {
    const numbers = (await t.db.select({ n: receipts.number }).from(receipts)).map((r) =>
      Number(r.n.split('-')[1]),
    );
    numbers.sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
  });

  it('the PDF is a Czech simplified tax document with ř, ů and the total', async () => {
    const [paid] = await t.db.select().from(payments).where(eq(payments.status, 'succeeded')).limit(1);
    const json = await t.app.inject({
      method: 'GET',
      url: `/api/user/payments/${paid!.id}/receipt`,
      headers: as(),
    });
    expect(json.json().receipt).toMatchObject({ kind: 'simplified', vat: [{ ratePercent: 12 }] });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/user/payments/${paid!.id}/receipt.pdf`,
      headers: as(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain('Zjednodušený daňový doklad');
    expect(text).toContain('ř');
    expect(text).toContain('ů');
    expect(text.replace(/\s/g, '')).toContain(`Celkemkúhradě:${json.json().receipt.total / 100}Kč`);
  });
});

describe('credit ledger property', () => {
  it('any sequence of purchases, refunds and credit returns keeps ledger sum = balance >= 0', async () => {
    const [account] = await t.db
      .insert(accounts)
      .values({ role: 'user', email: `prop-${randomUUID()}@example.cz`, name: 'Vlastnost' })
      .returning();
    const id = account!.id;
    const svc = t.app.payments;
    const step = fc.oneof(
      fc.record({ op: fc.constant('grant' as const), amount: fc.integer({ min: 1, max: 30_000 }) }),
      fc.record({
        op: fc.constant('purchase' as const),
        amount: fc.integer({ min: 0, max: 30_000 }),
        pay: fc.boolean(),
      }),
      fc.record({ op: fc.constant('refund' as const), share: fc.integer({ min: 1, max: 100 }) }),
      fc.record({ op: fc.constant('spend' as const), amount: fc.integer({ min: 1, max: 30_000 }) }),
    );
    let n = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 6 }), async (steps) => {
        const paid: { id: string; total: number }[] = [];
        for (const s of steps) {
          n++;
          if (s.op === 'grant') {
            await appendCredit(t.db, {
              userId: id,
              amount: s.amount,
              reason: 'adjustment',
              reference: `p${n}`,
            });
          } else if (s.op === 'spend') {
            await appendCredit(t.db, {
              userId: id,
              amount: -s.amount,
              reason: 'adjustment',
              reference: `p${n}`,
            }).catch((error: Error) => expect(error.message).toBe('Nemáte dostatek kreditů.'));
          } else if (s.op === 'purchase') {
            const res = await svc.startPurchase({
              userId: id,
              amount: s.amount,
              purpose: { kind: 'test_order', reference: `p${n}`, description: 'Test' },
              idempotencyKey: `prop-${n}`,
            });
            if (res.clientSecret && s.pay) {
              await local().confirmPaymentIntent(res.paymentIntentId!, { card: card('4242424242424242') });
            } else if (res.clientSecret) {
              await svc.cancelPayment(id, res.paymentId);
            }
            const [row] = await t.db.select().from(payments).where(eq(payments.id, res.paymentId));
            if (row!.status === 'succeeded' && row!.totalAmount > 0)
              paid.push({ id: row!.id, total: row!.totalAmount });
          } else if (paid.length > 0) {
            const target = paid.shift()!;
            await svc.refundPayment({
              paymentId: target.id,
              amount: Math.max(1, Math.floor((target.total * s.share) / 100)),
              to: 'credits',
              refundKey: `p${n}`,
            });
          }
          const balance = await credits(id);
          expect(balance).toBeGreaterThanOrEqual(0);
          expect(await ledgerSum(t.db, id)).toBe(balance);
        }
      }),
      { numRuns: 12 },
    );
  });
});
