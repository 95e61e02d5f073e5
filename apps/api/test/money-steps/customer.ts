import { randomUUID } from 'node:crypto';
import { extendWindowStart, periodEnd } from '@champions/domain';
import { desc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { subscriptions, tickets } from '../../src/db/schema.ts';
import { partnerSlotsQuery } from '../customers.ts';
import { type Call, sendOnce, stepDef, type World } from './world.ts';

/** What a customer does with her money: plans (buy, switch, pause, cancel, withdraw…) and entries. */

export const planType = fc.constantFrom('PAYG_PLUS', 'CHAMPIONSHIP', 'CHAMPIONSHIP_FLEXIBLE' as const);
export const checkoutParams = fc.record({ type: planType, allAreas: fc.boolean() });

const area = (world: World, all: boolean) => (all ? null : world.kit.brno);
const own = (
  world: World,
  method: Call['method'],
  url: string,
  payload?: Record<string, unknown>,
): { call: Call } => ({
  call: { method, url, headers: world.customer.headers, ...(payload ? { payload } : {}) },
});

/** The customer's newest plan. */
export const planOf = async (world: World) =>
  (
    await world.kit.t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, world.customer.id))
      .orderBy(desc(subscriptions.createdAt))
      .limit(1)
  )[0];

/** A change of the customer's plan: PUT or POST /api/user/subscriptions/<path>. */
export const plan = (world: World, method: Call['method'], path: string, payload?: Record<string, unknown>) =>
  own(world, method, `/api/user/subscriptions/${path}`, payload);

/** The partner's next 31 slots from now (each with its first option). */
export const upcomingSlots = (world: World) =>
  partnerSlotsQuery(world.kit.t, world.partnerId, world.kit.t.clock.now()).limit(31);

export const ticketsOf = (world: World, userId: string) =>
  world.kit.t.db
    .select()
    .from(tickets)
    .where(eq(tickets.userId, userId))
    .orderBy(tickets.createdAt, tickets.id);

/** The customer's tickets not yet used nor cancelled. */
export const openTickets = async (world: World) =>
  (await ticketsOf(world, world.customer.id)).filter((ticket) => !ticket.usedAt && !ticket.cancelledAt);

/** An entry bought by card with the same request id however often it is sent. */
async function buyByCardCall(world: World, n: number) {
  const slots = await upcomingSlots(world);
  const slot = slots[n % Math.max(1, slots.length)];
  return slot
    ? own(world, 'POST', '/api/user/entries', {
        timeSlotId: slot.slotId,
        optionId: slot.optionId,
        paymentMethodId: world.card,
        requestId: randomUUID(),
      })
    : null;
}

/** A step that needs a ticket: the customer buys one by card (once) when she holds none open. */
export async function ensureTicket(world: World, n: number) {
  if ((await openTickets(world)).length > 0) return;
  const buy = await buyByCardCall(world, n);
  if (buy) await sendOnce(world, buy.call);
}

export const customerSteps = {
  checkout: stepDef({
    params: checkoutParams,
    weight: 1,
    prepare: async (world, s) =>
      own(world, 'POST', '/api/user/subscriptions', {
        type: s.type,
        areaId: area(world, s.allAreas),
        paymentMethodId: world.card,
        startNow: true,
      }),
  }),
  claim: stepDef({
    params: fc.nat(30),
    weight: 2,
    prepare: async (world, n) => {
      const slots = await upcomingSlots(world);
      const slot = slots[n % Math.max(1, slots.length)];
      return slot
        ? own(world, 'POST', '/api/user/entries', { timeSlotId: slot.slotId, optionId: slot.optionId })
        : null;
    },
  }),
  buyByCard: stepDef({
    params: fc.nat(30),
    weight: 2,
    prepare: async (world, n) => buyByCardCall(world, n + 7),
  }),
  cancelEntry: stepDef({
    params: fc.nat(5),
    prepare: async (world, which) => {
      await ensureTicket(world, which);
      const held = await ticketsOf(world, world.customer.id);
      const ticket = held[which % Math.max(1, held.length)];
      return ticket ? own(world, 'POST', `/api/user/entries/${ticket.id}/cancel`) : null;
    },
  }),
  cancel: stepDef({
    params: fc.constantFrom('at_period_end' as const, 'at_whole_end' as const),
    prepare: async (world, type) => plan(world, 'PUT', 'cancel-subscription', { cancellationType: type }),
  }),
  pause: stepDef({
    params: fc.integer({ min: 1, max: 3 }),
    leadPlan: 'CHAMPIONSHIP_FLEXIBLE',
    prepare: async (world, periods) => plan(world, 'PUT', 'pause-subscription', { periods }),
  }),
  cancelPause: stepDef({
    params: fc.integer({ min: 1, max: 3 }),
    leadPlan: 'CHAMPIONSHIP_FLEXIBLE',
    prepare: async (world, periods) => {
      // a pause to cancel: one is asked for first (once)
      await sendOnce(world, plan(world, 'PUT', 'pause-subscription', { periods }).call);
      return plan(world, 'PUT', 'cancel-pause');
    },
  }),
  extend: stepDef({
    params: fc.constant(null),
    leadPlan: 'CHAMPIONSHIP',
    prepare: async (world) => {
      // a year is added only in the last periods of the commitment: the plan is billed up to them first
      const sub = await planOf(world);
      if (sub?.type === 'CHAMPIONSHIP' && ['ACTIVE', 'WAITING_FOR_PAYMENT'].includes(sub.currentState)) {
        const opens = extendWindowStart(sub).getTime();
        for (let at = world.kit.t.clock.now().getTime(); at < opens; ) {
          at = Math.min(opens, periodEnd(sub.startDate, at).getTime());
          await world.walkTo(new Date(at));
        }
      }
      return plan(world, 'PUT', 'extend-subscription');
    },
  }),
  switch: stepDef({
    params: checkoutParams,
    prepare: async (world, s) =>
      plan(world, 'PUT', 'switch-subscription', { newType: s.type, newAreaId: area(world, s.allAreas) }),
  }),
  reactivate: stepDef({
    params: fc.constantFrom('at_period_end' as const, 'at_whole_end' as const),
    prepare: async (world, type) => {
      // a cancelled plan to take back: it is cancelled first (once; refused when it already is)
      await sendOnce(world, plan(world, 'PUT', 'cancel-subscription', { cancellationType: type }).call);
      return plan(world, 'PUT', 'reactivate-subscription');
    },
  }),
  withdraw: stepDef({
    params: fc.constant(null),
    prepare: async (world) => plan(world, 'POST', 'withdraw'),
  }),
};
