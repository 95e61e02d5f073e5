import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentMethods } from '../src/db/schema.ts';
import { useSubscriptionKit } from './subscription-kit.ts';

/**
 * The card behind a plan: a card saved on the card page and typed in again at the checkout stays
 * one card, which the plan pays with; a plan paid from the modal with a saved card keeps it; and
 * removing the plan's card moves the plan to the card that is left, or to none.
 */

const { kit, newUser, saveCard, buyWithCard, buy, subOf } = useSubscriptionKit('plan-card');

const cardsOf = (userId: string) =>
  kit.t.db.select().from(paymentMethods).where(eq(paymentMethods.userId, userId));

const removeCard = (headers: Record<string, string>, id: string) =>
  kit.t.app.inject({ method: 'DELETE', url: `/api/user/payment-methods/${id}`, headers });

describe('the card behind a plan', () => {
  it('a saved Visa typed in again at the checkout stays one card, and the plan pays with it', async () => {
    const user = await newUser();
    const saved = await saveCard(user);
    await buyWithCard(user, { type: 'CHAMPIONSHIP', areaId: kit.praha, startNow: true });
    const cards = await cardsOf(user.id);
    expect(cards).toHaveLength(1);
    expect(cards[0]!.id).toBe(saved);
    expect((await subOf(user)).paymentMethodId).toBe(saved);
  });

  it('a plan paid in the modal with a saved card keeps that card for its renewals', async () => {
    const user = await newUser();
    const saved = await saveCard(user);
    const started = await buy(user, { type: 'CHAMPIONSHIP', areaId: kit.praha, startNow: true });
    expect(started.statusCode).toBe(200);
    const body = started.json();
    const paid = await kit.t.app.inject({
      method: 'POST',
      url: `/api/user/payments/${body.paymentId}/saved-card`,
      headers: { ...user.headers, 'idempotency-key': randomUUID() },
      payload: { paymentMethodId: saved },
    });
    expect(paid.json().status).toBe('succeeded');
    const confirmed = await kit.t.app.inject({
      method: 'POST',
      url: '/api/user/subscriptions/confirm-payment',
      headers: user.headers,
      payload: { paymentIntentId: body.paymentIntentId },
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await subOf(user)).currentState).toBe('ACTIVE');
    expect((await subOf(user)).paymentMethodId).toBe(saved);
    expect(await cardsOf(user.id)).toHaveLength(1);
  });

  it('removing the plan’s card moves the plan to the card left, and the only card leaves it without one', async () => {
    const user = await newUser();
    await buyWithCard(user, { type: 'CHAMPIONSHIP', areaId: kit.praha, startNow: true });
    const [planCard] = await cardsOf(user.id);
    expect((await subOf(user)).paymentMethodId).toBe(planCard!.id);
    // a second card (Mastercard) on the card page
    const setup = await kit.t.app.inject({
      method: 'POST',
      url: '/api/user/payment-methods/setup-intent',
      headers: { ...user.headers, 'idempotency-key': randomUUID() },
    });
    await kit.t.app.inject({
      method: 'POST',
      url: '/api/user/payments/local/confirm',
      headers: user.headers,
      payload: {
        clientSecret: setup.json().clientSecret,
        card: { number: '5555555555554444', expMonth: 12, expYear: 2035, cvc: '123' },
      },
    });
    const other = (await cardsOf(user.id)).find((c) => c.last4 === '4444')!;

    expect((await removeCard(user.headers, planCard!.id)).statusCode).toBe(200);
    expect((await subOf(user)).paymentMethodId).toBe(other.id);
    expect((await cardsOf(user.id)).find((c) => c.id === other.id)!.isDefault).toBe(true);

    expect((await removeCard(user.headers, other.id)).statusCode).toBe(200);
    expect((await subOf(user)).paymentMethodId).toBeNull();
    expect(await cardsOf(user.id)).toHaveLength(0);
  });
});
