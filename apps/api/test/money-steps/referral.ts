import { randomUUID } from 'node:crypto';
import { REFERRAL_REWARD } from '@champions/domain';
import { and, eq, gte, isNull } from 'drizzle-orm';
import fc from 'fast-check';
import { accounts, activityOptions, tickets } from '../../src/db/schema.ts';
import { jobHandlers } from '../../src/jobs/scheduler.ts';
import { partnerSlotsQuery } from '../customers.ts';
import { refundCall } from './backoffice.ts';
import { type Call, doorScan, sendOnce, stepDef, type World } from './world.ts';

/**
 * Referral rewards: a customer referred by the sequence's customer buys an entry by card (her own card,
 * not the referrer's), is admitted at the door, and the reward job decides; the back office refunds
 * (part of) that purchase, which takes the reward back.
 */

/** The job that decides the rewards whose purchase stands (the scheduler's every five minutes). */
const REWARD_JOB = 'referrals.reward';

async function refereeOf(world: World) {
  if (world.referee) return world.referee;
  const { t } = world.kit;
  const user = await world.newUser('Petra Doporučená');
  await t.db.update(accounts).set({ referredById: world.customer.id }).where(eq(accounts.id, user.id));
  const setup = await t.app.inject({
    method: 'POST',
    url: '/api/user/payment-methods/setup-intent',
    headers: user.headers,
  });
  await world.confirmCard(user, setup.json().clientSecret, '5555555555554444');
  const methods = await t.app.inject({
    method: 'GET',
    url: '/api/user/payment-methods',
    headers: user.headers,
  });
  world.referee = { user, card: methods.json().paymentMethods[0].id as string };
  return world.referee;
}

/** The reception admits the referee's open ticket of the slot, and the reward job runs. */
async function usedAndDecided(world: World, slotId: string) {
  const { user } = world.referee!;
  const [ticket] = await world.kit.t.db
    .select()
    .from(tickets)
    .where(and(eq(tickets.userId, user.id), eq(tickets.timeSlotId, slotId), isNull(tickets.cancelledAt)));
  if (ticket && !ticket.usedAt) await sendOnce(world, await doorScan(world, user, ticket.id));
  await jobHandlers(world.kit.t.app, world.kit.t.clock)[REWARD_JOB]?.({});
}

/** The referee's entry by card at one of the next slots worth a reward (the same request id however often sent). */
async function purchase(world: World, n: number): Promise<{ slotId: string; call: Call } | null> {
  const { user, card } = await refereeOf(world);
  // an entry worth a reward: at least the minimum purchase
  const slots = await partnerSlotsQuery(
    world.kit.t,
    world.partnerId,
    world.kit.t.clock.now(),
    gte(activityOptions.price, REFERRAL_REWARD.minimumPurchase),
  ).limit(31);
  const slot = slots[n % Math.max(1, slots.length)];
  if (!slot) return null;
  return {
    slotId: slot.slotId,
    call: {
      method: 'POST',
      url: '/api/user/entries',
      headers: user.headers,
      // one purchase however often it is sent: the same request id
      payload: {
        timeSlotId: slot.slotId,
        optionId: slot.optionId,
        paymentMethodId: card,
        requestId: randomUUID(),
      },
    },
  };
}

export const referralSteps = {
  referralPurchase: stepDef({
    params: fc.nat(30),
    prepare: async (world, n) => {
      const bought = await purchase(world, n);
      if (!bought) return null;
      return {
        call: bought.call,
        done: async (answers) => {
          if (!answers.some((a) => a.statusCode < 300)) return false;
          await usedAndDecided(world, bought.slotId);
          return true;
        },
      };
    },
  }),
  referralRefund: stepDef({
    params: fc.record({ which: fc.nat(3), percent: fc.integer({ min: 1, max: 100 }) }),
    prepare: async (world, s) => {
      const { user } = await refereeOf(world);
      const refund = await refundCall(world, user.id, s.which, s.percent);
      if (refund) return refund;
      // nothing bought yet: the referee's purchase first (once), used and decided
      const bought = await purchase(world, s.which);
      if (!bought || (await sendOnce(world, bought.call)).statusCode >= 300) return null;
      await usedAndDecided(world, bought.slotId);
      return refundCall(world, user.id, s.which, s.percent);
    },
  }),
};
