import { DAY_MS } from '@champions/domain';
import { describe, expect, it } from 'vitest';
import { loginAs } from './customers.ts';
import { useSubscriptionKit } from './subscription-kit.ts';

/** The back office's account timeline tells each step of a plan apart, as it happened. */
const { kit, setClock, newUser, buy, buyWithCard, put } = useSubscriptionKit('casova-osa');

type Event = { at: string; kind: string; detail: string; note: string | null };

async function timelineOf(userId: string): Promise<Event[]> {
  const superadmin = await loginAs(kit.t, 'superadmin', 'admin@champions.cz');
  const res = await kit.t.app.inject({
    method: 'GET',
    url: `/api/superadmin/users/${userId}`,
    headers: { 'x-superadmin-token': `Bearer ${superadmin}` },
  });
  expect(res.statusCode).toBe(200);
  return res.json().timeline;
}

describe('a customer’s plan on the timeline', () => {
  it('an abandoned checkout, an order, a cancellation and a reactivation are four different steps', async () => {
    const start = new Date('2027-03-01T08:00:00Z');
    await setClock(start);
    const user = await newUser();
    // a checkout left at the card form, then a new one paid: the first is given up
    const left = await buy(user, { type: 'CHAMPIONSHIP_FLEXIBLE', areaId: null, startNow: true });
    expect(left.statusCode).toBe(200);
    await setClock(new Date(start.getTime() + 60_000));
    await buyWithCard(user, { type: 'CHAMPIONSHIP_FLEXIBLE', areaId: null, startNow: true });
    await setClock(new Date(start.getTime() + 5 * DAY_MS));
    expect((await put(user, 'cancel-subscription', { cancellationType: 'at_period_end' })).statusCode).toBe(
      200,
    );
    await setClock(new Date(start.getTime() + 6 * DAY_MS));
    expect((await put(user, 'reactivate-subscription')).statusCode).toBe(200);

    const plan = (await timelineOf(user.id))
      .filter((e) => e.kind === 'subscription')
      .map((e) => [e.at, e.detail, e.note]);
    expect(plan).toEqual([
      [
        new Date(start.getTime() + 6 * DAY_MS).toISOString(),
        'subscription.reactivate',
        'CHAMPIONSHIP_FLEXIBLE',
      ],
      [new Date(start.getTime() + 5 * DAY_MS).toISOString(), 'subscription.cancel', 'CHAMPIONSHIP_FLEXIBLE'],
      [expect.any(String), 'subscription.ordered', 'CHAMPIONSHIP_FLEXIBLE'],
      [expect.any(String), 'subscription.checkout_abandoned', 'CHAMPIONSHIP_FLEXIBLE'],
      [expect.any(String), 'subscription.ordered', 'CHAMPIONSHIP_FLEXIBLE'],
    ]);
    // nothing reads as a cancelled plan twice, and no state is told at the order's time
    expect(plan.filter(([, detail]) => detail === 'subscription.cancel')).toHaveLength(1);
  });
});
