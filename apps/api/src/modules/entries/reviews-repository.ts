import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts, activities, reviews, venues } from '../../db/schema.ts';

export type ReviewRow = { review: typeof reviews.$inferSelect; authorName: string };

/** A review with its author's name. */
export async function findReview(db: Executor, id: string): Promise<ReviewRow | null> {
  const [row] = await db
    .select({ review: reviews, authorName: accounts.name })
    .from(reviews)
    .innerJoin(accounts, eq(accounts.id, reviews.userId))
    .where(eq(reviews.id, id));
  return row ?? null;
}

/** Inserts the review unless the ticket already has one; its id, or null. */
export async function insertReview(
  db: Executor,
  values: {
    ticketId: string;
    userId: string;
    activityId: string;
    rating: number;
    text: string;
    createdAt: Date;
  },
): Promise<string | null> {
  const [created] = await db
    .insert(reviews)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: reviews.id });
  return created?.id ?? null;
}

/** The activity with whether it and its venue are published and whose it is. */
export async function findReviewedActivity(db: Executor, activityId: string) {
  const [activity] = await db
    .select({
      id: activities.id,
      published: activities.published,
      venuePublished: venues.published,
      adminId: venues.adminId,
    })
    .from(activities)
    .innerJoin(venues, eq(venues.id, activities.venueId))
    .where(eq(activities.id, activityId));
  return activity;
}

/** How many reviews the activity has and the sum of their ratings. */
export async function reviewStats(db: Executor, activityId: string) {
  const [stats] = await db
    .select({ count: sql<number>`count(*)::int`, sum: sql<number>`coalesce(sum(${reviews.rating}), 0)::int` })
    .from(reviews)
    .where(eq(reviews.activityId, activityId));
  return { count: stats?.count ?? 0, sum: stats?.sum ?? 0 };
}

/** One page of the activity's reviews, newest first. */
export async function selectReviewPage(
  db: Executor,
  activityId: string,
  page: { page: number; limit: number },
) {
  return db
    .select({ review: reviews, authorName: accounts.name })
    .from(reviews)
    .innerJoin(accounts, eq(accounts.id, reviews.userId))
    .where(eq(reviews.activityId, activityId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
}

export async function isReviewOfPartner(db: Executor, adminId: string, reviewId: string): Promise<boolean> {
  const [owned] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .innerJoin(activities, eq(activities.id, reviews.activityId))
    .innerJoin(venues, eq(venues.id, activities.venueId))
    .where(and(eq(reviews.id, reviewId), eq(venues.adminId, adminId)));
  return Boolean(owned);
}

/** Stores the reply unless the review already has one; false when it had. */
export async function setReplyOnce(
  db: Executor,
  reviewId: string,
  reply: string,
  now: Date,
): Promise<boolean> {
  const updated = await db
    .update(reviews)
    .set({ reply, repliedAt: now })
    .where(and(eq(reviews.id, reviewId), sql`${reviews.reply} is null`))
    .returning({ id: reviews.id });
  return updated.length > 0;
}
