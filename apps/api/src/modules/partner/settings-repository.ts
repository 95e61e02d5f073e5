import { and, asc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { accounts, activities, partnerSettings, referrals, requests, venues } from '../../db/schema.ts';

/** Queries of the partner's company settings, support requests, trainers and referral code. */

export async function findSettings(db: Executor, adminId: string) {
  const [row] = await db.select().from(partnerSettings).where(eq(partnerSettings.adminId, adminId));
  return row ?? null;
}

/**
 * Saves the settings and copies the company name and IČO to the account, in one transaction. A
 * partner's first save also sets its commission to the default in force (later saves keep it).
 */
export async function saveSettings(
  db: Database,
  adminId: string,
  values: Omit<typeof partnerSettings.$inferInsert, 'adminId' | 'commissionBps'>,
  firstCommissionBps: number,
) {
  await db.transaction(async (tx) => {
    await tx
      .insert(partnerSettings)
      .values({ adminId, ...values, commissionBps: firstCommissionBps })
      .onConflictDoUpdate({ target: partnerSettings.adminId, set: values });
    await tx
      .update(accounts)
      .set({ companyName: values.companyName, companyId: values.ico })
      .where(eq(accounts.id, adminId));
  });
}

export async function insertSupportRequest(db: Executor, row: typeof requests.$inferInsert) {
  await db.insert(requests).values(row);
}

/** The partner's activities that have a trainer. */
export async function activitiesWithTrainer(db: Executor, adminId: string) {
  return db
    .select({
      trainerId: activities.trainerId,
      id: activities.id,
      name: activities.name,
      venueName: venues.name,
    })
    .from(activities)
    .innerJoin(venues, eq(venues.id, activities.venueId))
    .where(and(eq(venues.adminId, adminId), isNotNull(activities.trainerId)))
    .orderBy(asc(activities.name));
}

/** Trainers of the partner and the trainers with these ids. */
export async function selectTrainers(db: Executor, adminId: string, trainerIds: string[]) {
  return db
    .select({ id: accounts.id, name: accounts.name, email: accounts.email })
    .from(accounts)
    .where(
      and(
        eq(accounts.role, 'trainer'),
        isNull(accounts.deletedAt),
        trainerIds.length > 0
          ? or(eq(accounts.adminId, adminId), inArray(accounts.id, trainerIds))
          : eq(accounts.adminId, adminId),
      ),
    )
    .orderBy(asc(accounts.name));
}

/** The partner's own referral code (the row without a referred account), or null. */
export async function findOwnReferralCode(db: Executor, adminId: string): Promise<string | null> {
  const [own] = await db
    .select({ code: referrals.code })
    .from(referrals)
    .where(and(eq(referrals.referrerId, adminId), isNull(referrals.referredId)));
  return own?.code ?? null;
}

export async function insertReferralCode(db: Executor, adminId: string, code: string): Promise<string> {
  const [own] = await db
    .insert(referrals)
    .values({ referrerId: adminId, code })
    .returning({ code: referrals.code });
  return own!.code;
}

/** Referrals recorded in the referrals table and their rewards. */
export async function referralStats(db: Executor, adminId: string) {
  const [stats] = await db
    .select({
      referredCount: sql<number>`count(${referrals.referredId})::int`,
      rewardTotal: sql<number>`coalesce(sum(${referrals.reward}), 0)::int`,
    })
    .from(referrals)
    .where(eq(referrals.referrerId, adminId));
  return { referredCount: Number(stats?.referredCount ?? 0), rewardTotal: Number(stats?.rewardTotal ?? 0) };
}
