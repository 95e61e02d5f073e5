import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { accounts, areas, payments } from '../src/db/schema.ts';
import { customerMaker, partnerSlotsQuery, userHeaders } from './customers.ts';
import type { TestApp } from './harness.ts';

/**
 * Card payments to refund: a fresh customer saves a card (SetupIntent + the local card form, as
 * /platba does) and buys an entry with it in one tap, so the payment is succeeded with its receipt.
 */
let slotOffset = 40;

/** Saves the test card 4242 through the SetupIntent and the local card form; answers its id. */
async function saveCard(t: TestApp, headers: Record<string, string>): Promise<string> {
  const setup = await t.app.inject({
    method: 'POST',
    url: '/api/user/payment-methods/setup-intent',
    headers,
  });
  const confirmed = await t.app.inject({
    method: 'POST',
    url: '/api/user/payments/local/confirm',
    headers,
    payload: {
      clientSecret: setup.json().clientSecret,
      card: { number: '4242424242424242', expMonth: 12, expYear: 2035, cvc: '123' },
    },
  });
  expect(confirmed.json()).toMatchObject({ status: 'succeeded' });
  const methods = await t.app.inject({ method: 'GET', url: '/api/user/payment-methods', headers });
  return methods.json().paymentMethods[0].id as string;
}

export function cardPaymentMaker(app: () => TestApp, label = 'vraceni') {
  const newUser = customerMaker(app, label, 'Vrácení');
  return async function cardEntryPayment() {
    const t = app();
    const user = await newUser();
    const headers = userHeaders(user.token);
    const paymentMethodId = await saveCard(t, headers);
    const [partner] = await t.db.select().from(accounts).where(eq(accounts.email, 'partner@champions.cz'));
    const [slot] = await partnerSlotsQuery(t, partner!.id, t.clock.now()).limit(1).offset(slotOffset++);
    const bought = await t.app.inject({
      method: 'POST',
      url: '/api/user/entries',
      headers: { ...headers, 'idempotency-key': randomUUID() },
      payload: {
        timeSlotId: slot!.slotId,
        optionId: slot!.optionId,
        paymentMethodId,
        requestId: randomUUID(),
      },
    });
    expect(bought.statusCode).toBe(201);
    const [payment] = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, user.id), eq(payments.status, 'succeeded')));
    expect(payment!.receiptNumber).toEqual(expect.any(String));
    return { user, headers, payment: payment!, slotId: slot!.slotId };
  };
}

/** A fresh customer's first Championship period in Brno, paid with a saved card at checkout. */
export function cardSubscriptionMaker(app: () => TestApp, label = 'vraceniclenstvi') {
  const newUser = customerMaker(app, label, 'Vrácení členství');
  return async function cardSubscriptionPayment() {
    const t = app();
    const user = await newUser();
    const headers = userHeaders(user.token);
    const paymentMethodId = await saveCard(t, headers);
    const [brno] = await t.db.select().from(areas).where(eq(areas.slug, 'brno'));
    const bought = await t.app.inject({
      method: 'POST',
      url: '/api/user/subscriptions',
      headers: { ...headers, 'idempotency-key': randomUUID() },
      payload: { type: 'CHAMPIONSHIP_FLEXIBLE', areaId: brno!.id, paymentMethodId, startNow: true },
    });
    expect(bought.statusCode).toBe(200);
    const [payment] = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, user.id), eq(payments.status, 'succeeded')));
    expect(payment).toMatchObject({ kind: 'subscription' });
    return { user, headers, payment: payment! };
  };
}
