import { randomUUID } from 'node:crypto';
import * as contract from '@champions/contract';
import { bookAccount, cardTimeStep, DAY_MS } from '@champions/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  activities,
  creditLedger,
  creditNotes,
  emailOutbox,
  localProviderObjects,
  partnerOrganisationAdmins,
  paymentRefunds,
  payments,
  subscriptions,
  tickets,
  vouchers,
} from '../src/db/schema.ts';
import { jobHandlers } from '../src/jobs/scheduler.ts';
import { bookBalance } from '../src/modules/books/index.ts';
import { cardCodeAt } from '../src/modules/entries/card-code.ts';
import { appendCredit } from '../src/modules/payments/index.ts';
import { REFERRAL_REWARD_JOB } from '../src/modules/referrals/index.ts';
import { loginAs, partnerSlotsQuery } from './customers.ts';
import { cardPaymentMaker } from './refund-kit.ts';
import { type SubscriptionUser, useSubscriptionKit } from './subscription-kit.ts';
import { voucherBuyer } from './voucher-fixtures.ts';

/**
 * Every money call of the route table (`moneyWrite`), sent 20 times at once by a double-clicking
 * customer: once without an Idempotency-Key (each answer may differ, the money moves once) and once
 * with one key for all 20 (every answer is the first one). The last test checks that no money call of
 * the route table is missing here.
 */

const { kit, companySeatInvitation, setClock, newUser, confirmCard, saveCard, buy, buyWithCard, subOf } =
  useSubscriptionKit('dvojklik');
type User = SubscriptionUser;
const cardEntryPayment = cardPaymentMaker(() => kit.t, 'dvojklikvraceni');
const TIMES = 20;
const tested = new Set<contract.ApiCall>();
let partnerId: string;

beforeAll(async () => {
  const [partner] = await kit.t.db.select().from(accounts).where(eq(accounts.email, 'partner@champions.cz'));
  partnerId = partner!.id;
});

interface Variant {
  name: string;
  /** one key for all 20: every answer is the first one */
  shared: boolean;
  headers: () => Record<string, string>;
}
const VARIANTS: Variant[] = [
  { name: 'without an Idempotency-Key', shared: false, headers: () => ({}) },
  {
    name: 'with one Idempotency-Key',
    shared: true,
    headers: (() => {
      let key = '';
      return () => {
        key ||= randomUUID();
        return { 'idempotency-key': key };
      };
    })(),
  },
];

/** Sends `call` 20 times at once; with a shared key, the 20 answers must be one answer. */
async function twenty(
  user: User,
  call: contract.ApiCall,
  input: { url?: string; payload?: Record<string, unknown> },
  variant: Variant,
): Promise<LightMyRequestResponse[]> {
  tested.add(call);
  const url = input.url ?? `/api${call.path}`;
  const key = variant.headers();
  const answers = await Promise.all(
    Array.from({ length: TIMES }, () =>
      kit.t.app.inject({
        method: call.method,
        url,
        headers: { ...user.headers, ...key },
        ...(input.payload ? { payload: input.payload } : {}),
      }),
    ),
  );
  expect(answers.map((a) => a.statusCode).filter((s) => s >= 500)).toEqual([]);
  if (key['idempotency-key']) {
    const first = answers[0]!;
    for (const a of answers) {
      expect(a.statusCode).toBe(first.statusCode);
      expect(a.body).toBe(first.body);
    }
  }
  return answers;
}

const ok = (answers: LightMyRequestResponse[]) => answers.filter((a) => a.statusCode < 300).length;

/** The user's money: succeeded payments by kind, and credit ledger rows by reason. */
async function moneyOf(user: User) {
  const paid = await kit.t.db
    .select({ kind: payments.kind, total: payments.totalAmount })
    .from(payments)
    .where(and(eq(payments.userId, user.id), eq(payments.status, 'succeeded')));
  const ledger = await kit.t.db
    .select({ reason: creditLedger.reason, amount: creditLedger.amount })
    .from(creditLedger)
    .where(eq(creditLedger.userId, user.id));
  const count = <T>(rows: T[], of: (row: T) => string) =>
    rows.reduce<Record<string, number>>((all, row) => {
      all[of(row)] = (all[of(row)] ?? 0) + 1;
      return all;
    }, {});
  return { payments: count(paid, (p) => p.kind), ledger: count(ledger, (l) => l.reason) };
}

const creditsOf = async (user: User) =>
  (await kit.t.db.select({ credits: accounts.credits }).from(accounts).where(eq(accounts.id, user.id)))[0]!
    .credits;

const giveCredit = (user: User, amount: number) =>
  appendCredit(kit.t.db, { userId: user.id, amount, reason: 'adjustment', reference: randomUUID() });

const calls = contract.SUBSCRIPTION_CALLS;
const at = (start: Date, days: number) => new Date(start.getTime() + days * DAY_MS);

describe.each(VARIANTS)('20 identical money calls at once, $name', (variant) => {
  it('an open plan payment paid with a saved card from the card modal: one charge, one subscription', async () => {
    await setClock(new Date('2030-01-08T08:00:00Z'));
    const user = await newUser();
    const paymentMethodId = await saveCard(user);
    const start = await buy(user, { type: 'CHAMPIONSHIP_FLEXIBLE', areaId: kit.brno, startNow: true });
    expect(start.statusCode, start.body).toBe(200);
    const paymentId = start.json().paymentId as string;
    const answers = await twenty(
      user,
      contract.PAYMENT_CALLS.payWithSavedCard,
      { url: `/api/user/payments/${paymentId}/saved-card`, payload: { paymentMethodId } },
      variant,
    );
    expect(ok(answers)).toBeGreaterThanOrEqual(1);
    expect((await moneyOf(user)).payments).toEqual({ subscription: 1 });
    expect(await subOf(user)).toMatchObject({ currentState: 'ACTIVE' });
  });

  it('checkout with a saved card: one subscription, one charge', async () => {
    await setClock(new Date('2030-01-07T08:00:00Z'));
    const user = await newUser();
    const paymentMethodId = await saveCard(user);
    const answers = await twenty(
      user,
      calls.create,
      { payload: { type: 'CHAMPIONSHIP_FLEXIBLE', areaId: kit.brno, paymentMethodId, startNow: true } },
      variant,
    );
    expect(ok(answers)).toBe(variant.shared ? TIMES : 1);
    const live = await kit.t.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, user.id), ne(subscriptions.currentState, 'CANCELLED')));
    expect(live.map((s) => s.currentState)).toEqual(['ACTIVE']);
    expect((await moneyOf(user)).payments).toEqual({ subscription: 1 });
  });

  // corporate plan: a company's seat taken from the invitation link
  it('accepting a company seat: one company-paid subscription', async () => {
    await setClock(new Date('2030-01-07T08:00:00Z'));
    const user = await newUser();
    const token = await companySeatInvitation(user, 'Dvojklik s.r.o.');
    const answers = await twenty(
      user,
      contract.COMPANY_CALLS.acceptInvitation,
      { payload: { token } },
      variant,
    );
    expect(ok(answers)).toBe(variant.shared ? TIMES : 1);
    const live = await kit.t.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, user.id), ne(subscriptions.currentState, 'CANCELLED')));
    expect(live.map((s) => s.currentState)).toEqual(['ACTIVE']);
    expect((await moneyOf(user)).payments).toEqual({});
  });

  it("accepting a seat with the employee's share: their credit is spent only with consent, and once", async () => {
    await setClock(new Date('2030-01-07T08:00:00Z'));
    const silent = await newUser();
    await giveCredit(silent, 44_000);
    const silentToken = await companySeatInvitation(silent, 'Bez souhlasu s.r.o.', 100_000);
    await twenty(
      silent,
      contract.COMPANY_CALLS.acceptInvitation,
      { payload: { token: silentToken } },
      variant,
    );
    expect(await creditsOf(silent)).toBe(44_000);
    const agreed = await newUser();
    await giveCredit(agreed, 44_000);
    const token = await companySeatInvitation(agreed, 'Se souhlasem s.r.o.', 100_000);
    await twenty(
      agreed,
      contract.COMPANY_CALLS.acceptInvitation,
      { payload: { token, useCredits: true } },
      variant,
    );
    expect(await creditsOf(agreed)).toBe(0);
    const live = await kit.t.db
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, agreed.id), ne(subscriptions.currentState, 'CANCELLED')));
    expect(live).toHaveLength(1);
  });

  it('confirm-payment after the card modal: the first period once', async () => {
    await setClock(new Date('2030-01-07T08:00:00Z'));
    const user = await newUser();
    const start = await buy(user, { type: 'CHAMPIONSHIP_FLEXIBLE', areaId: kit.brno, startNow: true });
    await confirmCard(user, start.json().clientSecret);
    const answers = await twenty(
      user,
      calls.confirmPayment,
      { payload: { paymentIntentId: start.json().paymentIntentId } },
      variant,
    );
    expect(ok(answers)).toBe(TIMES);
    expect(await subOf(user)).toMatchObject({ currentState: 'ACTIVE', currentPeriod: 0 });
    expect((await moneyOf(user)).payments).toEqual({ subscription: 1 });
  });

  it('a yearly cancel with its fee charges the fee once; reactivation credits it back once', async () => {
    const start = new Date('2030-02-04T08:00:00Z');
    await setClock(start);
    const user = await newUser();
    await buyWithCard(user, { type: 'CHAMPIONSHIP', areaId: kit.praha, startNow: true });
    await setClock(at(start, 20));
    const cancels = await twenty(
      user,
      calls.cancel,
      { payload: { cancellationType: 'at_period_end' } },
      variant,
    );
    expect(ok(cancels)).toBe(variant.shared ? TIMES : 1);
    expect((await moneyOf(user)).payments).toEqual({ subscription: 1, catch_up_fee: 1 });
    const reactivations = await twenty(user, calls.reactivate, {}, variant);
    expect(ok(reactivations)).toBe(variant.shared ? TIMES : 1);
    expect((await moneyOf(user)).ledger).toMatchObject({ reactivation: 1 });
  });

  it('extend adds one year, however often it is sent', async () => {
    const start = new Date('2030-03-04T08:00:00Z');
    await setClock(start);
    const user = await newUser();
    await buyWithCard(user, { type: 'CHAMPIONSHIP', areaId: kit.brno, startNow: true });
    // the last 2 periods of the commitment, when a year may be added
    await setClock(at(start, 11 * 28));
    await twenty(user, calls.extend, {}, variant);
    expect((await subOf(user)).numOfPeriods).toBe(26);
  });

  it('a switch from PAYG+ to yearly charges once', async () => {
    await setClock(new Date('2030-04-01T08:00:00Z'));
    const user = await newUser();
    await buyWithCard(user, { type: 'PAYG_PLUS', startNow: true });
    const answers = await twenty(
      user,
      calls.switchPlan,
      { payload: { newType: 'CHAMPIONSHIP', newAreaId: kit.praha } },
      variant,
    );
    expect(ok(answers)).toBe(variant.shared ? TIMES : 1);
    expect((await moneyOf(user)).payments).toEqual({ subscription: 1, switch: 1 });
    expect(await subOf(user)).toMatchObject({ type: 'CHAMPIONSHIP' });
  });

  it('cancelling a pending switch returns its fee once', async () => {
    const start = new Date('2030-05-06T08:00:00Z');
    await setClock(start);
    const user = await newUser();
    await buyWithCard(user, { type: 'CHAMPIONSHIP', areaId: kit.brno, startNow: true });
    await setClock(at(start, 14));
    const toPayg = await kit.t.app.inject({
      method: 'PUT',
      url: '/api/user/subscriptions/switch-subscription',
      headers: user.headers,
      payload: { newType: 'PAYG_PLUS' },
    });
    expect(toPayg.json().subscription.switchTo).toBe('PAYG_PLUS');
    await twenty(user, calls.cancelPendingSwitch, {}, variant);
    expect((await moneyOf(user)).ledger).toMatchObject({ switch_refund: 1 });
  });

  it('a withdrawal refunds once', async () => {
    const start = new Date('2030-06-03T08:00:00Z');
    await setClock(start);
    const user = await newUser();
    await buyWithCard(user, { type: 'CHAMPIONSHIP_FLEXIBLE', areaId: kit.brno, startNow: true });
    await setClock(at(start, 3));
    const answers = await twenty(user, calls.withdraw, {}, variant);
    expect(ok(answers)).toBe(variant.shared ? TIMES : 1);
    const [paid] = await kit.t.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, user.id), eq(payments.kind, 'subscription')));
    const refunds = await kit.t.db
      .select()
      .from(localProviderObjects)
      .where(
        and(
          eq(localProviderObjects.type, 'refund'),
          sql`${localProviderObjects.data}->>'paymentIntentId' = ${paid!.providerIntentId}`,
        ),
      );
    const refunded = refunds.reduce((sum, r) => sum + (r.data as { amount: number }).amount, 0);
    expect(refunded).toBe(answers.find((a) => a.statusCode === 200)!.json().refund.amount);
  });

  it('a pause is planned once and cancelled once', async () => {
    const start = new Date('2030-07-01T08:00:00Z');
    await setClock(start);
    const user = await newUser();
    await buyWithCard(user, { type: 'CHAMPIONSHIP_FLEXIBLE', areaId: kit.brno, startNow: true });
    await setClock(at(start, 10));
    const pauses = await twenty(user, calls.pause, { payload: { periods: 1 } }, variant);
    expect(ok(pauses)).toBe(variant.shared ? TIMES : 1);
    const cancels = await twenty(user, calls.cancelPause, {}, variant);
    expect(ok(cancels)).toBe(variant.shared ? TIMES : 1);
    expect(await subOf(user)).toMatchObject({ pauseStartsAt: null });
  });

  it('an entry is bought once, cancelled once, and its credit returned once', async () => {
    await setClock(new Date('2026-11-23T09:00:00Z'));
    const user = await newUser();
    await giveCredit(user, 100_000);
    const [slot] = await partnerSlotsQuery(kit.t, partnerId, kit.t.clock.now()).limit(1).offset(8);
    const bought = await twenty(
      user,
      contract.ENTRY_CALLS.purchase,
      { payload: { timeSlotId: slot!.slotId, optionId: slot!.optionId } },
      variant,
    );
    expect(ok(bought)).toBeGreaterThanOrEqual(1);
    const live = await kit.t.db
      .select()
      .from(tickets)
      .where(and(eq(tickets.userId, user.id), eq(tickets.timeSlotId, slot!.slotId)));
    expect(live).toHaveLength(1);
    expect((await moneyOf(user)).payments).toEqual({ entry: 1 });
    const cancelled = await twenty(
      user,
      contract.ENTRY_CALLS.cancel,
      { url: `/api/user/entries/${live[0]!.id}/cancel` },
      variant,
    );
    expect(ok(cancelled)).toBe(variant.shared ? TIMES : 1);
    const [account] = await kit.t.db.select().from(accounts).where(eq(accounts.id, user.id));
    expect(account!.credits).toBe(100_000);
  });

  it('a back-office credit grant moves credit once; without an Idempotency-Key it is refused', async () => {
    await setClock(new Date('2026-11-23T09:00:00Z'));
    const user = await newUser();
    const superadmin = await loginAs(kit.t, 'superadmin', 'admin@champions.cz');
    const answers = await twenty(
      { ...user, headers: { 'x-superadmin-token': `Bearer ${superadmin}` } },
      contract.BACKOFFICE_CALLS.adjustUserCredits,
      {
        url: `/api/superadmin/users/${user.id}/credits`,
        payload: { direction: 'grant', amount: 20_000, reason: 'Omluva za výpadek' },
      },
      variant,
    );
    const [account] = await kit.t.db.select().from(accounts).where(eq(accounts.id, user.id));
    if (variant.shared) {
      expect(ok(answers)).toBe(TIMES);
      expect(account!.credits).toBe(20_000);
      expect((await moneyOf(user)).ledger).toEqual({ adjustment: 1 });
    } else {
      // nothing tells a double click from two grants: the key is required, and nothing moved
      expect(answers.map((a) => a.json().code)).toEqual(Array(TIMES).fill('IDEMPOTENCY_KEY_REQUIRED'));
      expect(account!.credits).toBe(0);
    }
  });

  it('a walk-in sale at a partner organisation’s desk starts one card payment; without a key it is refused', async () => {
    await setClock(new Date('2026-11-23T09:00:00Z'));
    const user = await newUser();
    const [organisation] = await kit.t.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, 'provozovatel@champions.cz'));
    await kit.t.db
      .insert(partnerOrganisationAdmins)
      .values({ partnerId: organisation!.id, adminId: partnerId })
      .onConflictDoNothing();
    const token = await loginAs(kit.t, 'partner', 'provozovatel@champions.cz');
    const [slot] = await partnerSlotsQuery(kit.t, partnerId, kit.t.clock.now()).limit(1).offset(2);
    const [venue] = await kit.t.db
      .select({ id: activities.venueId })
      .from(activities)
      .where(eq(activities.id, slot!.activityId));
    const answers = await twenty(
      { ...user, headers: { 'x-partner-token': `Bearer ${token}` } },
      contract.PARTNER_ORG_CALLS.walkIn,
      {
        payload: {
          venueId: venue!.id,
          timeSlotId: slot!.slotId,
          optionId: slot!.optionId,
          email: user.email,
        },
      },
      variant,
    );
    const made = await kit.t.db.select().from(payments).where(eq(payments.userId, user.id));
    if (variant.shared) {
      expect(ok(answers)).toBe(TIMES);
      expect(made).toHaveLength(1);
      expect(made[0]!.creditsUsed).toBe(0);
    } else {
      expect(answers.map((a) => a.json().code)).toEqual(Array(TIMES).fill('IDEMPOTENCY_KEY_REQUIRED'));
      expect(made).toHaveLength(0);
    }
  });

  it('a desk sale’s payment link paid by the customer 20 times at once: one charge, one ticket', async () => {
    await setClock(new Date('2026-11-23T09:00:00Z'));
    const user = await newUser();
    const [organisation] = await kit.t.db
      .select()
      .from(accounts)
      .where(eq(accounts.email, 'provozovatel@champions.cz'));
    await kit.t.db
      .insert(partnerOrganisationAdmins)
      .values({ partnerId: organisation!.id, adminId: partnerId })
      .onConflictDoNothing();
    const token = await loginAs(kit.t, 'partner', 'provozovatel@champions.cz');
    const [slot] = await partnerSlotsQuery(kit.t, partnerId, kit.t.clock.now()).limit(1).offset(3);
    const [venue] = await kit.t.db
      .select({ id: activities.venueId })
      .from(activities)
      .where(eq(activities.id, slot!.activityId));
    const sale = await kit.t.app.inject({
      method: 'POST',
      url: '/api/partner/org/reception/walk-in',
      headers: { 'x-partner-token': `Bearer ${token}`, 'idempotency-key': randomUUID() },
      payload: { venueId: venue!.id, timeSlotId: slot!.slotId, optionId: slot!.optionId, email: user.email },
    });
    expect(sale.statusCode, sale.body).toBe(202);
    const link = new URL(sale.json().sale.payUrl).pathname.split('/').pop()!;
    const view = await kit.t.app.inject({ method: 'GET', url: `/api/pay/walk-in/${link}` });
    // the customer's own phone: no account's token, only the link
    const answers = await twenty(
      { ...user, headers: {} },
      contract.WALK_IN_PAY_CALLS.card,
      {
        url: `/api/pay/walk-in/${link}/card`,
        payload: {
          clientSecret: view.json().payment.clientSecret,
          card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
        },
      },
      variant,
    );
    expect(answers.map((a) => a.json().status)).toEqual(Array(TIMES).fill('succeeded'));
    expect((await moneyOf(user)).payments).toEqual({ entry: 1 });
    const sold = await kit.t.db.select().from(tickets).where(eq(tickets.userId, user.id));
    expect(sold).toHaveLength(1);
  });

  it('a back-office void of a scan gives the entry back once', async () => {
    await setClock(new Date('2026-11-23T09:00:00Z'));
    const user = await newUser();
    await giveCredit(user, 100_000);
    const [slot] = await partnerSlotsQuery(kit.t, partnerId, kit.t.clock.now()).limit(1).offset(10);
    const bought = await kit.t.app.inject({
      method: 'POST',
      url: '/api/user/entries',
      headers: user.headers,
      payload: { timeSlotId: slot!.slotId, optionId: slot!.optionId },
    });
    expect(bought.statusCode).toBe(201);
    const card = (
      await kit.t.app.inject({ method: 'GET', url: '/api/user/card', headers: user.headers })
    ).json();
    const staff = await loginAs(kit.t, 'staff', 'recepce@champions.cz');
    const scanned = await kit.t.app.inject({
      method: 'POST',
      url: '/api/staff/entries/scan',
      headers: { 'x-staff-token': `Bearer ${staff}` },
      // the slot is later, not on now: the reception confirms the ticket
      payload: {
        code: `CH1.${card.userId}.${cardCodeAt(card.secret, cardTimeStep(kit.t.clock.now()))}`,
        confirmTicketId: bought.json().entry.id,
      },
    });
    expect(scanned.json()).toMatchObject({ admitted: true });
    const superadmin = await loginAs(kit.t, 'superadmin', 'admin@champions.cz');
    const voided = await twenty(
      { ...user, headers: { 'x-superadmin-token': `Bearer ${superadmin}` } },
      contract.BACKOFFICE_ENTRY_CALLS.void,
      {
        url: `/api/superadmin/entries/${scanned.json().entryId}/void`,
        payload: { reason: 'Naskenováno omylem dvakrát' },
      },
      variant,
    );
    expect(ok(voided)).toBe(variant.shared ? TIMES : 1);
    const [account] = await kit.t.db.select().from(accounts).where(eq(accounts.id, user.id));
    expect(account!.credits).toBe(100_000);
  });

  // gift vouchers
  it('a voucher bought by card is bought once; without a key the purchase is refused', async () => {
    await setClock(new Date('2026-11-23T09:00:00Z'));
    const user = await newUser();
    const paymentMethodId = await saveCard(user);
    const answers = await twenty(
      user,
      contract.VOUCHER_CALLS.buy,
      { payload: { amount: 40_000, recipientName: 'Jana', deliveryDate: '2026-11-30', paymentMethodId } },
      variant,
    );
    const bought = await kit.t.db.select().from(vouchers).where(eq(vouchers.buyerId, user.id));
    if (variant.shared) {
      expect(ok(answers)).toBe(TIMES);
      expect(bought).toHaveLength(1);
      expect((await moneyOf(user)).payments).toEqual({ voucher: 1 });
    } else {
      expect(answers.map((a) => a.json().code)).toEqual(Array(TIMES).fill('IDEMPOTENCY_KEY_REQUIRED'));
      expect(bought).toHaveLength(0);
    }
  });

  it('a voucher redeemed 20 times at once is credited once', async () => {
    await setClock(new Date('2026-11-23T09:00:00Z'));
    const { voucher } = await voucherBuyer(() => kit.t, 'dvojklik-poukaz')();
    const friend = await newUser();
    const answers = await twenty(
      friend,
      contract.VOUCHER_CALLS.redeem,
      { payload: { code: voucher.code } },
      variant,
    );
    expect(ok(answers)).toBe(variant.shared ? TIMES : 1);
    expect((await moneyOf(friend)).ledger).toEqual({ voucher: 1 });
    expect(await creditsOf(friend)).toBe(50_000);
  });

  it('a voucher withdrawn 20 times at once is refunded once', async () => {
    await setClock(new Date('2026-11-23T09:00:00Z'));
    const { buyer, headers, voucher } = await voucherBuyer(() => kit.t, 'dvojklik-odstoupeni')();
    const answers = await twenty(
      { ...buyer, headers } as unknown as User,
      contract.VOUCHER_CALLS.withdraw,
      { url: `/api/user/vouchers/${voucher.id}/withdraw` },
      variant,
    );
    expect(ok(answers)).toBe(variant.shared ? TIMES : 1);
    const [payment] = await kit.t.db.select().from(payments).where(eq(payments.userId, buyer.id));
    expect(payment!.status).toBe('refunded');
    expect(await bookBalance(kit.t.db, bookAccount.provider(payment!.id))).toBe(0);
  });

  it('a back-office void of a voucher refunds it once', async () => {
    await setClock(new Date('2026-11-23T09:00:00Z'));
    const { buyer, voucher } = await voucherBuyer(() => kit.t, 'dvojklik-zruseni')();
    const superadmin = await loginAs(kit.t, 'superadmin', 'admin@champions.cz');
    const answers = await twenty(
      { ...buyer, headers: { 'x-superadmin-token': `Bearer ${superadmin}` } } as unknown as User,
      contract.VOUCHER_CALLS.backofficeVoid,
      { url: `/api/superadmin/vouchers/${voucher.id}/void` },
      variant,
    );
    expect(ok(answers)).toBe(variant.shared ? TIMES : 1);
    const [payment] = await kit.t.db.select().from(payments).where(eq(payments.userId, buyer.id));
    expect(payment!.status).toBe('refunded');
    expect(await bookBalance(kit.t.db, bookAccount.provider(payment!.id))).toBe(0);
  });

  it('a back-office refund of a card payment refunds once, with one credit note and one mail; without a key it is refused', async () => {
    await setClock(new Date('2026-11-23T09:00:00Z'));
    const { user, payment } = await cardEntryPayment();
    const superadmin = await loginAs(kit.t, 'superadmin', 'admin@champions.cz');
    const answers = await twenty(
      { ...user, headers: { 'x-superadmin-token': `Bearer ${superadmin}` } } as unknown as User,
      contract.REFUND_CALLS.refund,
      {
        url: `/api/superadmin/users/${user.id}/payments/${payment.id}/refunds`,
        payload: { amount: 1_000, reason: 'Lekce byla zkrácena' },
      },
      variant,
    );
    const refunds = await kit.t.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, payment.id));
    const notes = await kit.t.db.select().from(creditNotes).where(eq(creditNotes.paymentId, payment.id));
    const mails = await kit.t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, user.email), eq(emailOutbox.template, 'payment_credit_note')));
    if (variant.shared) {
      expect(ok(answers)).toBe(TIMES);
      expect([refunds.length, notes.length, mails.length]).toEqual([1, 1, 1]);
    } else {
      expect(answers.map((a) => a.json().code)).toEqual(Array(TIMES).fill('IDEMPOTENCY_KEY_REQUIRED'));
      expect([refunds.length, notes.length, mails.length]).toEqual([0, 0, 0]);
    }
  });

  // referral rewards
  it('a referee’s first card purchase, once used, rewards once; a back-office revoke takes both rewards back once', async () => {
    await setClock(new Date('2026-11-23T09:00:00Z'));
    const referrer = await newUser();
    const referee = await newUser('Petra Svobodová');
    await kit.t.db.update(accounts).set({ referredById: referrer.id }).where(eq(accounts.id, referee.id));
    const paymentMethodId = await saveCard(referee);
    const [slot] = await partnerSlotsQuery(kit.t, partnerId, kit.t.clock.now()).limit(1).offset(11);
    await twenty(
      referee,
      contract.ENTRY_CALLS.purchase,
      { payload: { timeSlotId: slot!.slotId, optionId: slot!.optionId, paymentMethodId } },
      variant,
    );
    // the entry used at the door earns the reward; the job deciding it runs 20 times at once
    await setClock(slot!.startsAt);
    const card = (
      await kit.t.app.inject({ method: 'GET', url: '/api/user/card', headers: referee.headers })
    ).json();
    const staff = await loginAs(kit.t, 'staff', 'recepce@champions.cz');
    const scanned = await kit.t.app.inject({
      method: 'POST',
      url: '/api/staff/entries/scan',
      headers: { 'x-staff-token': `Bearer ${staff}` },
      payload: { code: `CH1.${card.userId}.${cardCodeAt(card.secret, cardTimeStep(kit.t.clock.now()))}` },
    });
    expect(scanned.json()).toMatchObject({ admitted: true });
    const decide = jobHandlers(kit.t.app, kit.t.clock)[REFERRAL_REWARD_JOB]!;
    await Promise.all(Array.from({ length: TIMES }, () => decide({})));
    expect((await moneyOf(referrer)).ledger).toEqual({ referral: 1 });
    expect((await moneyOf(referee)).ledger).toMatchObject({ referral: 1 });
    const superadmin = await loginAs(kit.t, 'superadmin', 'admin@champions.cz');
    const revoked = await twenty(
      { ...referee, headers: { 'x-superadmin-token': `Bearer ${superadmin}` } },
      contract.REFERRAL_CALLS.revoke,
      {
        url: `/api/superadmin/referrals/${referee.id}/revoke`,
        payload: { reason: 'Podvodné doporučení' },
      },
      variant,
    );
    expect(ok(revoked)).toBe(variant.shared ? TIMES : 1);
    expect((await moneyOf(referrer)).ledger).toEqual({ referral: 1, referral_reversal: 1 });
    const [account] = await kit.t.db.select().from(accounts).where(eq(accounts.id, referrer.id));
    expect(account!.credits).toBe(0);
  });

  it('an abandoned card payment gives its held credit back once', async () => {
    await setClock(new Date('2026-11-23T09:00:00Z'));
    const user = await newUser();
    await giveCredit(user, 100);
    const [slot] = await partnerSlotsQuery(kit.t, partnerId, kit.t.clock.now()).limit(1).offset(9);
    const started = await kit.t.app.inject({
      method: 'POST',
      url: '/api/user/entries',
      headers: user.headers,
      payload: { timeSlotId: slot!.slotId, optionId: slot!.optionId },
    });
    expect(started.statusCode).toBe(202);
    const paymentId = started.json().payment.paymentId as string;
    await twenty(
      user,
      contract.PAYMENT_CALLS.cancelPayment,
      { url: `/api/user/payments/${paymentId}/cancel` },
      variant,
    );
    const [account] = await kit.t.db.select().from(accounts).where(eq(accounts.id, user.id));
    expect(account!.credits).toBe(100);
  });

  it('a back-office suspension of a partner returns a future entry as credits once', async () => {
    await setClock(new Date('2026-11-23T09:00:00Z'));
    const user = await newUser();
    await giveCredit(user, 100_000);
    const [slot] = await partnerSlotsQuery(kit.t, partnerId, at(kit.t.clock.now(), 1)).limit(1).offset(12);
    const bought = await kit.t.app.inject({
      method: 'POST',
      url: '/api/user/entries',
      headers: user.headers,
      payload: { timeSlotId: slot!.slotId, optionId: slot!.optionId },
    });
    expect(bought.statusCode).toBe(201);
    const superadmin = await loginAs(kit.t, 'superadmin', 'admin@champions.cz');
    const suspended = await twenty(
      { ...user, headers: { 'x-superadmin-token': `Bearer ${superadmin}` } },
      contract.BACKOFFICE_PARTNER_CALLS.suspend,
      { url: `/api/superadmin/admins/${partnerId}/suspend`, payload: { reason: 'Porušení podmínek' } },
      variant,
    );
    expect(ok(suspended)).toBe(TIMES);
    expect(suspended.filter((a) => a.json().cancelledTickets > 0).length).toBe(variant.shared ? TIMES : 1);
    const [account] = await kit.t.db.select().from(accounts).where(eq(accounts.id, user.id));
    expect(account!.credits).toBe(100_000);
    expect((await moneyOf(user)).ledger).toMatchObject({ refund: 1 });
    // the partner sells again for the tests that follow
    const lifted = await kit.t.app.inject({
      method: 'POST',
      url: `/api/superadmin/admins/${partnerId}/lift-suspension`,
      headers: { 'x-superadmin-token': `Bearer ${superadmin}` },
      payload: { reason: 'Konec testu' },
    });
    expect(lifted.statusCode).toBe(200);
  });
});

describe('a partner’s own system cancels a slot 20 times at once (the partner API, a write key)', () => {
  it('cancels it once: each customer’s price comes back once, as the panel’s cancellation returns it', async () => {
    await setClock(new Date('2026-11-23T09:00:00Z'));
    const partner = await loginAs(kit.t, 'admin', 'partner@champions.cz');
    const made = await kit.t.app.inject({
      method: 'POST',
      url: '/api/admin/api-keys',
      headers: { 'x-admin-token': `Bearer ${partner}` },
      payload: { name: 'Souběh', scope: 'write' },
    });
    const bearer = { authorization: `Bearer ${made.json().key}` };
    const [some] = await partnerSlotsQuery(kit.t, partnerId, kit.t.clock.now()).limit(1);
    // a slot of its own, so no other test's bookings are in it
    const slot = await kit.t.app.inject({
      method: 'POST',
      url: '/api/partner-api/slots',
      headers: bearer,
      payload: {
        activityId: some!.activityId,
        date: '2026-12-20',
        time: '06:40',
        durationMinutes: 60,
        capacity: 10,
      },
    });
    expect(slot.statusCode, slot.body).toBe(201);
    const customers = [await newUser(), await newUser(), await newUser()];
    for (const customer of customers) {
      await giveCredit(customer, 100_000);
      const bought = await kit.t.app.inject({
        method: 'POST',
        url: '/api/user/entries',
        headers: customer.headers,
        payload: { timeSlotId: slot.json().id, optionId: some!.optionId },
      });
      expect(bought.statusCode, bought.body).toBe(201);
    }
    const cancelled = await twenty(
      { ...customers[0]!, headers: bearer },
      contract.PARTNER_API_WRITE_CALLS.cancelSlot,
      { url: `/api/partner-api/slots/${slot.json().id}/cancel` },
      VARIANTS[0]!,
    );
    expect(ok(cancelled)).toBe(1);
    for (const customer of customers) {
      expect(await creditsOf(customer)).toBe(100_000);
      expect((await moneyOf(customer)).ledger).toMatchObject({ slot_cancelled: 1 });
    }
  });
});

describe('the route table', () => {
  it('has no money call without a test above', () => {
    const moneyCalls = Object.entries(contract)
      .filter(([name]) => name.endsWith('_CALLS'))
      .flatMap(([, table]) => Object.values(table as Record<string, contract.ApiCall>))
      .filter((call) => call.moneyWrite);
    const missing = moneyCalls.filter((call) => !tested.has(call)).map((c) => `${c.method} ${c.path}`);
    expect(missing).toEqual([]);
    expect(moneyCalls.length).toBeGreaterThanOrEqual(13);
  });
});
