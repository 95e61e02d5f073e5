import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMethods } from '../src/db/schema.ts';
import type { LocalPaymentProvider } from '../src/modules/payments/index.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { payingCustomer, testOrders } from './payment-helpers.ts';

/**
 * The card modal's "Uložit kartu pro další nákupy": a card typed in for a purchase is saved only
 * when the customer kept the box ticked, once per card (the same card saved again stays one card),
 * and a saved card pays any open payment from the modal without charging twice.
 */

let t: TestApp;
const { fulfilled, register } = testOrders();

beforeAll(async () => {
  t = await createTestApp({ beforeReady: register });
});
afterAll(async () => {
  await t?.close();
});

const as = (token: string) => ({ 'x-user-token': `Bearer ${token}` });
const local = () => t.app.payments.provider as LocalPaymentProvider;
const card = (number = '4242424242424242', expYear = 2030) => ({ number, expMonth: 12, expYear, cvc: '123' });

async function customer() {
  return payingCustomer(t, `ulozit-${randomUUID().slice(0, 8)}@example.cz`);
}

async function order(token: string, amount = 19_900) {
  const key = randomUUID();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/test/orders',
    headers: { ...as(token), 'idempotency-key': key },
    payload: { amount, reference: `ref-${key}` },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { paymentId: string; clientSecret: string; paymentIntentId: string };
}

function saving(token: string, paymentId: string, saveCard: boolean) {
  return t.app.inject({
    method: 'POST',
    url: `/api/user/payments/${paymentId}/card-saving`,
    headers: as(token),
    payload: { saveCard },
  });
}

function confirm(token: string, clientSecret: string, number?: string, expYear?: number) {
  return t.app.inject({
    method: 'POST',
    url: '/api/user/payments/local/confirm',
    headers: as(token),
    payload: { clientSecret, card: card(number, expYear) },
  });
}

const sync = (token: string, paymentId: string) =>
  t.app.inject({ method: 'POST', url: `/api/user/payments/${paymentId}/sync`, headers: as(token) });

const savedCards = (userId: string) =>
  t.db.select().from(paymentMethods).where(eq(paymentMethods.userId, userId));

/** Pays one order with a typed card, the box ticked or not; answers the payment id. */
async function payTyped(token: string, save: boolean, number?: string, expYear?: number) {
  const started = await order(token);
  expect((await saving(token, started.paymentId, save)).statusCode).toBe(200);
  const confirmed = await confirm(token, started.clientSecret, number, expYear);
  expect(confirmed.json().status).toBe('succeeded');
  expect((await sync(token, started.paymentId)).json().payment.status).toBe('succeeded');
  return started.paymentId;
}

describe('keeping the card at the first payment', () => {
  it('the ticked box saves the card that paid, as the default, and it pays the next purchase', async () => {
    const { token, userId } = await customer();
    await payTyped(token, true);
    const cards = await savedCards(userId);
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ brand: 'visa', last4: '4242', isDefault: true });
    expect(cards[0]!.fingerprint).toBeTruthy();

    const next = await order(token);
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/user/payments/${next.paymentId}/saved-card`,
      headers: { ...as(token), 'idempotency-key': randomUUID() },
      payload: { paymentMethodId: cards[0]!.id },
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ intentType: 'payment', status: 'succeeded', error: null });
    expect((await sync(token, next.paymentId)).json().payment.status).toBe('succeeded');
    expect(fulfilled.filter((id) => id === next.paymentId)).toHaveLength(1);
  });

  it('an unticked box saves nothing, here or at the provider', async () => {
    const { token, userId } = await customer();
    const paymentId = await payTyped(token, false);
    expect(await savedCards(userId)).toHaveLength(0);
    // without the customer's yes the provider does not keep the card for later either
    const intentId = (
      await t.app.inject({ method: 'GET', url: `/api/user/payments/${paymentId}`, headers: as(token) })
    ).json().payment.paymentIntentId as string | undefined;
    const intent = await local().retrievePaymentIntent(
      intentId ?? (await t.app.payments.userPayment(userId, paymentId)).providerIntentId!,
    );
    const method = await local().retrievePaymentMethod(intent.paymentMethodId!);
    expect(method.customerId).toBeNull();
  });

  it('no answer at all is a no: a card paid without the box is not saved', async () => {
    const { token, userId } = await customer();
    const started = await order(token);
    expect((await confirm(token, started.clientSecret)).json().status).toBe('succeeded');
    await sync(token, started.paymentId);
    expect(await savedCards(userId)).toHaveLength(0);
  });

  it('a box unticked after a ticked one, before paying, is the answer that counts', async () => {
    const { token, userId } = await customer();
    const started = await order(token);
    await saving(token, started.paymentId, true);
    await saving(token, started.paymentId, false);
    expect((await confirm(token, started.clientSecret)).json().status).toBe('succeeded');
    await sync(token, started.paymentId);
    expect(await savedCards(userId)).toHaveLength(0);
  });
});

describe('the same card is saved once', () => {
  it('paying again with the same card and the box ticked keeps one "Visa •••• 4242"', async () => {
    const { token, userId } = await customer();
    await payTyped(token, true);
    await payTyped(token, true);
    const cards = await savedCards(userId);
    expect(cards).toHaveLength(1);
    // the saved card points at the newest provider object of the card, which is kept for later
    const method = await local().retrievePaymentMethod(cards[0]!.providerId);
    expect(method.customerId).not.toBeNull();
  });

  it('a card added on the card page and then paid with again stays one card', async () => {
    const { token, userId } = await customer();
    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/user/payment-methods/setup-intent',
      headers: { ...as(token), 'idempotency-key': randomUUID() },
    });
    expect((await confirm(token, setup.json().clientSecret)).json().status).toBe('succeeded');
    await payTyped(token, true);
    expect(await savedCards(userId)).toHaveLength(1);
  });

  it('another card (Mastercard 4444) is a second card; a renewed 4242 is still the first', async () => {
    const { token, userId } = await customer();
    await payTyped(token, true);
    await payTyped(token, true, '5555555555554444');
    await payTyped(token, true, '4242424242424242', 2031);
    const cards = await savedCards(userId);
    expect(cards.map((c) => c.last4).sort()).toEqual(['4242', '4444']);
    expect(cards.find((c) => c.last4 === '4242')!.expYear).toBe(2031);
    expect(cards.filter((c) => c.isDefault)).toHaveLength(1);
  });
});

describe('paying from the modal with a saved card', () => {
  it('never charges twice: a repeated or second request answers the payment as it is', async () => {
    const { token, userId } = await customer();
    await payTyped(token, true);
    const [saved] = await savedCards(userId);
    const next = await order(token);
    const key = randomUUID();
    const call = (k: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/user/payments/${next.paymentId}/saved-card`,
        headers: { ...as(token), 'idempotency-key': k },
        payload: { paymentMethodId: saved!.id },
      });
    const answers = await Promise.all([call(key), call(key), call(randomUUID())]);
    for (const answer of answers.filter((a) => a.statusCode === 200)) {
      expect(answer.json().status).toBe('succeeded');
    }
    expect(await local().chargeCount(next.paymentIntentId)).toBe(1);
    expect(fulfilled.filter((id) => id === next.paymentId)).toHaveLength(1);
  });

  it('a saved card that is refused leaves the payment open for another card', async () => {
    const { token, userId } = await customer();
    await payTyped(token, true);
    const [saved] = await savedCards(userId);
    // the provider no longer has the card (e.g. removed at the bank's side): the charge is refused
    await local().detachPaymentMethod(saved!.providerId);
    const next = await order(token);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/user/payments/${next.paymentId}/saved-card`,
      headers: { ...as(token), 'idempotency-key': randomUUID() },
      payload: { paymentMethodId: saved!.id },
    });
    expect(refused.statusCode).toBe(200);
    expect(refused.json().status).toBe('requires_payment_method');
    expect(refused.json().error.message).toBeTruthy();
    expect(await local().chargeCount(next.paymentIntentId)).toBe(0);
    expect((await confirm(token, next.clientSecret)).json().status).toBe('succeeded');
  });

  it('another user’s saved card is 404 and charges nothing', async () => {
    const { token } = await customer();
    const other = await customer();
    await payTyped(other.token, true);
    const [foreign] = await savedCards(other.userId);
    const next = await order(token);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/user/payments/${next.paymentId}/saved-card`,
      headers: { ...as(token), 'idempotency-key': randomUUID() },
      payload: { paymentMethodId: foreign!.id },
    });
    expect(refused.statusCode).toBe(404);
    expect(await local().chargeCount(next.paymentIntentId)).toBe(0);
  });

  it('refuses another user’s payment with 404 and changes nothing', async () => {
    const owner = await customer();
    const stranger = await customer();
    const started = await order(owner.token);
    expect((await saving(stranger.token, started.paymentId, true)).statusCode).toBe(404);
    expect((await confirm(owner.token, started.clientSecret)).json().status).toBe('succeeded');
    await sync(owner.token, started.paymentId);
    expect(await savedCards(owner.userId)).toHaveLength(0);
  });

  it('a malformed answer is 400', async () => {
    const { token } = await customer();
    const started = await order(token);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/user/payments/${started.paymentId}/card-saving`,
      headers: as(token),
      payload: { saveCard: 'ano' },
    });
    expect(res.statusCode).toBe(400);
  });
});
