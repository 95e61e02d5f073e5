import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, localProviderObjects } from '../src/db/schema.ts';
import { hashPassword } from '../src/modules/auth/index.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { testOrders } from './payment-helpers.ts';
import { startStripeFake } from './stripe-fake.ts';

/** Erasure deletes the person's customer at the card provider too, not only our link to it. */
const PASSWORD = 'dlouhe heslo na kolo';

/** A verified customer with a password; answers their id and a signed-in header. */
async function customer(t: TestApp, email: string, name: string) {
  const [account] = await t.db
    .insert(accounts)
    .values({
      role: 'user',
      email,
      name,
      passwordHash: await hashPassword(PASSWORD),
      emailVerifiedAt: t.clock.now(),
    })
    .returning();
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email, password: PASSWORD },
  });
  expect(login.statusCode, login.body).toBe(200);
  return { id: account!.id, headers: { 'x-user-token': `Bearer ${login.json().token}` } };
}

async function startCardSetup(t: TestApp, headers: Record<string, string>) {
  const setup = await t.app.inject({
    method: 'POST',
    url: '/api/user/payment-methods/setup-intent',
    headers: { ...headers, 'idempotency-key': randomUUID() },
  });
  expect(setup.statusCode, setup.body).toBe(200);
  return setup.json() as { clientSecret: string };
}

const erase = (t: TestApp, headers: Record<string, string>) =>
  t.app.inject({ method: 'DELETE', url: '/api/user/me', headers, payload: { password: PASSWORD } });

const customerIdOf = async (t: TestApp, id: string) =>
  (await t.db.select({ c: accounts.stripeCustomerId }).from(accounts).where(eq(accounts.id, id)))[0]!.c;

describe('with the built-in card provider', () => {
  let t: TestApp;
  const orders = testOrders();
  beforeAll(async () => {
    t = await createTestApp({ beforeReady: orders.register });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('leaves no provider object with the person’s e-mail or name', async () => {
    const email = 'gabriela.zakaznicka@example.cz';
    const name = 'Gabriela Zákaznická';
    const { id, headers } = await customer(t, email, name);
    // a saved card and a purchase with it: customer, setup intent, card, payment intent and events
    const setup = await startCardSetup(t, headers);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/user/payments/local/confirm',
      headers,
      payload: {
        clientSecret: setup.clientSecret,
        card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
      },
    });
    expect(confirmed.json()).toMatchObject({ status: 'succeeded' });
    const cards = await t.app.inject({ method: 'GET', url: '/api/user/payment-methods', headers });
    const [card] = cards.json().paymentMethods as { id: string }[];
    const bought = await t.app.inject({
      method: 'POST',
      url: '/api/test/orders',
      headers: { ...headers, 'idempotency-key': randomUUID() },
      payload: { amount: 15_000, reference: randomUUID(), paymentMethodId: card!.id },
    });
    expect(bought.json()).toMatchObject({ status: 'succeeded' });

    const customerId = await customerIdOf(t, id);
    const mentions = async () => {
      const rows = await t.db.select().from(localProviderObjects);
      return rows.filter((row) => {
        const text = JSON.stringify(row.data).toLowerCase();
        return text.includes(email) || text.includes(name.toLowerCase());
      });
    };
    expect((await mentions()).map((row) => row.id)).toEqual([customerId]);

    const erased = await erase(t, headers);
    expect(erased.statusCode, erased.body).toBe(200);

    expect(await mentions()).toEqual([]);
    const objects = await t.db.select().from(localProviderObjects);
    expect(objects.some((row) => row.id === customerId)).toBe(false);
    // the card that was the customer's is detached from it, as Stripe detaches a deleted customer's cards
    const methods = objects.filter((row) => row.type === 'payment_method');
    expect(methods.length).toBeGreaterThan(0);
    expect(
      methods.filter((row) => (row.data as { customerId: string | null }).customerId === customerId),
    ).toEqual([]);
    expect(await customerIdOf(t, id)).toBeNull();
  });
});

describe('with Stripe', () => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startStripeFake>>;
  beforeAll(async () => {
    fake = await startStripeFake();
    t = await createTestApp({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_champions',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_champions',
        STRIPE_WEBHOOK_SECRET: 'whsec_test_0123456789abcdef',
        STRIPE_API_URL: fake.url,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const deletions = () =>
    fake.requests.filter(
      (request) => request.method === 'DELETE' && request.path.startsWith('/v1/customers/'),
    );

  it('deletes the customer at Stripe; when Stripe cannot, nothing is erased and a retry succeeds', async () => {
    const { id, headers } = await customer(t, 'stepan.stripe@example.cz', 'Štěpán Stripe');
    await startCardSetup(t, headers);
    const customerId = await customerIdOf(t, id);
    expect(customerId).toMatch(/^cus_/);
    expect(fake.objects.has(customerId!)).toBe(true);

    fake.failNext(/^\/v1\/customers\//, 500, { type: 'api_error', message: 'Stripe is down' });
    const refused = await erase(t, headers);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({
      code: 'PROVIDER_UNAVAILABLE',
      message: 'Platební brána neodpověděla. Zkuste to prosím za chvíli.',
    });
    const [kept] = await t.db.select().from(accounts).where(eq(accounts.id, id));
    expect(kept).toMatchObject({
      email: 'stepan.stripe@example.cz',
      deletedAt: null,
      stripeCustomerId: customerId,
    });

    const erased = await erase(t, headers);
    expect(erased.statusCode, erased.body).toBe(200);
    expect(deletions().map((request) => request.path)).toEqual([
      `/v1/customers/${customerId}`,
      `/v1/customers/${customerId}`,
    ]);
    expect(fake.objects.has(customerId!)).toBe(false);
    expect(await customerIdOf(t, id)).toBeNull();
  });

  it('erases an account whose customer Stripe has already deleted', async () => {
    const { id, headers } = await customer(t, 'smazany.u.stripe@example.cz', 'Jan Dříve');
    await startCardSetup(t, headers);
    const customerId = await customerIdOf(t, id);
    fake.objects.delete(customerId!);
    const erased = await erase(t, headers);
    expect(erased.statusCode, erased.body).toBe(200);
    expect(deletions().at(-1)?.path).toBe(`/v1/customers/${customerId}`);
    const [account] = await t.db.select().from(accounts).where(eq(accounts.id, id));
    expect(account!.deletedAt).not.toBeNull();
  });
});
