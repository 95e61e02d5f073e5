import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts, activities, payments, timeSlots, venues, walkInSales } from '../../db/schema.ts';

export async function insertWalkInSale(
  db: Executor,
  values: {
    paymentId: string;
    partnerId: string;
    timeSlotId: string;
    tokenHash: string;
    expiresAt: Date;
    createdAt: Date;
  },
) {
  await db.insert(walkInSales).values(values).onConflictDoNothing();
}

/** A desk sale with its payment, customer and slot (by a filter on walk_in_sales). */
function selectSale(db: Executor) {
  return db
    .select({
      paymentId: walkInSales.paymentId,
      partnerId: walkInSales.partnerId,
      expiresAt: walkInSales.expiresAt,
      cancelledAt: walkInSales.cancelledAt,
      userId: payments.userId,
      paymentStatus: payments.status,
      providerIntentId: payments.providerIntentId,
      amount: payments.amount,
      email: accounts.email,
      activityName: activities.name,
      venueName: venues.name,
      slotStartsAt: timeSlots.startsAt,
    })
    .from(walkInSales)
    .innerJoin(payments, eq(payments.id, walkInSales.paymentId))
    .innerJoin(accounts, eq(accounts.id, payments.userId))
    .innerJoin(timeSlots, eq(timeSlots.id, walkInSales.timeSlotId))
    .innerJoin(activities, eq(activities.id, timeSlots.activityId))
    .innerJoin(venues, eq(venues.id, activities.venueId));
}
export type WalkInSaleRow = NonNullable<Awaited<ReturnType<typeof selectSaleByTokenHash>>>;

/** The sale of a payment link (by its token's hash). */
export async function selectSaleByTokenHash(db: Executor, tokenHash: string) {
  const [row] = await selectSale(db).where(eq(walkInSales.tokenHash, tokenHash));
  return row ?? null;
}

/** One of the organisation's desk sales (another organisation's: null). */
export async function selectSaleOfPartner(db: Executor, partnerId: string, paymentId: string) {
  const [row] = await selectSale(db).where(
    and(eq(walkInSales.paymentId, paymentId), eq(walkInSales.partnerId, partnerId)),
  );
  return row ?? null;
}

/** The desk cancelled the sale (once: a repeat keeps the first time). */
export async function markSaleCancelled(db: Executor, paymentId: string, now: Date) {
  await db
    .update(walkInSales)
    .set({ cancelledAt: now })
    .where(and(eq(walkInSales.paymentId, paymentId), isNull(walkInSales.cancelledAt)));
}
