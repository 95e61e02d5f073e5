import type { TicketDto } from '@champions/contract';
import type { Language } from '@champions/domain';
import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  accounts,
  activities,
  areas,
  creditLedger,
  emailOutbox,
  entries,
  paymentMethods,
  referrals,
  requests,
  reviews,
  savedActivities,
  subscriptions,
  tickets,
  timeSlots,
  venues,
  waitlistEntries,
} from '../../db/schema.ts';
import { selectActivitySummaries } from '../catalogue/index.ts';
import { loadPlanCompany } from '../subscriptions/index.ts';

/** Every query of the users module: the user's tickets, payments, subscription, favourites, export. */

export async function loadTickets(db: Executor, userId: string): Promise<TicketDto[]> {
  const rows = await db
    .select({
      ticket: tickets,
      activityName: activities.name,
      venueName: venues.name,
      slotStart: timeSlots.startsAt,
    })
    .from(tickets)
    .innerJoin(activities, eq(activities.id, tickets.activityId))
    .innerJoin(venues, eq(venues.id, activities.venueId))
    .leftJoin(timeSlots, eq(timeSlots.id, tickets.timeSlotId))
    .where(eq(tickets.userId, userId))
    .orderBy(desc(tickets.createdAt));
  return rows.map(({ ticket, activityName, venueName, slotStart }) => ({
    id: ticket.id,
    activityId: ticket.activityId,
    activityName,
    venueName,
    source: ticket.source,
    price: ticket.price,
    isUsed: ticket.isUsed,
    isCancelled: ticket.isCancelled,
    expiresAt: ticket.expiresAt.toISOString(),
    usedAt: ticket.usedAt?.toISOString() ?? null,
    timeSlotStartsAt: slotStart?.toISOString() ?? null,
    createdAt: ticket.createdAt.toISOString(),
  }));
}

/** The user's live subscription (or the latest one when none is live). */
export async function loadSubscription(db: Executor, userId: string) {
  const [row] = await db
    .select({ subscription: subscriptions, areaName: areas.name })
    .from(subscriptions)
    .leftJoin(areas, eq(areas.id, subscriptions.areaId))
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  if (!row) return null;
  const s = row.subscription;
  return {
    id: s.id,
    type: s.type,
    currentState: s.currentState,
    startDate: s.startDate.toISOString(),
    currentPeriod: s.currentPeriod,
    numOfPeriods: s.numOfPeriods,
    area: s.areaId && row.areaName ? { id: s.areaId, name: row.areaName } : null,
    cancelAtPeriodEnd: s.cancelAtPeriodEnd,
    cancelAtWholeEnd: s.cancelAtWholeEnd,
    switchTo: s.switchTo,
    nextBillingDate: s.nextBillingDate?.toISOString() ?? null,
    subscribedPrice: s.subscribedPrice,
    monthlyPrice: s.monthlyPrice,
    pause:
      s.pauseStartsAt && s.pauseResumesAt
        ? { startsAt: s.pauseStartsAt.toISOString(), resumesAt: s.pauseResumesAt.toISOString() }
        : null,
    company: await loadPlanCompany(db, s.companySeatId),
  };
}

export async function loadSavedActivityIds(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: savedActivities.activityId })
    .from(savedActivities)
    .where(eq(savedActivities.userId, userId))
    .orderBy(desc(savedActivities.createdAt));
  return rows.map((r) => r.id);
}

/** The rows of the GDPR export beyond tickets, payments and favourites (PERSONAL_DATA_POLICY). */
export async function selectExportRows(db: Executor, userId: string, email: string) {
  const [subs, entryRows, methods, ledger, refs, reqs, mails, userReviews, waits] = await Promise.all([
    db
      .select({ subscription: subscriptions, areaName: areas.name })
      .from(subscriptions)
      .leftJoin(areas, eq(areas.id, subscriptions.areaId))
      .where(eq(subscriptions.userId, userId))
      .orderBy(asc(subscriptions.createdAt)),
    db
      .select({ entry: entries, venueName: venues.name })
      .from(entries)
      .innerJoin(venues, eq(venues.id, entries.venueId))
      .where(eq(entries.userId, userId))
      .orderBy(desc(entries.scannedAt)),
    db.select().from(paymentMethods).where(eq(paymentMethods.userId, userId)),
    db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, userId))
      .orderBy(asc(creditLedger.createdAt)),
    db
      .select()
      .from(referrals)
      .where(or(eq(referrals.referrerId, userId), eq(referrals.referredId, userId))),
    db.select().from(requests).where(sql`lower(${requests.email}) = ${email}`),
    db
      .select({
        id: emailOutbox.id,
        subject: emailOutbox.subject,
        template: emailOutbox.template,
        status: emailOutbox.status,
        createdAt: emailOutbox.createdAt,
      })
      .from(emailOutbox)
      .where(sql`lower(${emailOutbox.to}) = ${email}`)
      .orderBy(desc(emailOutbox.createdAt)),
    db.select().from(reviews).where(eq(reviews.userId, userId)).orderBy(asc(reviews.createdAt)),
    db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.userId, userId))
      .orderBy(asc(waitlistEntries.createdAt)),
  ]);
  return { subs, entryRows, methods, ledger, refs, reqs, mails, userReviews, waits };
}

export async function activityExists(db: Executor, activityId: string): Promise<boolean> {
  const [activity] = await db
    .select({ id: activities.id })
    .from(activities)
    .where(eq(activities.id, activityId));
  return Boolean(activity);
}

export async function insertSavedActivity(db: Executor, userId: string, activityId: string) {
  await db.insert(savedActivities).values({ userId, activityId }).onConflictDoNothing();
}

export async function deleteSavedActivity(db: Executor, userId: string, activityId: string) {
  await db
    .delete(savedActivities)
    .where(and(eq(savedActivities.userId, userId), eq(savedActivities.activityId, activityId)));
}

/** The summaries of the activities the user saved, by name. */
export function selectSavedActivitySummaries(db: Executor, userId: string, now: Date) {
  return selectActivitySummaries(db, {
    now,
    where: sql`a.id in (select activity_id from saved_activities where user_id = ${userId})`,
    orderBy: sql`a.name`,
  });
}

/** Keeps the account's language (its e-mails and documents are written in it). */
export async function updateAccountLanguage(
  db: Executor,
  accountId: string,
  language: Language,
): Promise<Language> {
  const [row] = await db
    .update(accounts)
    .set({ language })
    .where(eq(accounts.id, accountId))
    .returning({ language: accounts.language });
  return row?.language ?? language;
}
