import type { AccountExport } from '@champions/contract';
import type { Executor } from '../../../db/client.ts';
import { type Account, toProfile } from '../../auth/index.ts';
import { loadPaymentPage } from '../../payments/index.ts';
import { loadSavedActivityIds, loadTickets, selectExportRows } from '../repository.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * Everything held about a user (GDPR access and portability). Each table listed as exported in
 * PERSONAL_DATA_POLICY (modules/auth/erase.ts) appears here; the schema-walking test checks it.
 */
export async function loadAccountExport(db: Executor, account: Account, now: Date): Promise<AccountExport> {
  const email = account.email.toLowerCase();
  const [tickets, paymentPage, savedActivityIds, rows] = await Promise.all([
    loadTickets(db, account.id),
    loadPaymentPage(db, account.id, 1, 100_000, true),
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
