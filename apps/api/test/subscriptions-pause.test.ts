import { DAY_MS, PERIOD_MS } from '@champions/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { subscriptionPauses } from '../src/db/schema.ts';
import type { TestApp } from './harness.ts';
import { type SubscriptionUser, useSubscriptionKit } from './subscription-kit.ts';

const {
  kit,
  setClock,
  newUser,
  buyWithCard,
  put,
  subOf,
  periodPayments,
  walkTo: walkBy,
} = useSubscriptionKit('pauza');
type User = SubscriptionUser;
let t: TestApp;
let brno: string;

beforeAll(() => {
  ({ t, brno } = kit);
});

const pauseFor = (user: User, periods: number) => put(user, 'pause-subscription', { periods });
const info = async (user: User) =>
  (await t.app.inject({ method: 'GET', url: '/api/user/subscriptions/pause', headers: user.headers })).json();

/** The periods paid for, in the order they were charged. */
const paidPeriods = async (subId: string) =>
  (await periodPayments(subId)).map((p) => Number(p.reference!.split(':')[1]));

/** Moves the clock to `days` (and a minute) after `from` and lets the billing worker run. */
const walkTo = (from: Date, days: number) => walkBy(from, days, 60_000);

const at = (from: Date, days: number) => new Date(from.getTime() + days * DAY_MS).toISOString();

describe('pausing a flexible Championship', () => {
  it('2 periods: nothing is charged for them, it resumes by itself and is charged again; a third pause in 52 weeks is refused', async () => {
    const start = new Date('2027-01-04T08:00:00Z');
    await setClock(start);
    const user = await newUser();
    await buyWithCard(user, { type: 'CHAMPIONSHIP_FLEXIBLE', areaId: brno, startNow: true });
    const sub = await subOf(user);

    await walkTo(start, 10);
    const offer = await info(user);
    expect(offer).toMatchObject({ pause: null, pausesLeft: 2, maxPerYear: 2, refusal: null });
    expect(offer.options).toHaveLength(3);
    expect(offer.options[1]).toEqual({
      periods: 2,
      startsAt: at(start, 28),
      resumesAt: at(start, 84),
      skippedPeriods: 2,
      notCharged: 2 * 189_800,
      nextChargeAt: at(start, 84),
      nextChargeAmount: 189_800,
    });

    const paused = await pauseFor(user, 2);
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({
      success: true,
      pause: { startsAt: at(start, 28), resumesAt: at(start, 84) },
      subscription: { currentState: 'ACTIVE', pause: { startsAt: at(start, 28), resumesAt: at(start, 84) } },
    });
    // the account data (GET /api/user/) shows it too
    const data = await t.app.inject({ method: 'GET', url: '/api/user/', headers: user.headers });
    expect(data.json().subscription.pause).toEqual({ startsAt: at(start, 28), resumesAt: at(start, 84) });
    // one pause at a time; no plan change while one is planned
    expect((await pauseFor(user, 1)).json().code).toBe('PAUSE_ALREADY_PAUSED');
    const switching = await put(user, 'switch-subscription', { newType: 'CHAMPIONSHIP', newAreaId: brno });
    expect(switching.statusCode).toBe(409);
    expect(switching.json().code).toBe('SUBSCRIPTION_PAUSED');
    expect((await info(user)).pause).toMatchObject({ status: 'planned' });

    await walkTo(start, 28);
    expect(await paidPeriods(sub.id)).toEqual([0]);
    expect((await subOf(user)).currentPeriod).toBe(1);
    expect((await info(user)).pause).toMatchObject({ status: 'running' });
    await walkTo(start, 56);
    expect(await paidPeriods(sub.id)).toEqual([0]);
    expect((await subOf(user)).currentPeriod).toBe(2);
    // it resumes with period 3 and that period is charged
    await walkTo(start, 84);
    expect(await paidPeriods(sub.id)).toEqual([0, 3]);
    expect(await subOf(user)).toMatchObject({
      currentState: 'ACTIVE',
      currentPeriod: 3,
      pauseStartsAt: null,
      pauseResumesAt: null,
    });

    // a second pause (1 period, from period 4) is fine
    await walkTo(start, 90);
    expect((await pauseFor(user, 1)).statusCode).toBe(200);
    await walkTo(start, 112);
    await walkTo(start, 140);
    expect(await paidPeriods(sub.id)).toEqual([0, 3, 5]);
    // a third one within 52 weeks of the first is refused, saying from when it is possible again
    await walkTo(start, 150);
    const third = await pauseFor(user, 1);
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({ code: 'PAUSE_YEARLY_LIMIT' });
    expect(third.json().message).toBe(
      'Členství lze pozastavit nejvýše dvakrát během 52 týdnů. Další pozastavení bude možné od 31. ledna 2028.',
    );
    expect(await info(user)).toMatchObject({
      pausesLeft: 0,
      refusal: { code: 'PAUSE_YEARLY_LIMIT', message: third.json().message },
    });
    // asked in English: the refusal and the pause modal's reason in English, the date written the English way
    const inEnglish = { ...user, headers: { ...user.headers, 'accept-language': 'en' } };
    const thirdEn = await pauseFor(inEnglish, 1);
    expect(thirdEn.json()).toMatchObject({
      code: 'PAUSE_YEARLY_LIMIT',
      message:
        'A membership can be paused at most twice within 52 weeks. The next pause will be possible from 31 January 2028.',
    });
    expect((await info(inEnglish)).refusal).toEqual({
      code: 'PAUSE_YEARLY_LIMIT',
      message: thirdEn.json().message,
    });
    const pauses = await t.db
      .select()
      .from(subscriptionPauses)
      .where(eq(subscriptionPauses.subscriptionId, sub.id));
    expect(pauses).toHaveLength(2);
    // end it so later tests' walks do not bill it
    await put(user, 'cancel-subscription', { cancellationType: 'at_period_end' });
  });

  it('a planned pause can be cancelled (it does not count); a running one ends with its period', async () => {
    const start = new Date('2028-03-06T08:00:00Z');
    await setClock(start);
    const user = await newUser();
    await buyWithCard(user, { type: 'CHAMPIONSHIP_FLEXIBLE', areaId: null, startNow: true });
    const sub = await subOf(user);
    await walkTo(start, 5);
    expect((await put(user, 'cancel-pause')).json().code).toBe('PAUSE_NOTHING_TO_CANCEL');
    expect((await pauseFor(user, 3)).statusCode).toBe(200);
    const dropped = await put(user, 'cancel-pause');
    expect(dropped.statusCode).toBe(200);
    expect(dropped.json().subscription.pause).toBeNull();
    expect((await info(user)).pausesLeft).toBe(2);

    // a running pause of 3 periods, cancelled in its first period: charged again from period 2
    expect((await pauseFor(user, 3)).statusCode).toBe(200);
    await walkTo(start, 30);
    const shortened = await put(user, 'cancel-pause');
    expect(shortened.statusCode).toBe(200);
    expect(shortened.json().subscription.pause).toEqual({
      startsAt: at(start, 28),
      resumesAt: at(start, 56),
    });
    await walkTo(start, 56);
    expect(await paidPeriods(sub.id)).toEqual([0, 2]);
    expect((await info(user)).pausesLeft).toBe(1);
    await put(user, 'cancel-subscription', { cancellationType: 'at_period_end' });
  });

  it('refused for the yearly plan, while a switch or a cancellation is pending, and for a bad number of periods', async () => {
    const start = new Date('2029-01-08T08:00:00Z');
    await setClock(start);
    const yearly = await newUser();
    await buyWithCard(yearly, { type: 'CHAMPIONSHIP', areaId: brno, startNow: true });
    const refusedYearly = await pauseFor(yearly, 1);
    expect(refusedYearly.statusCode).toBe(409);
    expect(refusedYearly.json()).toMatchObject({
      code: 'PAUSE_NOT_FLEXIBLE',
      message: 'Pozastavit lze jen flexibilní členství. Roční členství je závazek na celý rok.',
    });
    expect((await info(yearly)).refusal).toMatchObject({ code: 'PAUSE_NOT_FLEXIBLE' });

    const user = await newUser();
    await buyWithCard(user, { type: 'CHAMPIONSHIP_FLEXIBLE', areaId: brno, startNow: true });
    for (const periods of [0, 4, 1.5]) {
      const bad = await pauseFor(user, periods);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().code).toBe('VALIDATION_ERROR');
    }
    expect((await put(user, 'switch-subscription', { newType: 'PAYG_PLUS' })).statusCode).toBe(200);
    expect((await pauseFor(user, 1)).json().code).toBe('PAUSE_SWITCH_PENDING');
    expect((await put(user, 'cancel-pending-switch')).statusCode).toBe(200);
    expect((await put(user, 'cancel-subscription', { cancellationType: 'at_period_end' })).statusCode).toBe(
      200,
    );
    expect((await pauseFor(user, 1)).json().code).toBe('PAUSE_CANCELING');
    expect((await put(user, 'reactivate-subscription')).statusCode).toBe(200);
    // in the hour before the renewal nothing is planned
    await setClock(new Date(start.getTime() + PERIOD_MS - 30 * 60_000));
    expect((await pauseFor(user, 1)).json().code).toBe('PAUSE_LOCKED');
    await setClock(new Date(start.getTime() + 3 * DAY_MS));
    // cancelling the plan gives up a planned pause
    expect((await pauseFor(user, 2)).statusCode).toBe(200);
    expect((await put(user, 'cancel-subscription', { cancellationType: 'at_period_end' })).statusCode).toBe(
      200,
    );
    expect(await subOf(user)).toMatchObject({ cancelAtPeriodEnd: true, pauseStartsAt: null });
    await put(yearly, 'cancel-subscription', { cancellationType: 'at_whole_end' });
  });

  it('needs a user token and a live subscription', async () => {
    const anon = await t.app.inject({
      method: 'PUT',
      url: '/api/user/subscriptions/pause-subscription',
      payload: { periods: 1 },
    });
    expect(anon.statusCode).toBe(401);
    const nobody = await newUser();
    const none = await pauseFor(nobody, 1);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({
      code: 'SUBSCRIPTION_NOT_LIVE',
      message: 'Nemáte aktivní předplatné.',
    });
  });
});
