import { randomUUID } from 'node:crypto';
import { DAY_MS, type Language } from '@champions/domain';
import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { accounts, areas, emailOutbox, payments, subscriptions } from '../src/db/schema.ts';
import { runBillingWorker } from '../src/jobs/billing-worker.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { expectMoneyInvariants } from './money-audit.ts';

export interface SubscriptionUser {
  id: string;
  email: string;
  headers: Record<string, string>;
}

/**
 * What the subscription tests share: an app with the billing worker (`kit.runBillingWorker`: the
 * subscription jobs run on the test clock), users whose tokens are signed again as the clock walks, and
 * the card modal's path of buying. Registers its own beforeAll/afterAll; `kit.t`, `kit.runBillingWorker`
 * and the area ids are there once the first beforeAll has run.
 */
export function useSubscriptionKit(emailPrefix: string) {
  const kit = {} as { t: TestApp; runBillingWorker: () => Promise<void>; brno: string; praha: string };
  const known: SubscriptionUser[] = [];

  beforeAll(async () => {
    const t = await createTestApp();
    kit.t = t;
    kit.runBillingWorker = () => runBillingWorker(t.app, t.clock);
    const areaId = async (slug: string) =>
      (await t.db.select().from(areas).where(eq(areas.slug, slug)))[0]!.id;
    kit.brno = await areaId('brno');
    kit.praha = await areaId('praha');
  });
  afterAll(async () => {
    if (kit.t) await expectMoneyInvariants(kit.t);
    await kit.t?.close();
  });

  /** Moves the clock; tokens are signed again so they do not expire while time walks. */
  async function setClock(date: Date) {
    kit.t.clock.set(date);
    for (const user of known) {
      const token = await kit.t.app.ctx.tokens.sign({ id: user.id, email: user.email, role: 'user', tv: 0 });
      user.headers['x-user-token'] = `Bearer ${token}`;
    }
  }

  /** A verified customer; `language` is the account's, the one of its e-mails and documents. */
  async function newUser(name = 'Jana Nováková', language: Language = 'cs'): Promise<SubscriptionUser> {
    const email = `${emailPrefix}-${randomUUID().slice(0, 8)}@example.cz`;
    const [account] = await kit.t.db
      .insert(accounts)
      .values({ role: 'user', email, name, language, emailVerifiedAt: kit.t.clock.now() })
      .returning();
    const token = await kit.t.app.ctx.tokens.sign({ id: account!.id, email, role: 'user', tv: 0 });
    const user = { id: account!.id, email, headers: { 'x-user-token': `Bearer ${token}` } };
    known.push(user);
    return user;
  }

  const card = (number = '4242424242424242') => ({ number, expMonth: 12, expYear: 2035, cvc: '123' });

  async function confirmCard(user: SubscriptionUser, clientSecret: string, number?: string) {
    const res = await kit.t.app.inject({
      method: 'POST',
      url: '/api/user/payments/local/confirm',
      headers: user.headers,
      payload: { clientSecret, card: card(number) },
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  /** Saves a card through the setup intent and the card form, as /platba does; answers its id. */
  async function saveCard(user: SubscriptionUser): Promise<string> {
    const setup = await kit.t.app.inject({
      method: 'POST',
      url: '/api/user/payment-methods/setup-intent',
      headers: user.headers,
    });
    await confirmCard(user, setup.json().clientSecret);
    const methods = await kit.t.app.inject({
      method: 'GET',
      url: '/api/user/payment-methods',
      headers: user.headers,
    });
    return methods.json().paymentMethods[0].id as string;
  }

  const buy = (user: SubscriptionUser, payload: Record<string, unknown>) =>
    kit.t.app.inject({
      method: 'POST',
      url: '/api/user/subscriptions',
      headers: { ...user.headers, 'idempotency-key': randomUUID() },
      payload,
    });

  /** Buys through the card modal's path: POST, confirm the card, confirm-payment. */
  async function buyWithCard(user: SubscriptionUser, payload: Record<string, unknown>) {
    const res = await buy(user, payload);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.clientSecret).toEqual(expect.any(String));
    await confirmCard(user, body.clientSecret);
    const confirmed = await kit.t.app.inject({
      method: 'POST',
      url: '/api/user/subscriptions/confirm-payment',
      headers: user.headers,
      payload: { paymentIntentId: body.paymentIntentId },
    });
    expect(confirmed.statusCode).toBe(200);
    return { start: body, confirmed: confirmed.json() };
  }

  const put = (user: SubscriptionUser, path: string, payload?: Record<string, unknown>) =>
    kit.t.app.inject({
      method: 'PUT',
      url: `/api/user/subscriptions/${path}`,
      headers: user.headers,
      ...(payload === undefined ? {} : { payload }),
    });

  /** The user's newest subscription row. */
  const subOf = async (user: SubscriptionUser) =>
    (
      await kit.t.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, user.id))
        .orderBy(subscriptions.createdAt)
    ).at(-1)!;

  /** The subscription's periods paid for, in the order they were made (PostgreSQL has no implicit order). */
  const periodPayments = async (subId: string) =>
    (
      await kit.t.db
        .select()
        .from(payments)
        .where(like(payments.reference, `${subId}:%`))
        .orderBy(asc(payments.createdAt), asc(payments.id))
    ).filter((p) => p.kind === 'subscription' && p.status === 'succeeded');

  /** Moves the clock to `days` (and `extraMs`) after `from` and lets the billing worker run. */
  async function walkTo(from: Date, days: number, extraMs = 0) {
    await setClock(new Date(from.getTime() + days * DAY_MS + extraMs));
    await kit.runBillingWorker();
  }

  /**
   * A company (a business account of its own) invites the user to a seat in Brno it pays whole (or
   * `contribution` haléřů of it per period); answers the token of the invitation link e-mailed to the user.
   */
  async function companySeatInvitation(
    user: SubscriptionUser,
    companyName: string,
    contribution: number | null = null,
  ): Promise<string> {
    const companyEmail = `firma-${randomUUID().slice(0, 8)}@example.cz`;
    const [company] = await kit.t.db
      .insert(accounts)
      .values({ role: 'business', email: companyEmail, name: 'Eva Firemní', companyName })
      .returning();
    const companyToken = await kit.t.app.ctx.tokens.sign({
      id: company!.id,
      email: companyEmail,
      role: 'business',
      tv: 0,
    });
    await kit.t.app.inject({
      method: 'POST',
      url: '/api/business/seats',
      headers: { 'x-business-token': `Bearer ${companyToken}` },
      payload: { emails: [user.email], areaId: kit.brno, contribution },
    });
    const [mail] = await kit.t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, user.email), eq(emailOutbox.template, 'company_invitation')));
    return decodeURIComponent(/company-invitation\?token=([\w%-]+)/.exec(mail!.text)![1]!);
  }

  return {
    kit,
    companySeatInvitation,
    setClock,
    newUser,
    confirmCard,
    saveCard,
    buy,
    buyWithCard,
    put,
    subOf,
    periodPayments,
    walkTo,
  };
}
