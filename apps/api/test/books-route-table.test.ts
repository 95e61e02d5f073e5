import { randomUUID } from 'node:crypto';
import * as contract from '@champions/contract';
import { cardTimeStep, DAY_MS } from '@champions/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accounts, activities, journalEntries, partnerOrganisationAdmins } from '../src/db/schema.ts';
import { jobHandlers } from '../src/jobs/scheduler.ts';
import { cardCodeAt } from '../src/modules/entries/card-code.ts';
import { appendCredit } from '../src/modules/payments/index.ts';
import { REFERRAL_REWARD_JOB } from '../src/modules/referrals/index.ts';
import { loginAs, partnerSlotsQuery } from './customers.ts';
import { cardPaymentMaker } from './refund-kit.ts';
import { type Operation, openApiOperations } from './route-table-kit.ts';
import { type SubscriptionUser, useSubscriptionKit } from './subscription-kit.ts';
import { voucherBuyer } from './voucher-fixtures.ts';

/**
 * Every money route of the app (its OpenAPI operation is marked `x-money-call` by routeMoneyCall) posts
 * to the books when it succeeds: the journal grows. The routes come from the app itself, so a new money
 * call fails here, named by its method and URL, until it has a succeeding request below and posts.
 * A success that legitimately posts nothing says so in `postsNothing`, with the reason; the test then
 * checks that it really posted nothing, so the reason cannot go stale.
 */

const { kit, companySeatInvitation, setClock, newUser, saveCard, buy, buyWithCard, put } =
  useSubscriptionKit('knihytrasy');
const cardEntryPayment = cardPaymentMaker(() => kit.t, 'knihytrasykarta');

interface MoneyRequest {
  url: string;
  headers: Record<string, string>;
  payload?: Record<string, unknown>;
  /** puts back what the request changed for the others (a suspended partner sells again) */
  after?: () => Promise<void>;
}
interface MoneyExample {
  /** prepares the state the call succeeds in and answers the request */
  request: () => Promise<MoneyRequest>;
  /** why this success posts nothing (a request that moves money is preferred) */
  postsNothing?: string;
}

let partnerId: string;
beforeAll(async () => {
  const [partner] = await kit.t.db.select().from(accounts).where(eq(accounts.email, 'partner@champions.cz'));
  partnerId = partner!.id;
});

const journalSize = async () =>
  (await kit.t.db.select({ n: sql<number>`count(*)::int` }).from(journalEntries))[0]!.n;
const giveCredit = (user: SubscriptionUser, amount: number) =>
  appendCredit(kit.t.db, { userId: user.id, amount, reason: 'adjustment', reference: randomUUID() });
const superadminHeaders = async () => ({
  'x-superadmin-token': `Bearer ${await loginAs(kit.t, 'superadmin', 'admin@champions.cz')}`,
  'idempotency-key': randomUUID(),
});
const at = (start: Date, days: number) => new Date(start.getTime() + days * DAY_MS);
let slotOffset = 0;
const nextSlot = async () =>
  (await partnerSlotsQuery(kit.t, partnerId, kit.t.clock.now()).limit(1).offset(slotOffset++))[0]!;

/** A customer with credit who bought an entry with it; answers the user and the ticket id. */
async function entryBoughtWithCredit() {
  await setClock(new Date('2026-11-23T09:00:00Z'));
  const user = await newUser();
  await giveCredit(user, 100_000);
  const slot = await nextSlot();
  const bought = await kit.t.app.inject({
    method: 'POST',
    url: '/api/user/entries',
    headers: user.headers,
    payload: { timeSlotId: slot.slotId, optionId: slot.optionId },
  });
  expect(bought.statusCode, bought.body).toBe(201);
  return { user, slot, ticketId: bought.json().entry.id as string };
}

async function scanCode(user: SubscriptionUser) {
  const card = (
    await kit.t.app.inject({ method: 'GET', url: '/api/user/card', headers: user.headers })
  ).json();
  return `CH1.${card.userId}.${cardCodeAt(card.secret, cardTimeStep(kit.t.clock.now()))}`;
}

async function scan(user: SubscriptionUser, confirmTicketId?: string) {
  const staff = await loginAs(kit.t, 'staff', 'recepce@champions.cz');
  const scanned = await kit.t.app.inject({
    method: 'POST',
    url: '/api/staff/entries/scan',
    headers: { 'x-staff-token': `Bearer ${staff}` },
    payload: { code: await scanCode(user), ...(confirmTicketId ? { confirmTicketId } : {}) },
  });
  expect(scanned.json()).toMatchObject({ admitted: true });
  return scanned.json().entryId as string;
}

/** A yearly plan bought by card on `start`, the clock then `days` later. */
async function yearlyPlan(start: Date, days: number) {
  await setClock(start);
  const user = await newUser();
  await buyWithCard(user, { type: 'CHAMPIONSHIP', areaId: kit.brno, startNow: true });
  await setClock(at(start, days));
  return user;
}

const subscriptionCall = (user: SubscriptionUser, path: string, payload?: Record<string, unknown>) => ({
  url: `/api/user/subscriptions/${path}`,
  headers: { ...user.headers, 'idempotency-key': randomUUID() },
  ...(payload ? { payload } : {}),
});

/** A succeeding request of every money route, by `METHOD /api/path` as the OpenAPI document names it. */
const EXAMPLES: Record<string, MoneyExample> = {
  'POST /api/user/subscriptions': {
    // with a saved card the first period is charged at once: the capture posts
    request: async () => {
      await setClock(new Date('2030-01-07T08:00:00Z'));
      const user = await newUser();
      const paymentMethodId = await saveCard(user);
      return {
        url: '/api/user/subscriptions',
        headers: { ...user.headers, 'idempotency-key': randomUUID() },
        payload: { type: 'CHAMPIONSHIP_FLEXIBLE', areaId: kit.brno, paymentMethodId, startNow: true },
      };
    },
  },
  'POST /api/user/subscriptions/confirm-payment': {
    request: async () => {
      await setClock(new Date('2030-01-14T08:00:00Z'));
      const user = await newUser();
      const start = await buy(user, { type: 'CHAMPIONSHIP_FLEXIBLE', areaId: kit.brno, startNow: true });
      expect(start.statusCode, start.body).toBe(200);
      // the card is confirmed at the provider; our side learns of it from confirm-payment
      await kit.t.app.inject({
        method: 'POST',
        url: '/api/user/payments/local/confirm',
        headers: user.headers,
        payload: {
          clientSecret: start.json().clientSecret,
          card: { number: '4242424242424242', expMonth: 12, expYear: 2035, cvc: '123' },
        },
      });
      return subscriptionCall(user, 'confirm-payment', { paymentIntentId: start.json().paymentIntentId });
    },
    postsNothing:
      'the card form’s confirmation already applied the payment and posted its capture; confirm-payment only reads the state it left',
  },
  'POST /api/user/payments/{paymentId}/saved-card': {
    // a plan's open first payment paid with the card saved before: the capture posts
    request: async () => {
      await setClock(new Date('2030-01-21T08:00:00Z'));
      const user = await newUser();
      const paymentMethodId = await saveCard(user);
      const start = await buy(user, { type: 'CHAMPIONSHIP_FLEXIBLE', areaId: kit.brno, startNow: true });
      expect(start.statusCode, start.body).toBe(200);
      return {
        url: `/api/user/payments/${start.json().paymentId}/saved-card`,
        headers: { ...user.headers, 'idempotency-key': randomUUID() },
        payload: { paymentMethodId },
      };
    },
  },
  'PUT /api/user/subscriptions/cancel-subscription': {
    // a yearly plan cancelled at the period end pays its catch-up fee by card
    request: async () =>
      subscriptionCall(await yearlyPlan(new Date('2030-02-04T08:00:00Z'), 20), 'cancel-subscription', {
        cancellationType: 'at_period_end',
      }),
  },
  'PUT /api/user/subscriptions/reactivate-subscription': {
    // the catch-up fee comes back as credit
    request: async () => {
      const user = await yearlyPlan(new Date('2030-02-11T08:00:00Z'), 20);
      const cancelled = await put(user, 'cancel-subscription', { cancellationType: 'at_period_end' });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      return subscriptionCall(user, 'reactivate-subscription');
    },
  },
  'PUT /api/user/subscriptions/extend-subscription': {
    request: async () =>
      // in the last 2 periods of the commitment, when a year may be added
      subscriptionCall(await yearlyPlan(new Date('2030-03-04T08:00:00Z'), 11 * 28), 'extend-subscription'),
    postsNothing: 'it only adds a year of periods; each is charged (and posted) when it is billed',
  },
  'PUT /api/user/subscriptions/switch-subscription': {
    // from PAYG+ to a yearly plan: the switch is charged to the card
    request: async () => {
      await setClock(new Date('2030-04-01T08:00:00Z'));
      const user = await newUser();
      await buyWithCard(user, { type: 'PAYG_PLUS', startNow: true });
      return subscriptionCall(user, 'switch-subscription', { newType: 'CHAMPIONSHIP', newAreaId: kit.praha });
    },
  },
  'PUT /api/user/subscriptions/cancel-pending-switch': {
    // the catch-up fee paid for the planned switch comes back as credit
    request: async () => {
      const user = await yearlyPlan(new Date('2030-05-06T08:00:00Z'), 14);
      const toPayg = await put(user, 'switch-subscription', { newType: 'PAYG_PLUS' });
      expect(toPayg.json().subscription.switchTo).toBe('PAYG_PLUS');
      return subscriptionCall(user, 'cancel-pending-switch');
    },
  },
  'POST /api/user/subscriptions/withdraw': {
    // within 14 days: the unused part goes back to the card
    request: async () => {
      const start = new Date('2030-06-03T08:00:00Z');
      await setClock(start);
      const user = await newUser();
      await buyWithCard(user, { type: 'CHAMPIONSHIP_FLEXIBLE', areaId: kit.brno, startNow: true });
      await setClock(at(start, 3));
      return subscriptionCall(user, 'withdraw');
    },
  },
  'PUT /api/user/subscriptions/pause-subscription': {
    request: async () => {
      await setClock(new Date('2030-07-01T08:00:00Z'));
      const user = await newUser();
      await buyWithCard(user, { type: 'CHAMPIONSHIP_FLEXIBLE', areaId: kit.brno, startNow: true });
      await setClock(new Date('2030-07-11T08:00:00Z'));
      return subscriptionCall(user, 'pause-subscription', { periods: 1 });
    },
    postsNothing: 'a pause moves no money: it moves the next billing date, and that charge posts',
  },
  'PUT /api/user/subscriptions/cancel-pause': {
    request: async () => {
      await setClock(new Date('2030-08-05T08:00:00Z'));
      const user = await newUser();
      await buyWithCard(user, { type: 'CHAMPIONSHIP_FLEXIBLE', areaId: kit.brno, startNow: true });
      await setClock(new Date('2030-08-15T08:00:00Z'));
      const paused = await put(user, 'pause-subscription', { periods: 1 });
      expect(paused.statusCode, paused.body).toBe(200);
      return subscriptionCall(user, 'cancel-pause');
    },
    postsNothing: 'cancelling a planned pause moves no money, as planning it moved none',
  },
  'POST /api/user/entries': {
    // paid with credit: the credit spend posts
    request: async () => {
      await setClock(new Date('2026-11-23T09:00:00Z'));
      const user = await newUser();
      await giveCredit(user, 100_000);
      const slot = await nextSlot();
      return {
        url: '/api/user/entries',
        headers: { ...user.headers, 'idempotency-key': randomUUID() },
        payload: { timeSlotId: slot.slotId, optionId: slot.optionId },
      };
    },
  },
  'POST /api/user/entries/{id}/cancel': {
    // the credit comes back
    request: async () => {
      const { user, ticketId } = await entryBoughtWithCredit();
      return { url: `/api/user/entries/${ticketId}/cancel`, headers: user.headers };
    },
  },
  'POST /api/user/payments/{paymentId}/cancel': {
    // an abandoned card payment gives back the credit it held
    request: async () => {
      await setClock(new Date('2026-11-23T09:00:00Z'));
      const user = await newUser();
      await giveCredit(user, 100);
      const slot = await nextSlot();
      const started = await kit.t.app.inject({
        method: 'POST',
        url: '/api/user/entries',
        headers: user.headers,
        payload: { timeSlotId: slot.slotId, optionId: slot.optionId },
      });
      expect(started.statusCode, started.body).toBe(202);
      return { url: `/api/user/payments/${started.json().payment.paymentId}/cancel`, headers: user.headers };
    },
  },
  'POST /api/user/company-seats/accept': {
    request: async () => {
      await setClock(new Date('2030-01-07T08:00:00Z'));
      const user = await newUser();
      // the company pays 1 000 Kč of the period, the employee the rest: from her credit, as she agreed
      await appendCredit(kit.t.db, {
        userId: user.id,
        amount: 80_000,
        reason: 'adjustment',
        reference: user.email,
      });
      const token = await companySeatInvitation(user, 'Knihy s.r.o.', 100_000);
      return {
        url: '/api/user/company-seats/accept',
        headers: { ...user.headers, 'idempotency-key': randomUUID() },
        payload: { token, useCredits: true },
      };
    },
  },
  'POST /api/partner/org/reception/walk-in': {
    request: async () => {
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
      const slot = await nextSlot();
      const [venue] = await kit.t.db
        .select({ id: activities.venueId })
        .from(activities)
        .where(eq(activities.id, slot.activityId));
      return {
        url: '/api/partner/org/reception/walk-in',
        headers: { 'x-partner-token': `Bearer ${token}`, 'idempotency-key': randomUUID() },
        payload: { venueId: venue!.id, timeSlotId: slot.slotId, optionId: slot.optionId, email: user.email },
      };
    },
    postsNothing:
      'it only starts the card payment the customer pays through the payment link on her phone; the capture posts when the card is paid',
  },
  'POST /api/pay/walk-in/{token}/card': {
    // the customer pays the desk sale's link on her own phone: the capture posts
    request: async () => {
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
      const slot = await nextSlot();
      const [venue] = await kit.t.db
        .select({ id: activities.venueId })
        .from(activities)
        .where(eq(activities.id, slot.activityId));
      const sale = await kit.t.app.inject({
        method: 'POST',
        url: '/api/partner/org/reception/walk-in',
        headers: { 'x-partner-token': `Bearer ${token}`, 'idempotency-key': randomUUID() },
        payload: { venueId: venue!.id, timeSlotId: slot.slotId, optionId: slot.optionId, email: user.email },
      });
      expect(sale.statusCode, sale.body).toBe(202);
      const link = new URL(sale.json().sale.payUrl).pathname.split('/').pop()!;
      const view = await kit.t.app.inject({ method: 'GET', url: `/api/pay/walk-in/${link}` });
      return {
        url: `/api/pay/walk-in/${link}/card`,
        headers: { 'idempotency-key': randomUUID() },
        payload: {
          clientSecret: view.json().payment.clientSecret,
          card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
        },
      };
    },
  },
  'POST /api/superadmin/users/{id}/credits': {
    request: async () => {
      const user = await newUser();
      return {
        url: `/api/superadmin/users/${user.id}/credits`,
        headers: await superadminHeaders(),
        payload: { direction: 'grant', amount: 20_000, reason: 'Omluva za výpadek' },
      };
    },
  },
  'POST /api/superadmin/entries/{id}/void': {
    // the voided entry's credit comes back
    request: async () => {
      const { user, ticketId } = await entryBoughtWithCredit();
      const entryId = await scan(user, ticketId);
      return {
        url: `/api/superadmin/entries/${entryId}/void`,
        headers: await superadminHeaders(),
        payload: { reason: 'Naskenováno omylem dvakrát' },
      };
    },
  },
  'POST /api/superadmin/users/{id}/payments/{paymentId}/refunds': {
    // back to the card
    request: async () => {
      await setClock(new Date('2026-11-23T09:00:00Z'));
      const { user, payment } = await cardEntryPayment();
      return {
        url: `/api/superadmin/users/${user.id}/payments/${payment.id}/refunds`,
        headers: await superadminHeaders(),
        payload: { amount: 1_000, reason: 'Lekce byla zkrácena' },
      };
    },
  },
  'POST /api/superadmin/referrals/{refereeId}/revoke': {
    // both rewards are taken back from the credit
    request: async () => {
      await setClock(new Date('2026-11-23T09:00:00Z'));
      const referrer = await newUser();
      const referee = await newUser('Petra Svobodová');
      await kit.t.db.update(accounts).set({ referredById: referrer.id }).where(eq(accounts.id, referee.id));
      const paymentMethodId = await saveCard(referee);
      const slot = await nextSlot();
      const bought = await kit.t.app.inject({
        method: 'POST',
        url: '/api/user/entries',
        headers: { ...referee.headers, 'idempotency-key': randomUUID() },
        payload: { timeSlotId: slot.slotId, optionId: slot.optionId, paymentMethodId },
      });
      expect(bought.statusCode, bought.body).toBe(201);
      // the entry used at the door earns the reward
      await setClock(slot.startsAt);
      await scan(referee);
      await jobHandlers(kit.t.app, kit.t.clock)[REFERRAL_REWARD_JOB]!({});
      return {
        url: `/api/superadmin/referrals/${referee.id}/revoke`,
        headers: await superadminHeaders(),
        payload: { reason: 'Podvodné doporučení' },
      };
    },
  },
  // gift vouchers: the sale moves the payment to vouchers:<v>; redeeming to the credit; a withdrawal or a
  // back-office void back to the payment, then to the card
  'POST /api/user/vouchers': {
    request: async () => {
      await setClock(new Date('2026-11-23T09:00:00Z'));
      const user = await newUser();
      const paymentMethodId = await saveCard(user);
      return {
        url: '/api/user/vouchers',
        headers: { ...user.headers, 'idempotency-key': randomUUID() },
        payload: { amount: 30_000, recipientName: 'Jana', deliveryDate: '2026-11-23', paymentMethodId },
      };
    },
  },
  'POST /api/user/vouchers/redeem': {
    request: async () => {
      await setClock(new Date('2026-11-23T09:00:00Z'));
      const { voucher } = await voucherBuyer(() => kit.t, 'knihy-poukaz')();
      const user = await newUser();
      return {
        url: '/api/user/vouchers/redeem',
        headers: { ...user.headers, 'idempotency-key': randomUUID() },
        payload: { code: voucher.code },
      };
    },
  },
  'POST /api/user/vouchers/{voucherId}/withdraw': {
    request: async () => {
      await setClock(new Date('2026-11-23T09:00:00Z'));
      const { headers, voucher } = await voucherBuyer(() => kit.t, 'knihy-odstoupeni')();
      return {
        url: `/api/user/vouchers/${voucher.id}/withdraw`,
        headers: { ...headers, 'idempotency-key': randomUUID() },
      };
    },
  },
  'POST /api/superadmin/vouchers/{voucherId}/void': {
    request: async () => {
      await setClock(new Date('2026-11-23T09:00:00Z'));
      const { voucher } = await voucherBuyer(() => kit.t, 'knihy-zruseni')();
      return { url: `/api/superadmin/vouchers/${voucher.id}/void`, headers: await superadminHeaders() };
    },
  },
  'POST /api/superadmin/admins/{id}/suspend': {
    // a future entry of the suspended partner comes back as credit
    request: async () => {
      await setClock(new Date('2026-11-23T09:00:00Z'));
      await entryBoughtWithCredit();
      const headers = await superadminHeaders();
      return {
        url: `/api/superadmin/admins/${partnerId}/suspend`,
        headers,
        payload: { reason: 'Porušení podmínek' },
        after: async () => {
          const lifted = await kit.t.app.inject({
            method: 'POST',
            url: `/api/superadmin/admins/${partnerId}/lift-suspension`,
            headers: { ...headers, 'idempotency-key': randomUUID() },
            payload: { reason: 'Konec testu' },
          });
          expect(lifted.statusCode, lifted.body).toBe(200);
        },
      };
    },
  },
};

const nameOf = (operation: Operation) => `${operation.method} ${operation.path}`;
let moneyRoutes: Operation[] = [];
beforeAll(async () => {
  moneyRoutes = (await openApiOperations(kit.t.app)).filter((o) => o.moneyCall);
});

describe('the money routes of the app', () => {
  it('are every money call of the contract’s route table (each is routed as a money call)', () => {
    const contractCalls = Object.entries(contract)
      .filter(([name]) => name.endsWith('_CALLS'))
      .flatMap(([, table]) => Object.values(table as Record<string, contract.ApiCall>))
      .filter((call) => call.moneyWrite)
      .map((call) => `${call.method} /api${call.path.replace(/:(\w+)/g, '{$1}')}`);
    expect(moneyRoutes.map(nameOf).sort()).toEqual([...new Set(contractCalls)].sort());
    expect(moneyRoutes.length).toBeGreaterThanOrEqual(20);
  });

  it('each have a succeeding request in EXAMPLES (a new money call is added there with its posting)', () => {
    const missing = moneyRoutes.map(nameOf).filter((name) => !EXAMPLES[name]);
    expect(missing, 'money routes without a request in EXAMPLES').toEqual([]);
    const stale = Object.keys(EXAMPLES).filter((name) => !moneyRoutes.some((o) => nameOf(o) === name));
    expect(stale, 'EXAMPLES of routes that are no money call').toEqual([]);
  });
});

describe('a money route that succeeds posts to the books', () => {
  it.each(Object.keys(EXAMPLES))('%s', async (name) => {
    const example = EXAMPLES[name]!;
    const [method, url] = name.split(' ') as ['POST' | 'PUT', string];
    const request = await example.request();
    expect(request.url.startsWith(url.replace(/\{.*$/, '')), `${name} is asked on ${request.url}`).toBe(true);
    const before = await journalSize();
    const answer = await kit.t.app.inject({
      method,
      url: request.url,
      headers: request.headers,
      ...(request.payload ? { payload: request.payload } : {}),
    });
    expect(answer.statusCode, `${name}: ${answer.body}`).toBeLessThan(300);
    const posted = (await journalSize()) - before;
    if (example.postsNothing) expect(posted, `${name} posts nothing: ${example.postsNothing}`).toBe(0);
    else expect(posted, `${name} posted nothing to the journal`).toBeGreaterThan(0);
    await request.after?.();
  });
});
