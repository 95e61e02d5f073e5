import { DAY_MS } from '@champions/domain';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, localProviderObjects, paymentMethods } from '../src/db/schema.ts';
import { remindYearEnd } from '../src/modules/subscriptions/index.ts';
import { useCaseContextAt } from '../src/shared/use-case.ts';
import { isCzechText } from './czech-text.ts';
import type { TestApp } from './harness.ts';
import { type SubscriptionUser, useSubscriptionKit } from './subscription-kit.ts';

/**
 * A subscription's answers, mails and plan names for an English customer: in English, with its dates and
 * amounts written the English way, and no Czech word but the crown. A file of its own: its plans are not
 * billed along by the clock walks of subscriptions.test.ts.
 */
const { kit, setClock, newUser, confirmCard, buy, buyWithCard, subOf, walkTo } =
  useSubscriptionKit('predplatitel-en');
type User = SubscriptionUser;
let t: TestApp;
let brno: string;

beforeAll(() => {
  ({ t, brno } = kit);
});

/** The mails of one template sent to the user, oldest first. */
const mailsOf = (user: User, template: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, user.email), eq(emailOutbox.template, template)))
    .orderBy(emailOutbox.createdAt);
/** English with no Czech in it but the crown. */
const english = (text: string) => !isCzechText(text.replace(/Kč/g, ''));
/** The same user asking in English (Accept-Language): the answers' language. */
const inEnglish = (user: User): User => ({ ...user, headers: { ...user.headers, 'accept-language': 'en' } });

describe('a subscription in English', () => {
  it('answers the card form’s title and word in the language of the request', async () => {
    const user = await newUser('Jane Doe', 'en');
    const res = await buy(inEnglish(user), { type: 'CHAMPIONSHIP_FLEXIBLE', areaId: brno, startNow: true });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.subscriptionName).toBe('Championship – flexible, Brno');
    expect(body.message.replace(/\u00A0/g, ' ')).toBe('To pay by card: 1,898 Kč.');
    await confirmCard(user, body.clientSecret);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/user/subscriptions/confirm-payment',
      headers: user.headers,
      payload: { paymentIntentId: body.paymentIntentId },
    });
    expect(confirmed.json().subscription).toMatchObject({ currentState: 'ACTIVE' });
    // a free first period: the day of the first charge written the English way
    const other = await newUser('John Doe', 'en');
    const free = await buy(inEnglish(other), {
      type: 'CHAMPIONSHIP',
      areaId: null,
      promoCode: 'CHAMPIONSHIP',
      startNow: true,
    });
    expect(free.json()).toMatchObject({
      setupIntentOnly: true,
      subscriptionName: 'Championship – yearly, all locations',
    });
    expect(free.json().message.replace(/\u00A0/g, ' ')).toMatch(
      /^You pay nothing today: the first 4 weeks are free\. We will first charge your card on \d{1,2} [A-Z][a-z]+ \d{4} \(1,799 Kč\)\.$/,
    );
    expect(english(free.json().message), free.json().message).toBe(true);
    await confirmCard(other, free.json().clientSecret);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/user/subscriptions/confirm-payment',
      headers: other.headers,
      payload: { paymentIntentId: free.json().paymentIntentId },
    });
    expect(started.json().subscription).toMatchObject({ currentState: 'ACTIVE' });
  });

  it('e-mails a failed renewal to an English customer in English: the plan, the reason and the date', async () => {
    // just after the test before: the walk bills no one else's periods to catch up
    const start = new Date('2027-10-04T08:00:00Z');
    await setClock(start);
    const user = await newUser('Jane Doe', 'en');
    await buyWithCard(user, { type: 'CHAMPIONSHIP_FLEXIBLE', areaId: brno, startNow: true });
    // the card was fine when saved and lacks the money now (Stripe's 4000 0000 0000 9995)
    const [method] = await t.db.select().from(paymentMethods).where(eq(paymentMethods.userId, user.id));
    await t.db
      .update(localProviderObjects)
      .set({ data: sql`jsonb_set(${localProviderObjects.data}, '{behaviour}', '"insufficient_funds"')` })
      .where(eq(localProviderObjects.id, method!.providerId));
    await walkTo(start, 28);
    expect(await subOf(user)).toMatchObject({ currentState: 'WAITING_FOR_PAYMENT', failedAttempts: 1 });
    const [mail] = await mailsOf(user, 'subscription_payment_failed');
    expect(mail!.subject).toBe('The subscription payment did not go through – Champions');
    const text = mail!.text.replace(/\u00A0/g, ' ');
    expect(text).toContain(
      'the payment of 1,898 Kč for the next period of your Championship – flexible, Brno subscription could not be made (the card has insufficient funds).',
    );
    expect(text).toContain('We will try the payment again on 2 Nov 2027, 09:00.');
    expect(english(`${mail!.subject} ${mail!.text}`), mail!.text).toBe(true);
    // the card works again: the retry pays the period
    await t.db
      .update(localProviderObjects)
      .set({ data: sql`jsonb_set(${localProviderObjects.data}, '{behaviour}', '"ok"')` })
      .where(eq(localProviderObjects.id, method!.providerId));
    await walkTo(start, 29);
    expect(await subOf(user)).toMatchObject({ currentState: 'ACTIVE', failedAttempts: 0, currentPeriod: 1 });
  });

  it('reminds an English customer of the yearly plan’s end in English, its date and price written so', async () => {
    const start = new Date('2030-06-03T08:00:00Z');
    await setClock(start);
    const user = await newUser('Jane Doe', 'en');
    await buyWithCard(user, { type: 'CHAMPIONSHIP', areaId: brno, startNow: true });
    const sub = await subOf(user);
    await remindYearEnd(useCaseContextAt(t.app.useCases, t.clock.now()), null, {
      subscriptionId: sub.id,
      numOfPeriods: sub.numOfPeriods,
    });
    const [mail] = await mailsOf(user, 'subscription_year_end');
    expect(mail!.subject).toBe('Your yearly Championship ends soon – Champions');
    const text = mail!.text.replace(/\u00A0/g, ' ');
    expect(text).toContain('your Championship – yearly, Brno subscription ends on 2 June 2031.');
    expect(text).toContain('to the flexible subscription for 1,898 Kč per 4 weeks');
    expect(english(`${mail!.subject} ${mail!.text}`), mail!.text).toBe(true);
  });

  it('acknowledges an English customer’s withdrawal in English, the plan named in English', async () => {
    const start = new Date('2030-09-02T08:00:00Z');
    await setClock(start);
    const user = await newUser('Jane Doe', 'en');
    await buyWithCard(user, { type: 'CHAMPIONSHIP_FLEXIBLE', areaId: null, startNow: true });
    await setClock(new Date(start.getTime() + 2.5 * DAY_MS));
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/user/subscriptions/withdraw',
      headers: user.headers,
    });
    expect(done.statusCode).toBe(200);
    const [mail] = await mailsOf(user, 'subscription_withdrawal');
    expect(mail!.subject).toBe('Withdrawal from the contract confirmed – Champions');
    expect(mail!.text).toContain(
      'we received your withdrawal from the Championship – flexible, all locations subscription contract',
    );
    expect(mail!.text).toMatch(/^we confirm that on 4 Sept? 2030, 22:00 we received/m);
    expect(english(`${mail!.subject} ${mail!.text}`), mail!.text).toBe(true);
  });
});
