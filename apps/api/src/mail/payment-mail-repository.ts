import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import {
  accounts,
  activities,
  areas,
  creditLedger,
  creditNotes,
  payments,
  receipts,
  subscriptions,
  tickets,
  timeSlots,
  venues,
} from '../db/schema.ts';

/** What the e-mails of money events (mail/payment-mails.ts) and their documents read. */

export async function selectMailPayment(db: Executor, paymentId: string) {
  const [row] = await db
    .select({
      payment: payments,
      email: accounts.email,
      /** the payer's language: the mail is in it without looking the address up again */
      language: accounts.language,
      receiptNumber: receipts.number,
    })
    .from(payments)
    .innerJoin(accounts, eq(accounts.id, payments.userId))
    .leftJoin(receipts, eq(receipts.paymentId, payments.id))
    .where(eq(payments.id, paymentId));
  return row ?? null;
}

export async function selectAccountEmail(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: accounts.email }).from(accounts).where(eq(accounts.id, userId));
  return row?.email ?? null;
}

/** The entry a payment bought (the ticket it paid for), with where and when. */
export async function selectPaidEntry(db: Executor, paymentId: string) {
  const [row] = await db
    .select({
      ticketId: tickets.id,
      activityName: activities.name,
      venueName: venues.name,
      venueStreet: venues.street,
      venueCity: venues.city,
      startsAt: timeSlots.startsAt,
    })
    .from(tickets)
    .innerJoin(activities, eq(activities.id, tickets.activityId))
    .innerJoin(venues, eq(venues.id, activities.venueId))
    .leftJoin(timeSlots, eq(timeSlots.id, tickets.timeSlotId))
    .where(eq(tickets.paymentId, paymentId));
  return row ?? null;
}

/** A subscription with its area's name and its holder, for the order confirmation and its contract. */
export async function selectMailSubscription(db: Executor, subscriptionId: string) {
  const [row] = await db
    .select({
      subscription: subscriptions,
      areaName: areas.name,
      email: accounts.email,
      name: accounts.name,
      language: accounts.language,
    })
    .from(subscriptions)
    .innerJoin(accounts, eq(accounts.id, subscriptions.userId))
    .leftJoin(areas, eq(areas.id, subscriptions.areaId))
    .where(eq(subscriptions.id, subscriptionId));
  return row ?? null;
}

/** An area's name (a switch charge's new plan); null for all locations or an area gone. */
export async function selectAreaName(db: Executor, areaId: string | null): Promise<string | null> {
  if (!areaId) return null;
  const [row] = await db.select({ name: areas.name }).from(areas).where(eq(areas.id, areaId));
  return row?.name ?? null;
}

/** The credit note of credits returned (the ledger movement's reason and reference), if it has one. */
export async function selectCreditReturnNote(
  db: Executor,
  movement: { userId: string; reason: string; reference: string },
): Promise<{ creditMovementId: string; number: string } | null> {
  const [row] = await db
    .select({ creditMovementId: creditLedger.id, number: creditNotes.number })
    .from(creditLedger)
    .innerJoin(creditNotes, eq(creditNotes.creditMovementId, creditLedger.id))
    .where(
      and(
        eq(creditLedger.userId, movement.userId),
        eq(creditLedger.reason, movement.reason),
        eq(creditLedger.reference, movement.reference),
      ),
    );
  return row ?? null;
}
