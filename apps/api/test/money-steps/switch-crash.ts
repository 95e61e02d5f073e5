import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { payments } from '../../src/db/schema.ts';
import { runDueJobs } from '../../src/jobs/queue.ts';
import { jobHandlers } from '../../src/jobs/scheduler.ts';
import { plan, planOf, planType } from './customer.ts';
import { type Prepared, sendOnce, stepDef, type World } from './world.ts';

/**
 * A plan switch whose charge succeeds at the card provider while our commit is lost (as in
 * subscriptions-switch-crash.test.ts: a handler in the payment's own transaction throws). The
 * reconcile job settles it later: the switch applied if the plan is as it was, else the money returned.
 */

/** while on, every transaction that would record a switch charge as paid fails */
const crash = { on: false };

/** Registers the simulated crash on the app's payments (once, before the sequences). */
export function simulateSwitchCrash(app: FastifyInstance) {
  app.payments.onPaymentPaid(async (_tx, payment) => {
    if (crash.on && payment.kind === 'switch') throw new Error('simulated crash before the commit');
  });
}

const SETTLED = ['succeeded', 'refunded', 'partially_refunded'];
const openSwitchCharges = async (world: World) =>
  (
    await world.kit.t.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, world.customer.id), eq(payments.kind, 'switch')))
  ).filter((p) => p.providerIntentId && !SETTLED.includes(p.status));

export const switchCrashSteps = {
  switchCrash: stepDef({
    params: planType,
    prepare: async (world, type): Promise<Prepared | null> => {
      const current = await planOf(world);
      if (!current || current.currentState === 'ENDED') return null;
      // nothing in the way of a switch (once each; refused when there is nothing to cancel)
      await sendOnce(world, plan(world, 'PUT', 'cancel-pending-switch').call);
      await sendOnce(world, plan(world, 'PUT', 'cancel-pause').call);
      // a switch up is charged at once: to all locations (or another plan there when it already is)
      return {
        call: plan(world, 'PUT', 'switch-subscription', {
          newType: current.areaId ? current.type : type,
          newAreaId: null,
        }).call,
        crashes: true,
        around: async (send) => {
          crash.on = true;
          try {
            return await send();
          } finally {
            crash.on = false;
          }
        },
        done: async (answers) => {
          const open = await openSwitchCharges(world);
          for (const charge of open)
            if (!world.openSwitches.includes(charge.id)) world.openSwitches.push(charge.id);
          return answers.some((a) => a.statusCode >= 500) && open.length > 0;
        },
      };
    },
  }),
};

/**
 * What the reconcile job does later (twice, as its schedule would, and the jobs it queued); then
 * every switch charge a crash left open must be settled: applied or returned. Answers how many were.
 */
export async function settleSwitches(world: World): Promise<{ applied: number; returned: number }> {
  const { t } = world.kit;
  if (world.openSwitches.length === 0) return { applied: 0, returned: 0 };
  t.clock.advance(2 * 60_000);
  for (let round = 0; round < 2; round += 1) {
    await t.app.payments.reconcile();
    await runDueJobs(t.db, jobHandlers(t.app), t.clock.now(), (error) => {
      throw error;
    });
  }
  const settled = await t.db.select().from(payments).where(inArray(payments.id, world.openSwitches));
  const unsettled = settled.filter((p) => !SETTLED.includes(p.status));
  if (unsettled.length > 0)
    throw new Error(`switch charges left unsettled after the reconcile job: ${JSON.stringify(unsettled)}`);
  world.openSwitches = [];
  return {
    applied: settled.filter((p) => p.status === 'succeeded').length,
    returned: settled.filter((p) => p.status !== 'succeeded').length,
  };
}
