import type { TicketDto, UserDataResponse } from '@champions/contract';
import { CONSTANTS, hasAnyClaimedOrUsedTickets } from '@champions/domain';
import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  activities,
  areas,
  payments,
  savedActivities,
  subscriptions,
  tickets,
  timeSlots,
  venues,
} from '../../db/schema.ts';
import { type Account, toProfile } from '../auth/index.ts';

export const BILLING_PAGE_SIZE = CONSTANTS.BILLING_HISTORY_PAGE_SIZE;

export async function loadTickets(db: Database, userId: string): Promise<TicketDto[]> {
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

export async function loadPaymentPage(db: Database, userId: string, page: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(eq(payments.userId, userId))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(payments).where(eq(payments.userId, userId)),
  ]);
  const totalCount = total?.value ?? 0;
  return {
    payments: rows.map((p) => ({
      id: p.id,
      kind: p.kind,
      description: p.description,
      amount: p.amount,
      creditsUsed: p.creditsUsed,
      currency: p.currency,
      status: p.status,
      receiptNumber: p.receiptNumber,
      createdAt: p.createdAt.toISOString(),
    })),
    pagination: { page, limit, total: totalCount, totalPages: Math.ceil(totalCount / limit) },
  };
}

/** The user's live subscription (or the latest one when none is live). */
export async function loadSubscription(db: Database, userId: string) {
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
  };
}

export async function loadSavedActivityIds(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: savedActivities.activityId })
    .from(savedActivities)
    .where(eq(savedActivities.userId, userId))
    .orderBy(desc(savedActivities.createdAt));
  return rows.map((r) => r.id);
}

/** GET /api/user/ (SPEC 7). */
export async function loadUserData(db: Database, account: Account): Promise<UserDataResponse> {
  const [ticketList, subscription, paymentPage, savedActivityIds] = await Promise.all([
    loadTickets(db, account.id),
    loadSubscription(db, account.id),
    loadPaymentPage(db, account.id, 1, BILLING_PAGE_SIZE),
    loadSavedActivityIds(db, account.id),
  ]);
  return {
    user: {
      ...toProfile(account),
      credits: account.credits,
      tickets: ticketList,
      hasAnyClaimedOrUsedTickets: hasAnyClaimedOrUsedTickets(ticketList),
      savedActivityIds,
    },
    subscription,
    paymentHistory: paymentPage.payments,
    paymentHistoryPagination: paymentPage.pagination,
  };
}
