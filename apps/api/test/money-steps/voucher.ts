import { randomUUID } from 'node:crypto';
import { pragueDayKey, voucherState } from '@champions/domain';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { vouchers } from '../../src/db/schema.ts';
import type { SubscriptionUser } from '../subscription-kit.ts';
import { type Call, sendOnce, stepDef, superadminHeaders, type World } from './world.ts';

/**
 * Gift vouchers (docs/business-rules.md, "Dárkové poukazy"): the sequence's customer buys one by card, a
 * friend redeems it as credit, the customer withdraws an unused one (refund to the card) or the back office
 * voids it; a plan voucher (Championship for 1–3 periods) the friend redeems starts a plan with its periods covered.
 * Each of the last three buys an amount voucher first (once) when the customer has none unused.
 */

/** the friend who redeems the customer's vouchers, one per sequence */
const friends = new WeakMap<World, SubscriptionUser>();

async function friendOf(world: World): Promise<SubscriptionUser> {
  const known = friends.get(world);
  if (known) return known;
  const friend = await world.newUser('Jana Obdarovaná');
  friends.set(world, friend);
  return friend;
}

/** amounts from 300 to 2 000 Kč in whole crowns */
const amount = fc.integer({ min: 300, max: 2_000 }).map((crowns) => crowns * 100);

function buyCall(world: World, value: number): Call {
  return {
    method: 'POST',
    url: '/api/user/vouchers',
    headers: world.customer.headers,
    payload: {
      amount: value,
      recipientName: 'Jana',
      message: 'Na sport',
      deliveryDate: pragueDayKey(world.kit.t.clock.now()),
      paymentMethodId: world.card,
    },
  };
}

/** The customer's unused vouchers, oldest first. */
async function unused(world: World) {
  const now = world.kit.t.clock.now();
  const rows = await world.kit.t.db
    .select()
    .from(vouchers)
    .where(eq(vouchers.buyerId, world.customer.id))
    .orderBy(vouchers.createdAt, vouchers.id);
  return rows.filter((v) => voucherState(v, now) === 'active');
}

/** One of the customer's unused vouchers; one bought first (once) when there is none. */
async function anUnused(world: World, which: number, value: number) {
  let list = await unused(world);
  if (list.length === 0) {
    const call = buyCall(world, value);
    const bought = await sendOnce(world, {
      ...call,
      headers: { ...call.headers, 'idempotency-key': randomUUID() },
    });
    if (bought.statusCode !== 201) throw new Error(`voucher not bought: ${bought.statusCode} ${bought.body}`);
    list = await unused(world);
  }
  return list[which % list.length]!;
}

const pick = fc.record({ which: fc.nat(3), amount });

/** a Championship plan voucher: flexible or yearly, Brno or Praha, 1 to 3 periods */
const planChoice = fc.record({
  type: fc.constantFrom('CHAMPIONSHIP_FLEXIBLE', 'CHAMPIONSHIP'),
  area: fc.constantFrom('brno', 'praha'),
  periods: fc.integer({ min: 1, max: 3 }),
});

/** The plan voucher as the page offers it: the period price of the public data (whole Kč) × the periods. */
async function planVoucherCall(world: World, choice: { type: string; area: string; periods: number }) {
  const { t } = world.kit;
  const data = (await t.app.inject({ method: 'GET', url: '/api/public/' })).json() as {
    areas: { id: string; slug: string; price: number }[];
    config: { flexiblePrice: number };
  };
  const area = data.areas.find((a) => a.slug === choice.area)!;
  const periodPrice =
    (area.price + (choice.type === 'CHAMPIONSHIP_FLEXIBLE' ? data.config.flexiblePrice : 0)) * 100;
  const call: Call = {
    method: 'POST',
    url: '/api/user/vouchers',
    headers: world.customer.headers,
    payload: {
      plan: { type: choice.type, areaId: area.id, periods: choice.periods },
      price: periodPrice * choice.periods,
      recipientName: 'Jana',
      message: 'Na sport',
      deliveryDate: pragueDayKey(t.clock.now()),
      paymentMethodId: world.card,
    },
  };
  return call;
}

export const voucherSteps = {
  voucherBuy: stepDef({
    params: amount,
    prepare: async (world, value) => ({ call: buyCall(world, value) }),
  }),
  // a plan voucher: the friend's redemption (voucherRedeem) starts a plan with its periods covered
  planVoucherBuy: stepDef({
    params: planChoice,
    prepare: async (world, choice) => ({ call: await planVoucherCall(world, choice) }),
  }),
  voucherRedeem: stepDef({
    params: pick,
    prepare: async (world, s) => {
      const voucher = await anUnused(world, s.which, s.amount);
      const friend = await friendOf(world);
      return {
        call: {
          method: 'POST',
          url: '/api/user/vouchers/redeem',
          headers: friend.headers,
          payload: { code: voucher.code },
        },
      };
    },
  }),
  voucherWithdraw: stepDef({
    params: pick,
    prepare: async (world, s) => {
      const voucher = await anUnused(world, s.which, s.amount);
      return {
        call: {
          method: 'POST',
          url: `/api/user/vouchers/${voucher.id}/withdraw`,
          headers: world.customer.headers,
        },
      };
    },
  }),
  voucherVoid: stepDef({
    params: pick,
    prepare: async (world, s) => {
      const voucher = await anUnused(world, s.which, s.amount);
      return {
        call: {
          method: 'POST',
          url: `/api/superadmin/vouchers/${voucher.id}/void`,
          headers: await superadminHeaders(world),
        },
      };
    },
  }),
};
