import type { AccountExport } from '@champions/contract';
import { asc, desc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  areas,
  creditLedger,
  emailOutbox,
  entries,
  paymentMethods,
  referrals,
  requests,
  subscriptions,
  venues,
} from '../../db/schema.ts';
import { type Account, toProfile } from '../auth/index.ts';
import { loadPaymentPage, loadSavedActivityIds, loadTickets } from './user-data.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * Everything held about a user (GDPR access and portability). Each table listed as exported in
 * PERSONAL_DATA_POLICY (modules/auth/erase.ts) appears here; the schema-walking test checks it.
 */
export async function loadAccountExport(db: Database, account: Account, now: Date): Promise<AccountExport> {
  const email = account.email.toLowerCase();
  const [tickets, paymentPage, savedActivityIds, subs, entryRows, methods, ledger, refs, reqs, mails] =
    await Promise.all([
      loadTickets(db, account.id),
      loadPaymentPage(db, account.id, 1, 100_000),
      loadSavedActivityIds(db, account.id),
      db
        .select({ subscription: subscriptions, areaName: areas.name })
        .from(subscriptions)
        .leftJoin(areas, eq(areas.id, subscriptions.areaId))
        .where(eq(subscriptions.userId, account.id))
        .orderBy(asc(subscriptions.createdAt)),
      db
        .select({ entry: entries, venueName: venues.name })
        .from(entries)
        .innerJoin(venues, eq(venues.id, entries.venueId))
        .where(eq(entries.userId, account.id))
        .orderBy(desc(entries.scannedAt)),
      db.select().from(paymentMethods).where(eq(paymentMethods.userId, account.id)),
      db
        .select()
        .from(creditLedger)
        .where(eq(creditLedger.userId, account.id))
        .orderBy(asc(creditLedger.createdAt)),
      db
        .select()
        .from(referrals)
        .where(or(eq(referrals.referrerId, account.id), eq(referrals.referredId, account.id))),
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
    ]);
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
    emails: mails.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
  };
}
