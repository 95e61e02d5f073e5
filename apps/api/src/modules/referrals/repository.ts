import type { BackofficeReferralsQuery } from '@champions/contract';
import { and, asc, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { accounts, paymentMethods, referralRewards, referrals } from '../../db/schema.ts';

/** The queries of referral codes and rewards. */

export type ReferralReward = typeof referralRewards.$inferSelect;

/** The account's own referral code (the row without a referred account), or null. */
export async function findOwnCode(db: Executor, accountId: string): Promise<string | null> {
  const [row] = await db
    .select({ code: referrals.code })
    .from(referrals)
    .where(and(eq(referrals.referrerId, accountId), isNull(referrals.referredId)))
    .limit(1);
  return row?.code ?? null;
}

/** Stores a new own code; null when that code is taken (the caller draws another). */
export async function insertOwnCode(db: Executor, accountId: string, code: string): Promise<string | null> {
  const [row] = await db
    .insert(referrals)
    .values({ referrerId: accountId, code })
    .onConflictDoNothing()
    .returning({ code: referrals.code });
  return row?.code ?? null;
}

/** An account with what the self-referral check compares, its row locked (credits move next). */
export async function lockParty(tx: Executor, accountId: string) {
  const [row] = await tx
    .select({
      id: accounts.id,
      email: accounts.email,
      name: accounts.name,
      phone: accounts.phone,
      credits: accounts.credits,
      referredById: accounts.referredById,
      deletedAt: accounts.deletedAt,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .for('update');
  return row ?? null;
}

/** The provider fingerprints of the account's saved cards. */
export async function selectCardFingerprints(db: Executor, accountId: string): Promise<string[]> {
  const rows = await db
    .select({ fingerprint: paymentMethods.fingerprint })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, accountId), isNotNull(paymentMethods.fingerprint)));
  return rows.map((r) => r.fingerprint!);
}

export async function findRewardOfReferee(db: Executor, refereeId: string): Promise<ReferralReward | null> {
  const [row] = await db.select().from(referralRewards).where(eq(referralRewards.refereeId, refereeId));
  return row ?? null;
}

/** The one decision of a referee; null when there already is one (the unique referee makes it once). */
export async function insertReward(
  tx: Executor,
  row: typeof referralRewards.$inferInsert,
): Promise<ReferralReward | null> {
  const [inserted] = await tx.insert(referralRewards).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

/** The granted reward a payment earned, locked; null when it earned none or it is already taken back. */
export async function lockGrantedRewardOfPayment(tx: Executor, paymentId: string) {
  const [row] = await tx
    .select()
    .from(referralRewards)
    .where(and(eq(referralRewards.paymentId, paymentId), eq(referralRewards.state, 'granted')))
    .for('update');
  return row ?? null;
}

export async function lockRewardOfReferee(tx: Executor, refereeId: string) {
  const [row] = await tx
    .select()
    .from(referralRewards)
    .where(eq(referralRewards.refereeId, refereeId))
    .for('update');
  return row ?? null;
}

export async function setRewardTakenBack(
  tx: Executor,
  id: string,
  change: Pick<
    ReferralReward,
    'state' | 'referrerUnrecovered' | 'refereeUnrecovered' | 'reversedAt' | 'revokeReason'
  >,
): Promise<ReferralReward> {
  const [row] = await tx.update(referralRewards).set(change).where(eq(referralRewards.id, id)).returning();
  return row!;
}

/** The live accounts that registered through the referrer's link, newest first, with their reward. */
export async function selectReferred(db: Executor, referrerId: string) {
  return db
    .select({
      name: accounts.name,
      createdAt: accounts.createdAt,
      state: referralRewards.state,
      referrerAmount: referralRewards.referrerAmount,
    })
    .from(accounts)
    .leftJoin(referralRewards, eq(referralRewards.refereeId, accounts.id))
    .where(and(eq(accounts.referredById, referrerId), isNull(accounts.deletedAt)))
    .orderBy(desc(accounts.createdAt))
    .limit(500);
}

const referee = alias(accounts, 'referee');
const referrer = alias(accounts, 'referrer');

const rowColumns = {
  referee: { id: referee.id, name: referee.name, email: referee.email, role: referee.role },
  referrer: { id: referrer.id, name: referrer.name, email: referrer.email, role: referrer.role },
  registeredAt: referee.createdAt,
  code: sql<
    string | null
  >`(select r.code from referrals r where r.referrer_id = ${referrer.id} and r.referred_id is null limit 1)`,
  reward: referralRewards,
};

function rowsQuery(db: Executor, where: SQL | undefined) {
  return db
    .select(rowColumns)
    .from(referee)
    .innerJoin(referrer, eq(referrer.id, referee.referredById))
    .leftJoin(referralRewards, eq(referralRewards.refereeId, referee.id))
    .where(where);
}

export type ReferralRowData = Awaited<ReturnType<typeof rowsQuery>>[number];

/** Referred accounts (each word in either side's name or e-mail, or the code), filtered by state, one page. */
export async function searchReferrals(db: Executor, query: BackofficeReferralsQuery) {
  const filters: SQL[] = [isNull(referee.deletedAt)];
  const words = (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5);
  for (const word of words) {
    const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(
      sql`(lower(f_unaccent(${referee.name} || ' ' || ${referee.email} || ' ' || ${referrer.name} || ' ' || ${referrer.email})) like lower(f_unaccent(${pattern}))
        or exists (select 1 from referrals r where r.referrer_id = ${referrer.id} and r.referred_id is null and lower(r.code) like ${pattern}))`,
    );
  }
  if (query.state === 'pending') filters.push(isNull(referralRewards.id));
  else if (query.state) filters.push(eq(referralRewards.state, query.state));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    rowsQuery(db, where)
      .orderBy(desc(referee.createdAt), asc(referee.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ value: count() })
      .from(referee)
      .innerJoin(referrer, eq(referrer.id, referee.referredById))
      .leftJoin(referralRewards, eq(referralRewards.refereeId, referee.id))
      .where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** One referred account as the back office lists it, or null. */
export async function findReferralRow(db: Executor, refereeId: string): Promise<ReferralRowData | null> {
  const [row] = await rowsQuery(db, and(eq(referee.id, refereeId), isNull(referee.deletedAt)));
  return row ?? null;
}
