import type { BackofficeReferralsQuery } from '@champions/contract';
import { REFERRAL_QUALIFYING_KINDS } from '@champions/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  notExists,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { accounts, paymentMethods, payments, referralRewards, referrals, tickets } from '../../db/schema.ts';

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

/** The provider fingerprints of every card the account saved or paid with (saved or not). */
export async function selectCardFingerprints(db: Executor, accountId: string): Promise<string[]> {
  const [saved, paid] = await Promise.all([
    db
      .select({ fingerprint: paymentMethods.fingerprint })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.userId, accountId), isNotNull(paymentMethods.fingerprint))),
    db
      .selectDistinct({ fingerprint: payments.cardFingerprint })
      .from(payments)
      .where(and(eq(payments.userId, accountId), isNotNull(payments.cardFingerprint))),
  ]);
  return [...new Set([...saved, ...paid].map((r) => r.fingerprint!))];
}

/**
 * The card fingerprints (saved or paid with) of the other accounts the referrer brought: one card
 * behind several referred accounts is one person farming rewards, not several friends.
 */
export async function selectOtherRefereesCardFingerprints(
  db: Executor,
  referrerId: string,
  refereeId: string,
): Promise<string[]> {
  const others = db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.referredById, referrerId), ne(accounts.id, refereeId)));
  const [saved, paid] = await Promise.all([
    db
      .selectDistinct({ fingerprint: paymentMethods.fingerprint })
      .from(paymentMethods)
      .where(and(inArray(paymentMethods.userId, others), isNotNull(paymentMethods.fingerprint))),
    db
      .selectDistinct({ fingerprint: payments.cardFingerprint })
      .from(payments)
      .where(and(inArray(payments.userId, others), isNotNull(payments.cardFingerprint))),
  ]);
  return [...new Set([...saved, ...paid].map((r) => r.fingerprint!))];
}

/** A card payment that may earn the reward: charged, wholly paid still, of an entry or a membership. */
const mayEarn = (minimumNet: number) =>
  and(
    inArray(payments.kind, [...REFERRAL_QUALIFYING_KINDS]),
    eq(payments.mode, 'charge'),
    eq(payments.status, 'succeeded'),
    gte(sql`${payments.amount} - ${payments.creditsBack} - ${payments.refundedAmount}`, minimumNet),
  );

const liveReferrer = alias(accounts, 'live_referrer');

/** Whether the entry a payment bought was admitted at the door and stands (a voided scan cancels it). */
const entryUsed = (db: Executor) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(tickets)
      .where(
        and(eq(tickets.paymentId, payments.id), eq(tickets.isUsed, true), eq(tickets.isCancelled, false)),
      ),
  );

/**
 * The referee's payments that may earn the reward, oldest first, each with whether the entry it
 * bought was used (domain referralPurchaseEarns decides which earns now).
 */
export async function selectReferralPurchases(db: Executor, refereeId: string, minimumNet: number) {
  return db
    .select({
      id: payments.id,
      kind: payments.kind,
      mode: payments.mode,
      status: payments.status,
      amount: payments.amount,
      creditsBack: payments.creditsBack,
      refundedAmount: payments.refundedAmount,
      paidAt: payments.paidAt,
      entryUsed: entryUsed(db).mapWith(Boolean),
    })
    .from(payments)
    .where(and(eq(payments.userId, refereeId), mayEarn(minimumNet)))
    .orderBy(asc(payments.paidAt), asc(payments.id));
}

/**
 * Referred live accounts with no reward decision yet that hold a payment which may earn it and
 * stands: an entry used, or a membership paid by `membershipsPaidBy` (domain membershipsStandingPaidBy).
 */
export async function selectUndecidedReferees(
  db: Executor,
  rule: { minimumNet: number; membershipsPaidBy: Date; limit: number },
) {
  const standing = or(
    and(eq(payments.kind, 'entry'), entryUsed(db)),
    and(eq(payments.kind, 'subscription'), lte(payments.paidAt, rule.membershipsPaidBy)),
  );
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        isNotNull(accounts.referredById),
        isNull(accounts.deletedAt),
        // a referrer erased since rewards nobody
        exists(
          db
            .select({ one: sql`1` })
            .from(liveReferrer)
            .where(and(eq(liveReferrer.id, accounts.referredById), isNull(liveReferrer.deletedAt))),
        ),
        notExists(
          db.select({ one: sql`1` }).from(referralRewards).where(eq(referralRewards.refereeId, accounts.id)),
        ),
        exists(
          db
            .select({ one: sql`1` })
            .from(payments)
            .where(and(eq(payments.userId, accounts.id), mayEarn(rule.minimumNet), standing)),
        ),
      ),
    )
    .orderBy(asc(accounts.id))
    .limit(rule.limit);
  return rows.map((r) => r.id);
}

/**
 * The condition that the account came through a referral link and its reward is not decided yet, as SQL
 * (a caller may ask it within a statement of its own: the scan's admission does).
 */
export function undecidedRefereeSql(accountId: string): SQL {
  return sql`exists (select 1 from ${accounts} where ${accounts.id} = ${accountId}
    and ${accounts.referredById} is not null
    and not exists (select 1 from ${referralRewards} where ${referralRewards.refereeId} = ${accounts.id}))`;
}

/** Whether the account came through a referral link and its reward is not decided yet. */
export async function isUndecidedReferee(db: Executor, accountId: string): Promise<boolean> {
  const result = await db.execute<{ undecided: boolean }>(
    sql`select ${undecidedRefereeSql(accountId)} as undecided`,
  );
  return Boolean(result.rows[0]?.undecided);
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
