import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  localProviderObjects,
  paymentMethods,
  payments,
  tickets,
  timeSlots,
} from '../src/db/schema.ts';
import { customerMaker, partnerSlotsQuery, userHeaders } from './customers.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { expectMoneyInvariants } from './money-audit.ts';

/**
 * One tap to buy: POST /api/user/entries with `paymentMethodId` charges what the
 * credits do not cover to the user's saved card at once, through the payment provider (off-session).
 */

let t: TestApp;
let partnerId: string;
const newUser = customerMaker(() => t, 'jednimklikem', 'Jedním Klikem');
let slotOffset = 0;

/** A fresh upcoming slot of the partner's activities (each test its own). */
async function nextSlot() {
  const [slot] = await partnerSlotsQuery(t, partnerId, t.clock.now()).limit(1).offset(slotOffset++);
  return slot!;
}

/** Saves a card as /platba does (SetupIntent + the card form); answers our payment method id. */
async function saveCard(token: string, number = '4242424242424242'): Promise<string> {
  const setup = await t.app.inject({
    method: 'POST',
    url: '/api/user/payment-methods/setup-intent',
    headers: userHeaders(token),
  });
  const confirmed = await t.app.inject({
    method: 'POST',
    url: '/api/user/payments/local/confirm',
    headers: userHeaders(token),
    payload: {
      clientSecret: setup.json().clientSecret,
      card: { number, expMonth: 12, expYear: 2030, cvc: '123' },
    },
  });
  expect(confirmed.json()).toMatchObject({ status: 'succeeded' });
  const methods = await t.app.inject({
    method: 'GET',
    url: '/api/user/payment-methods',
    headers: userHeaders(token),
  });
  const list = methods.json().paymentMethods as { id: string; isDefault: boolean }[];
  return (list.find((m) => m.isDefault) ?? list[0])!.id;
}

function buy(
  token: string,
  slot: { slotId: string; optionId: string },
  body: { paymentMethodId?: string; requestId?: string },
  key = randomUUID(),
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/user/entries',
    headers: { ...userHeaders(token), 'idempotency-key': key },
    payload: { timeSlotId: slot.slotId, optionId: slot.optionId, ...body },
  });
}

const reservedOf = async (slotId: string) =>
  (await t.db.select().from(timeSlots).where(eq(timeSlots.id, slotId)))[0]!.reserved;
const creditsOf = async (id: string) =>
  (await t.db.select().from(accounts).where(eq(accounts.id, id)))[0]!.credits;
const ticketsOf = (userId: string, slotId: string) =>
  t.db
    .select()
    .from(tickets)
    .where(and(eq(tickets.userId, userId), eq(tickets.timeSlotId, slotId)));
const paymentsOf = (userId: string) =>
  t.db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.kind, 'entry')));

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
  const [partner] = await t.db
    .select()
    .from(accounts)
    .where(and(eq(accounts.role, 'admin'), eq(accounts.email, 'partner@champions.cz')));
  partnerId = partner!.id;
});
afterAll(async () => {
  if (t) await expectMoneyInvariants(t);
  await t?.close();
});

describe('buying an entry with the saved card (one tap)', () => {
  it('charges the rest after the credits to the saved card at once: 201 with the entry, the place taken', async () => {
    const slot = await nextSlot();
    const { token, id } = await newUser(100);
    const card = await saveCard(token);
    const res = await buy(token, slot, { paymentMethodId: card, requestId: randomUUID() });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.entry).toMatchObject({ status: 'upcoming', paidWith: 'credits_card', price: slot.price });
    expect(body.creditsUsed).toBe(100);
    expect(body.payment).toMatchObject({ status: 'succeeded', clientSecret: null, amount: slot.price - 100 });
    expect(await creditsOf(id)).toBe(0);
    expect(await reservedOf(slot.slotId)).toBe(1);
    expect(await ticketsOf(id, slot.slotId)).toHaveLength(1);
    const [paid] = await paymentsOf(id);
    expect(paid).toMatchObject({ status: 'succeeded', amount: slot.price - 100 });
    // the provider charged the saved card once, off-session
    const [intent] = await t.db
      .select()
      .from(localProviderObjects)
      .where(eq(localProviderObjects.id, paid!.providerIntentId!));
    expect(intent!.data).toMatchObject({ status: 'succeeded', amountReceived: slot.price - 100 });
    // the slot is now the user's: buying again is refused and charges nothing
    const again = await buy(token, slot, { paymentMethodId: card, requestId: randomUUID() });
    expect(again.statusCode).toBe(409);
    expect(await paymentsOf(id)).toHaveLength(1);
  });

  it('the same click repeated after its answer was lost (a 503 after the charge) answers the entry it bought, once', async () => {
    const slot = await nextSlot();
    const { token, id } = await newUser(0);
    const card = await saveCard(token);
    const requestId = randomUUID();
    const first = await buy(token, slot, { paymentMethodId: card, requestId });
    expect(first.statusCode).toBe(201);
    // the answer never arrived, so the client repeats the click: its Idempotency-Key was not kept
    // with a 503, hence a new key here, the same requestId
    const repeated = await buy(token, slot, { paymentMethodId: card, requestId }, randomUUID());
    expect(repeated.statusCode).toBe(201);
    expect(repeated.json().entry.id).toBe(first.json().entry.id);
    expect(await ticketsOf(id, slot.slotId)).toHaveLength(1);
    expect(await paymentsOf(id)).toHaveLength(1);
    expect(await reservedOf(slot.slotId)).toBe(1);
  });

  it('a refused card answers 402 with the provider’s Czech message; nothing is charged or held', async () => {
    const slot = await nextSlot();
    const { token, id } = await newUser(50);
    const card = await saveCard(token);
    // the card was fine when saved and is refused now (Stripe's 4000 0000 0000 0341)
    const [method] = await t.db.select().from(paymentMethods).where(eq(paymentMethods.id, card));
    await t.db
      .update(localProviderObjects)
      .set({ data: sql`jsonb_set(${localProviderObjects.data}, '{behaviour}', '"declined"')` })
      .where(eq(localProviderObjects.id, method!.providerId));
    const res = await buy(token, slot, { paymentMethodId: card, requestId: randomUUID() });
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe('Vaše karta byla zamítnuta.');
    expect(await creditsOf(id)).toBe(50);
    expect(await reservedOf(slot.slotId)).toBe(0);
    expect(await ticketsOf(id, slot.slotId)).toHaveLength(0);
    const [refused] = await paymentsOf(id);
    expect(refused!.status).toBe('canceled');
    const quote = await t.app.inject({
      method: 'GET',
      url: `/api/user/entries/quote?timeSlotId=${slot.slotId}&optionId=${slot.optionId}`,
      headers: userHeaders(token),
    });
    expect(quote.json()).toMatchObject({ held: false, credits: 50 });
  });

  it('refuses another user’s card with 404 and a Czech message, before anything moves', async () => {
    const slot = await nextSlot();
    const owner = await newUser(0);
    const card = await saveCard(owner.token);
    const thief = await newUser(30_000);
    for (const credits of [false, true]) {
      // with credits that would cover it too: a foreign card is never accepted
      const who = credits ? thief : await newUser(0);
      const res = await buy(who.token, slot, { paymentMethodId: card, requestId: randomUUID() });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Platební karta nebyla nalezena.');
      expect(await ticketsOf(who.id, slot.slotId)).toHaveLength(0);
      expect(await paymentsOf(who.id)).toHaveLength(0);
    }
    expect(await creditsOf(thief.id)).toBe(30_000);
    expect(await reservedOf(slot.slotId)).toBe(0);
    const malformed = await buy(owner.token, slot, { paymentMethodId: 'karta' });
    expect(malformed.statusCode).toBe(400);
  });

  it('20 identical requests at once make one charge and one ticket', async () => {
    const slot = await nextSlot();
    const { token, id } = await newUser(0);
    const card = await saveCard(token);
    const key = randomUUID();
    const requestId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => buy(token, slot, { paymentMethodId: card, requestId }, key)),
    );
    for (const res of answers) expect(res.statusCode).toBe(201);
    const ticketIds = new Set(answers.map((res) => res.json().entry.id));
    expect(ticketIds.size).toBe(1);
    expect(await ticketsOf(id, slot.slotId)).toHaveLength(1);
    const paid = await paymentsOf(id);
    expect(paid).toHaveLength(1);
    const intents = await t.db
      .select()
      .from(localProviderObjects)
      .where(
        and(
          eq(localProviderObjects.type, 'payment_intent'),
          sql`${localProviderObjects.data}->'metadata'->>'userId' = ${id}`,
        ),
      );
    expect(intents).toHaveLength(1);
    expect(await reservedOf(slot.slotId)).toBe(1);
    // 20 taps with fresh keys at once: still one ticket, the others are told the slot is theirs
    const other = await nextSlot();
    const taps = await Promise.all(
      Array.from({ length: 20 }, () => buy(token, other, { paymentMethodId: card, requestId: randomUUID() })),
    );
    expect(taps.filter((res) => res.statusCode === 201)).toHaveLength(1);
    for (const res of taps) expect([201, 409]).toContain(res.statusCode);
    expect(await ticketsOf(id, other.slotId)).toHaveLength(1);
    expect((await paymentsOf(id)).filter((p) => p.status === 'succeeded')).toHaveLength(2);
  });
});
