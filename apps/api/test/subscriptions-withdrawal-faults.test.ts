import { randomUUID } from 'node:crypto';
import { cardTimeStep, DAY_MS } from '@champions/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, paymentRefunds, payments, subscriptions } from '../src/db/schema.ts';
import { cardCodeAt } from '../src/modules/entries/card-code.ts';
import { loginAs, partnerSlotsQuery } from './customers.ts';
import { type SubscriptionUser, useSubscriptionKit } from './subscription-kit.ts';

/**
 * Faults of the security review around the withdrawal (§1829): a plan started without the express
 * request (§1823) and withdrawn after a free visit; a goodwill refund that wiped the withdrawal
 * refund; a withdrawal refund the back office offered to refund again.
 */

const { kit, setClock, newUser, saveCard, buy, subOf } = useSubscriptionKit('odstoupeni');
type User = SubscriptionUser;

const inject = (user: User, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  kit.t.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) });

const superadmin = async () => ({
  'x-superadmin-token': `Bearer ${await loginAs(kit.t, 'superadmin', 'admin@champions.cz')}`,
});

const paymentsOf = (user: User) => kit.t.db.select().from(payments).where(eq(payments.userId, user.id));

/** The back office's row of the user's (only) card payment: what it lists as refundable. */
async function backOfficeRow(user: User) {
  const res = await kit.t.app.inject({
    method: 'GET',
    url: `/api/superadmin/users/${user.id}/payments`,
    headers: await superadmin(),
  });
  expect(res.statusCode).toBe(200);
  return res.json().payments[0];
}

/** A customer with a saved card on the all-locations flexible plan (1 998 Kč), paid at checkout. */
async function member(startAt: Date) {
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
  expect(bought.json().subscription).toMatchObject({ currentState: 'ACTIVE' });
  const [payment] = await paymentsOf(user);
  expect(payment).toMatchObject({ kind: 'subscription', status: 'succeeded', amount: 199_800 });
  return { user, paymentMethodId, payment: payment! };
}

describe('finding 1: free visits through a plan started without the express request', () => {
  it('refuses a plan without startNow (Czech 400, nothing made); a withdrawal keeps what the used entry earned', async () => {
    const start = new Date('2026-11-23T07:00:00Z');
    await setClock(start);
    const stranger = await newUser();
    const paymentMethodId = await saveCard(stranger);
    const refused = await buy(stranger, { type: 'CHAMPIONSHIP_FLEXIBLE', areaId: null, paymentMethodId });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'SUBSCRIPTION_START_NOW_REQUIRED',
      message: expect.stringContaining('Potvrďte prosím žádost o okamžité zahájení'),
    });
    expect(await kit.t.db.select().from(subscriptions).where(eq(subscriptions.userId, stranger.id))).toEqual(
      [],
    );
    expect(await paymentsOf(stranger)).toEqual([]);

    // with the request: claim a covered entry 20 minutes ahead, get admitted, withdraw at once
    const [partner] = await kit.t.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, 'partner@champions.cz'));
    const [slot] = await partnerSlotsQuery(kit.t, partner!.id, new Date(start.getTime() + DAY_MS)).limit(1);
    const { user } = await member(new Date(slot!.startsAt.getTime() - 20 * 60_000));
    const claim = await inject(user, 'POST', '/api/user/entries', {
      timeSlotId: slot!.slotId,
      optionId: slot!.optionId,
    });
    expect(claim.statusCode).toBe(201);
    expect(claim.json().creditsUsed).toBe(0);
    const card = (await inject(user, 'GET', '/api/user/card')).json();
    const code = `CH1.${card.userId}.${cardCodeAt(card.secret, cardTimeStep(kit.t.clock.now()))}`;
    const staffToken = await loginAs(kit.t, 'staff', 'recepce@champions.cz');
    const scan = await kit.t.app.inject({
      method: 'POST',
      url: '/api/staff/entries/scan',
      headers: { 'x-staff-token': `Bearer ${staffToken}` },
      payload: { code },
    });
    expect(scan.json()).toMatchObject({ admitted: true });
    const earned = scan.json().partnerEarning as number;
    expect(earned).toBeGreaterThan(Math.round(199_800 / 28)); // worth more than the day used

    // whatever the path (here a contract recorded without the request), the used entry is not refunded
    await kit.t.db
      .update(subscriptions)
      .set({ startedAtOnceConsent: false })
      .where(eq(subscriptions.id, (await subOf(user)).id));
    const quote = (await inject(user, 'GET', '/api/user/subscriptions/withdrawal')).json();
    expect(quote).toMatchObject({ possible: true, paid: 199_800, charged: earned, refund: 199_800 - earned });
    const done = await inject(user, 'POST', '/api/user/subscriptions/withdraw');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ charged: earned, refund: { amount: 199_800 - earned } });
  });
});

describe('finding 5: a goodwill refund does not wipe the withdrawal refund', () => {
  it('a partially refunded payment counts, net of what already came back', async () => {
    const start = new Date('2026-12-07T08:00:00Z');
    const { user, payment } = await member(start);
    const goodwill = await kit.t.app.inject({
      method: 'POST',
      url: `/api/superadmin/users/${user.id}/payments/${payment.id}/refunds`,
      headers: { ...(await superadmin()), 'idempotency-key': randomUUID() },
      payload: { amount: 100, reason: 'Omluva za zavřenou šatnu' },
    });
    expect(goodwill.statusCode).toBe(200);
    await setClock(new Date(start.getTime() + 2.5 * DAY_MS));
    // three days used: 3 × 1 998 Kč / 28 = 214,07 Kč; paid 1 997 Kč after the 1 Kč refund
    const quote = (await inject(user, 'GET', '/api/user/subscriptions/withdrawal')).json();
    expect(quote).toMatchObject({ possible: true, paid: 199_700, charged: 21_407, refund: 178_293 });
    const done = await inject(user, 'POST', '/api/user/subscriptions/withdraw');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ charged: 21_407, refund: { amount: 178_293 } });
    const [row] = await paymentsOf(user);
    expect(row!.refundedAmount).toBe(100 + 178_293);
  });
});

describe('finding 2: the withdrawal records its refund on the payment', () => {
  it('the back office offers only what the withdrawal kept, and refuses more', async () => {
    const start = new Date('2026-12-21T08:00:00Z');
    const { user, payment } = await member(start);
    await setClock(new Date(start.getTime() + 0.5 * DAY_MS));
    const done = await inject(user, 'POST', '/api/user/subscriptions/withdraw');
    expect(done.statusCode).toBe(200);
    // one day used: 1 998 Kč / 28 = 71,36 Kč kept, 1 926,64 Kč back to the card
    expect(done.json()).toMatchObject({ charged: 7_136, refund: { amount: 192_664 } });
    const [row] = await paymentsOf(user);
    expect(row).toMatchObject({ status: 'partially_refunded', refundedAmount: 192_664 });
    const recorded = await kit.t.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, payment.id));
    expect(recorded).toMatchObject([{ amount: 192_664, actorId: user.id }]);
    expect(await backOfficeRow(user)).toMatchObject({ refundedAmount: 192_664, refundable: 7_136 });
    const again = await kit.t.app.inject({
      method: 'POST',
      url: `/api/superadmin/users/${user.id}/payments/${payment.id}/refunds`,
      headers: { ...(await superadmin()), 'idempotency-key': randomUUID() },
      payload: { amount: 199_800, reason: 'Vrácení celé platby' },
    });
    expect(again.json()).toMatchObject({ statusCode: 400, code: 'REFUND_EXCEEDS_REMAINING' });
  });
});
