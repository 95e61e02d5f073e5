import type { Review, ReviewsResponse } from '@champions/contract';
import { averageRating, reviewRefusal } from '@champions/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts, activities, reviews, venues } from '../../db/schema.ts';
import type { ErrorCode } from '../../shared/error-codes.ts';
import { AppError } from '../../shared/errors.ts';
import { findTicketView } from './repository.ts';

const REFUSALS = {
  not_scanned: 'REVIEW_NOT_SCANNED',
  window_closed: 'REVIEW_WINDOW_CLOSED',
  already_reviewed: 'REVIEW_ALREADY_GIVEN',
} as const satisfies Record<string, ErrorCode>;

function toReview(row: { review: typeof reviews.$inferSelect; authorName: string }): Review {
  return {
    id: row.review.id,
    rating: row.review.rating,
    text: row.review.text,
    authorName: row.authorName.trim().split(/\s+/)[0] ?? '',
    createdAt: row.review.createdAt.toISOString(),
    reply: row.review.reply,
    repliedAt: row.review.repliedAt?.toISOString() ?? null,
  };
}

async function reviewRow(db: Database, id: string) {
  const [row] = await db
    .select({ review: reviews, authorName: accounts.name })
    .from(reviews)
    .innerJoin(accounts, eq(accounts.id, reviews.userId))
    .where(eq(reviews.id, id));
  return row ?? null;
}

/** POST /api/user/entries/{id}/review: a scanned entry, once, within 14 days (domain reviewRefusal). */
export async function createReview(
  db: Database,
  userId: string,
  ticketId: string,
  input: { rating: number; text: string },
  now: Date,
): Promise<Review> {
  const view = await findTicketView(db, ticketId);
  if (!view || view.ticket.userId !== userId) throw new AppError('ENTRY_NOT_FOUND');
  const refusal = reviewRefusal(
    { usedAt: view.ticket.isUsed ? view.ticket.usedAt : null, alreadyReviewed: view.reviewId !== null },
    now,
  );
  if (refusal) throw new AppError(REFUSALS[refusal], { details: { reason: refusal } });
  const [created] = await db
    .insert(reviews)
    .values({
      ticketId,
      userId,
      activityId: view.ticket.activityId,
      rating: input.rating,
      text: input.text,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: reviews.id });
  if (!created) throw new AppError(REFUSALS.already_reviewed, { details: { reason: 'already_reviewed' } });
  return toReview((await reviewRow(db, created.id))!);
}

/** The reviews of an activity, newest first, with the average and count. */
export async function listReviews(
  db: Database,
  activityId: string,
  page: { page: number; limit: number },
  scope: { published: true } | { adminId: string },
): Promise<ReviewsResponse> {
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
  const visible =
    activity &&
    ('adminId' in scope ? activity.adminId === scope.adminId : activity.published && activity.venuePublished);
  if (!visible) throw new AppError('REVIEWED_ACTIVITY_NOT_FOUND');
  const [stats] = await db
    .select({ count: sql<number>`count(*)::int`, sum: sql<number>`coalesce(sum(${reviews.rating}), 0)::int` })
    .from(reviews)
    .where(eq(reviews.activityId, activityId));
  const rows = await db
    .select({ review: reviews, authorName: accounts.name })
    .from(reviews)
    .innerJoin(accounts, eq(accounts.id, reviews.userId))
    .where(eq(reviews.activityId, activityId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  const count = stats?.count ?? 0;
  return {
    average: averageRating(stats?.sum ?? 0, count),
    count,
    reviews: rows.map(toReview),
    pagination: {
      page: page.page,
      limit: page.limit,
      total: count,
      totalPages: Math.ceil(count / page.limit),
    },
  };
}

/** POST /api/admin/reviews/{id}/reply: the partner who owns the activity replies once. */
export async function replyToReview(
  db: Database,
  adminId: string,
  reviewId: string,
  reply: string,
  now: Date,
): Promise<Review> {
  const [owned] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .innerJoin(activities, eq(activities.id, reviews.activityId))
    .innerJoin(venues, eq(venues.id, activities.venueId))
    .where(and(eq(reviews.id, reviewId), eq(venues.adminId, adminId)));
  if (!owned) throw new AppError('REVIEW_NOT_FOUND');
  const updated = await db
    .update(reviews)
    .set({ reply, repliedAt: now })
    .where(and(eq(reviews.id, reviewId), sql`${reviews.reply} is null`))
    .returning({ id: reviews.id });
  if (updated.length === 0) throw new AppError('REVIEW_ALREADY_REPLIED');
  return toReview((await reviewRow(db, reviewId))!);
}
