import { lastClosedPayoutPeriod } from '@champions/domain';
import type { Database } from './client.ts';
import {
  demoAdminId,
  insertAccounts,
  insertAdmittedEntry,
  insertReview,
  insertSubscription,
  partnerOptions,
} from './seed-repository.ts';

/** Customers who came last month (no password: they exist for the demo partner's history only). */
const HISTORY_CUSTOMERS = [
  { email: 'karel.dvorak@example.cz', name: 'Karel Dvořák' },
  { email: 'tereza.mala@example.cz', name: 'Tereza Malá' },
  { email: 'ondrej.beran@example.cz', name: 'Ondřej Beran' },
] as const;
/** days of last month and hours (Prague is UTC+1/+2: these stay inside the day) the visits took place */
const VISITS = [
  [2, 7],
  [5, 16],
  [9, 17],
  [12, 8],
  [16, 18],
  [20, 6],
  [23, 15],
  [27, 17],
] as const;

/**
 * Last month's admitted entries at the demo partner's venues, so its earnings have a history and the
 * back office has a closed month to pay out (once the partner has saved a bank account). The entries
 * are membership visits (claimed for 0 Kč, open entries), earning the option's listed price.
 */
export async function seedPartnerHistory(db: Database, now: Date): Promise<void> {
  const adminId = await demoAdminId(db);
  if (!adminId) return;
  const month = lastClosedPayoutPeriod('monthly', now).start;
  const times = VISITS.map(([day, hour]) => new Date(month.getTime() + ((day - 1) * 24 + hour) * 3_600_000));
  await seedVisits(db, now, adminId, HISTORY_CUSTOMERS, times);
}

/**
 * Admitted entries at an admin account's venues at the given times, by new customers (taken in
 * turn); the visits with a rating get a verified review of it.
 */
export async function seedVisits(
  db: Database,
  now: Date,
  adminId: string,
  people: readonly { email: string; name: string }[],
  times: readonly Date[],
  ratings: readonly (number | null)[] = [],
): Promise<void> {
  const options = await partnerOptions(db, adminId, 4);
  if (options.length === 0) return;
  const customers = await insertAccounts(
    db,
    people.map((c) => ({ role: 'user' as const, ...c, emailVerifiedAt: now })),
  );
  if (customers.length === 0) return;
  // the membership their 0 Kč visits stand on: the promo's free first period, from the day before
  // their first visit (the money audit checks that an admitted membership entry lies in a paid period)
  for (const [index, customer] of customers.entries()) {
    const visits = times.filter((_, visit) => visit % customers.length === index).map((at) => at.getTime());
    if (visits.length === 0) continue;
    const first = new Date(Math.min(...visits));
    await insertSubscription(db, {
      userId: customer.id,
      type: 'CHAMPIONSHIP_FLEXIBLE',
      currentState: 'ENDED',
      startDate: new Date(first.getTime() - 24 * 3_600_000),
      numOfPeriods: 1,
      subscribedPrice: 0,
      monthlyPrice: 0,
      promoApplied: true,
      createdAt: new Date(first.getTime() - 24 * 3_600_000),
    });
  }
  for (const [index, scannedAt] of times.entries()) {
    const option = options[index % options.length]!;
    const userId = customers[index % customers.length]!.id;
    const ticketId = await insertAdmittedEntry(
      db,
      {
        userId,
        activityId: option.activityId,
        optionId: option.optionId,
        source: 'CHAMPIONSHIP',
        price: 0,
        isUsed: true,
        usedAt: scannedAt,
        createdAt: new Date(scannedAt.getTime() - 3_600_000),
        expiresAt: new Date(scannedAt.getTime() + 30 * 24 * 3_600_000),
      },
      { userId, venueId: option.venueId, partnerEarning: option.price, scannedAt },
    );
    const rating = ratings[index];
    if (rating) {
      await insertReview(db, {
        ticketId,
        userId,
        activityId: option.activityId,
        rating,
        createdAt: new Date(scannedAt.getTime() + 3_600_000),
      });
    }
  }
}
