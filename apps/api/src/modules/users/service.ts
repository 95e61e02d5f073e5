import type { AccountExport, SavedActivitiesResponse, UserDataResponse } from '@champions/contract';
import { CONSTANTS, hasAnyClaimedOrUsedTickets } from '@champions/domain';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../shared/errors.ts';
import { type Account, toProfile } from '../auth/index.ts';
import { loadPaymentPage } from '../payments/index.ts';
import {
  activityExists,
  deleteSavedActivity,
  insertSavedActivity,
  loadSavedActivityIds,
  loadSubscription,
  loadTickets,
  selectExportRows,
  selectSavedActivitySummaries,
} from './repository.ts';

/** The services of the users module: each takes the executor and the signed-in user. */

export const BILLING_PAGE_SIZE = CONSTANTS.BILLING_HISTORY_PAGE_SIZE;

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** GET /api/user/ (SPEC 7). */
export async function loadUserData(db: Executor, account: Account): Promise<UserDataResponse> {
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

/**
 * Everything held about a user (GDPR access and portability). Each table listed as exported in
 * PERSONAL_DATA_POLICY (modules/auth/erase.ts) appears here; the schema-walking test checks it.
 */
export async function loadAccountExport(db: Executor, account: Account, now: Date): Promise<AccountExport> {
  const email = account.email.toLowerCase();
  const [tickets, paymentPage, savedActivityIds, rows] = await Promise.all([
    loadTickets(db, account.id),
    loadPaymentPage(db, account.id, 1, 100_000),
    loadSavedActivityIds(db, account.id),
    selectExportRows(db, account.id, email),
  ]);
  const { subs, entryRows, methods, ledger, refs, reqs, mails, userReviews, waits } = rows;
  return {
    exportedAt: now.toISOString(),
    account: toProfile(account),
    tickets,
    payments: paymentPage.payments,
    savedActivityIds,
    credits: account.credits,
    subscriptions: subs.map(({ subscription: s, areaName }) => ({
      id: s.id,
      type: s.type,
      currentState: s.currentState,
      startDate: s.startDate.toISOString(),
      currentPeriod: s.currentPeriod,
      numOfPeriods: s.numOfPeriods,
      area: s.areaId && areaName ? { id: s.areaId, name: areaName } : null,
      cancelAtPeriodEnd: s.cancelAtPeriodEnd,
      cancelAtWholeEnd: s.cancelAtWholeEnd,
      switchTo: s.switchTo,
      nextBillingDate: iso(s.nextBillingDate),
      subscribedPrice: s.subscribedPrice,
      monthlyPrice: s.monthlyPrice,
      pause:
        s.pauseStartsAt && s.pauseResumesAt
          ? { startsAt: s.pauseStartsAt.toISOString(), resumesAt: s.pauseResumesAt.toISOString() }
          : null,
      createdAt: s.createdAt.toISOString(),
      cancelledAt: iso(s.cancelledAt),
    })),
    entries: entryRows.map(({ entry, venueName }) => ({
      id: entry.id,
      ticketId: entry.ticketId,
      venueId: entry.venueId,
      venueName,
      scannedAt: entry.scannedAt.toISOString(),
    })),
    paymentMethods: methods.map((m) => ({
      id: m.id,
      brand: m.brand,
      last4: m.last4,
      expMonth: m.expMonth,
      expYear: m.expYear,
      isDefault: m.isDefault,
      createdAt: m.createdAt.toISOString(),
    })),
    creditLedger: ledger.map((l) => ({
      id: l.id,
      amount: l.amount,
      balanceAfter: l.balanceAfter,
      reason: l.reason,
      createdAt: l.createdAt.toISOString(),
    })),
    referrals: refs.map((r) => ({
      id: r.id,
      code: r.code,
      referredMe: r.referredId === account.id,
      reward: r.reward,
      createdAt: r.createdAt.toISOString(),
    })),
    requests: reqs.map((r) => ({
      id: r.id,
      kind: r.kind,
      name: r.name,
      email: r.email,
      phone: r.phone,
      company: r.company,
      message: r.message,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
    })),
    reviews: userReviews.map((r) => ({
      id: r.id,
      activityId: r.activityId,
      ticketId: r.ticketId,
      rating: r.rating,
      text: r.text,
      reply: r.reply,
      createdAt: r.createdAt.toISOString(),
    })),
    waitlist: waits.map((w) => ({
      id: w.id,
      timeSlotId: w.timeSlotId,
      state: w.state,
      createdAt: w.createdAt.toISOString(),
    })),
    emails: mails.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
  };
}

/** The user's saved activities (the heart), by name. */
export async function listSavedActivities(
  db: Executor,
  user: Account,
  now: Date,
): Promise<SavedActivitiesResponse> {
  return { activities: await selectSavedActivitySummaries(db, user.id, now) };
}

/** Saves an activity; saving twice changes nothing. An unknown activity: 404. */
export async function saveActivity(db: Executor, user: Account, activityId: string) {
  if (!(await activityExists(db, activityId))) throw new AppError('ACTIVITY_NOT_FOUND');
  await insertSavedActivity(db, user.id, activityId);
  return { activityId, saved: true };
}

/** Removes a saved activity; removing what is not saved changes nothing. */
export async function unsaveActivity(db: Executor, user: Account, activityId: string) {
  await deleteSavedActivity(db, user.id, activityId);
  return { activityId, saved: false };
}
