import { DAY_MS } from '@champions/domain';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, jobs, localProviderObjects, payments, receipts } from '../src/db/schema.ts';
import { runDueJobs } from '../src/jobs/queue.ts';
import { jobHandlers } from '../src/jobs/scheduler.ts';
import type { LocalPaymentProvider } from '../src/modules/payments/index.ts';
import type { TestApp } from './harness.ts';
import { type SubscriptionUser, useSubscriptionKit } from './subscription-kit.ts';

/**
 * A switch whose charge succeeds at the card provider while our side never commits it (the process
 * killed, the connection dropped): the charge is settled later by the payments reconcile job. The
 * crash is simulated as in payments.test.ts: a handler in the payment's own transaction throws, so
 * the provider has charged the card and the payment row is left open.
 */
const { kit, setClock, newUser, buyWithCard, put, subOf } = useSubscriptionKit('zmenaplanu');
let t: TestApp;
let brno: string;
/** while true, every transaction that would record a switch charge as paid fails */
let crashing = false;

beforeAll(() => {
  t = kit.t;
  brno = kit.brno;
  t.app.payments.onPaymentPaid(async (_tx, payment) => {
    if (crashing && payment.kind === 'switch') throw new Error('simulated crash before the commit');
  });
});

const local = () => t.app.payments.provider as LocalPaymentProvider;

const switchPayments = async (user: SubscriptionUser) =>
  t.db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, user.id), eq(payments.kind, 'switch')));

/** The flexible Brno plan of a new customer, 14 days into its first period, with its card kept. */
async function flexibleBrno(start: Date): Promise<SubscriptionUser> {
  await setClock(start);
  const user = await newUser();
  await buyWithCard(user, { type: 'CHAMPIONSHIP_FLEXIBLE', areaId: brno, startNow: true });
  await setClock(new Date(start.getTime() + 14 * DAY_MS));
  return user;
}

/** Asks for the switch to all locations (charged at once) while the commit of its charge is lost; answers the open charge. */
async function switchLost(user: SubscriptionUser) {
  crashing = true;
  try {
    const answer = await put(user, 'switch-subscription', {
      newType: 'CHAMPIONSHIP_FLEXIBLE',
      newAreaId: null,
    });
    expect(answer.statusCode).toBe(500);
  } finally {
    crashing = false;
  }
  const [charge] = await switchPayments(user);
  expect(charge!.status).not.toBe('succeeded');
  expect(await local().chargeCount(charge!.providerIntentId!)).toBe(1);
  return charge!;
}

/** The reconcile job (twice, as its schedule would) and every job it queued, then a card-modal sync too. */
async function settle(user: SubscriptionUser, paymentId: string) {
  t.clock.advance(2 * 60_000);
  await t.app.payments.reconcile();
  await t.app.payments.reconcile();
  await runDueJobs(t.db, jobHandlers(t.app), t.clock.now(), (error) => {
    throw error;
  });
  await t.app.inject({ method: 'POST', url: `/api/user/payments/${paymentId}/sync`, headers: user.headers });
  await t.app.payments.reconcile();
  await runDueJobs(t.db, jobHandlers(t.app), t.clock.now(), (error) => {
    throw error;
  });
}

describe('a switch charge that succeeds late (after a crash)', () => {
  it('is fulfilled by the reconcile job: the switch is applied, once, as it was asked', async () => {
    const user = await flexibleBrno(new Date('2029-03-01T08:00:00Z'));
    const before = await subOf(user);
    const charge = await switchLost(user);
    expect(await subOf(user)).toEqual(before);

    await settle(user, charge.id);
    const after = await subOf(user);
    expect(after).toMatchObject({ type: 'CHAMPIONSHIP_FLEXIBLE', areaId: null, currentPeriod: 0 });
    expect(after.subscribedPrice).toBeGreaterThan(before.subscribedPrice);
    const [paid] = await switchPayments(user);
    expect(paid).toMatchObject({ status: 'succeeded', refundedAmount: 0, totalAmount: charge.totalAmount });
    expect(await local().chargeCount(paid!.providerIntentId!)).toBe(1);
    expect(await t.db.select().from(receipts).where(eq(receipts.paymentId, paid!.id))).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(jobs)
        .where(eq(jobs.dedupeKey, `payments.return:${paid!.id}`)),
    ).toEqual([]);
    // settled again: nothing changes any more
    await settle(user, charge.id);
    expect(await subOf(user)).toEqual(after);
  });

  it('gives the money back, once, when the plan changed before the charge was settled', async () => {
    const user = await flexibleBrno(new Date('2029-05-01T08:00:00Z'));
    const charge = await switchLost(user);
    t.clock.advance(60_000);
    const cancelled = await put(user, 'cancel-subscription', { cancellationType: 'at_period_end' });
    expect(cancelled.statusCode).toBe(200);
    const before = await subOf(user);

    await settle(user, charge.id);
    await settle(user, charge.id);
    expect(await subOf(user)).toMatchObject({
      type: 'CHAMPIONSHIP_FLEXIBLE',
      areaId: brno,
      cancelAtPeriodEnd: true,
      subscribedPrice: before.subscribedPrice,
    });
    const [returned] = await switchPayments(user);
    expect(returned).toMatchObject({ status: 'refunded' });
    const refunds = (
      await t.db.select().from(localProviderObjects).where(eq(localProviderObjects.type, 'refund'))
    )
      .map((row) => row.data as { paymentIntentId: string; amount: number })
      .filter((refund) => refund.paymentIntentId === returned!.providerIntentId);
    expect(refunds.map((refund) => refund.amount)).toEqual([charge.amount]);
    expect(await local().chargeCount(returned!.providerIntentId!)).toBe(1);
  });

  it('refuses a second switch while the first one’s charge is unresolved, and charges nothing', async () => {
    const user = await flexibleBrno(new Date('2029-07-01T08:00:00Z'));
    const charge = await switchLost(user);
    const second = await put(user, 'switch-subscription', {
      newType: 'CHAMPIONSHIP_FLEXIBLE',
      newAreaId: null,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'SUBSCRIPTION_SWITCH_IN_PROGRESS',
      message: expect.stringContaining('změn'),
    });
    expect(await switchPayments(user)).toHaveLength(1);

    // once settled, the first switch is in effect, paid once
    await settle(user, charge.id);
    expect(await subOf(user)).toMatchObject({ type: 'CHAMPIONSHIP_FLEXIBLE', areaId: null });
    const [paid] = await switchPayments(user);
    expect(paid).toMatchObject({ id: charge.id, status: 'succeeded', refundedAmount: 0 });
  });
});

describe('a switch paid, put into effect, and then changed again by a switch that costs nothing', () => {
  it('stays fulfilled in the audit (the switch it paid is on record), and the back office sees both switches', async () => {
    const start = new Date('2029-09-01T08:00:00Z');
    const user = await flexibleBrno(start);
    // to all locations: charged at once and in effect at once
    const up = await put(user, 'switch-subscription', { newType: 'CHAMPIONSHIP_FLEXIBLE', newAreaId: null });
    expect(up.statusCode).toBe(200);
    const [paid] = await switchPayments(user);
    expect(paid).toMatchObject({ status: 'succeeded' });
    // then to the yearly plan at the period end: nothing to pay
    const yearly = await put(user, 'switch-subscription', { newType: 'CHAMPIONSHIP', newAreaId: null });
    expect(yearly.statusCode).toBe(200);
    expect(await switchPayments(user)).toHaveLength(1);
    // the period ends, the yearly plan starts; an hour and more later the audit looks at the charge
    await setClock(new Date(start.getTime() + 29 * DAY_MS));
    await kit.runBillingWorker();
    expect(await subOf(user)).toMatchObject({ type: 'CHAMPIONSHIP', areaId: null });
    t.clock.advance(2 * 3_600_000);
    const { auditMoney } = await import('../src/modules/payments/index.ts');
    expect(await auditMoney(t.db, { now: t.clock.now() })).toEqual([]);
    const switches = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, user.id), like(auditLog.action, 'subscription.switch%')));
    expect(switches.map((entry) => entry.action).sort()).toEqual([
      'subscription.switch',
      'subscription.switch',
      'subscription.switch_applied',
    ]);
    expect(
      switches.find((entry) => (entry.data as { paymentId?: string }).paymentId === paid!.id),
    ).toMatchObject({
      data: { effective: 'immediately', to: { type: 'CHAMPIONSHIP_FLEXIBLE', areaId: null } },
    });
    // planted: without the record of the switch it paid, the charge bought nothing the books can see
    await t.db
      .delete(auditLog)
      .where(and(eq(auditLog.targetId, user.id), eq(auditLog.action, 'subscription.switch')));
    expect(await auditMoney(t.db, { now: t.clock.now() })).toEqual([
      expect.objectContaining({ invariant: 'captured_payment_unfulfilled', ids: [paid!.id] }),
    ]);
    // put back, as it was: the file's own audit at the end finds nothing
    await t.db
      .insert(auditLog)
      .values(
        switches
          .filter((entry) => entry.action === 'subscription.switch')
          .map(({ id: _id, ...entry }) => entry),
      );
    expect(await auditMoney(t.db, { now: t.clock.now() })).toEqual([]);
  });
});
