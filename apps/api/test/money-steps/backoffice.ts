import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { entries, payments } from '../../src/db/schema.ts';
import { admitOnce } from './partner.ts';
import { stepDef, superadminHeaders, type World } from './world.ts';

/** The back office: partial card refunds of any of a customer's payments, voids of an admitted entry. */

/** A back-office refund of `percent` % (at least 1 Kč) of one of `userId`'s card payments. */
export async function refundCall(world: World, userId: string, which: number, percent: number) {
  const paid = (
    await world.kit.t.db
      .select()
      .from(payments)
      .where(eq(payments.userId, userId))
      .orderBy(payments.createdAt)
  ).filter((p) => p.providerIntentId);
  const payment = paid[which % Math.max(1, paid.length)];
  if (!payment) return null;
  return {
    call: {
      method: 'POST' as const,
      url: `/api/superadmin/users/${userId}/payments/${payment.id}/refunds`,
      headers: await superadminHeaders(world),
      payload: {
        amount: Math.max(100, Math.floor((payment.amount * percent) / 100)),
        reason: 'Náhodná vratka',
      },
    },
  };
}

const entriesOf = (world: World) =>
  world.kit.t.db
    .select()
    .from(entries)
    .where(eq(entries.userId, world.customer.id))
    .orderBy(entries.scannedAt, entries.id);

export const backofficeSteps = {
  refund: stepDef({
    params: fc.record({ which: fc.nat(5), percent: fc.integer({ min: 1, max: 100 }) }),
    prepare: async (world, s) => refundCall(world, world.customer.id, s.which, s.percent),
  }),
  void: stepDef({
    params: fc.nat(5),
    prepare: async (world, which) => {
      // an admitted entry to void: the reception admits an open ticket first when none is left to void
      if ((await entriesOf(world)).every((entry) => entry.voidedAt)) await admitOnce(world, which);
      const admitted = await entriesOf(world);
      const entry = admitted[which % Math.max(1, admitted.length)];
      if (!entry) return null;
      return {
        call: {
          method: 'POST',
          url: `/api/superadmin/entries/${entry.id}/void`,
          headers: await superadminHeaders(world),
          payload: { reason: 'Náhodné zrušení vstupu' },
        },
      };
    },
  }),
};
