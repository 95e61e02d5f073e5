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
 * voids it. Each of the last three buys a voucher first (once) when the customer has none unused.
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

export const voucherSteps = {
  voucherBuy: stepDef({
    params: amount,
    prepare: async (world, value) => ({ call: buyCall(world, value) }),
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
