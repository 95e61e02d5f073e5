import type { Review, ReviewsResponse } from '@champions/contract';
import { averageRating, reviewRefusal } from '@champions/domain';
import type { Executor } from '../../../db/client.ts';
import type { ErrorCode } from '../../../shared/error-codes.ts';
import { AppError } from '../../../shared/errors.ts';
import { findTicketView } from '../repository.ts';
import {
  findReview,
  findReviewedActivity,
  insertReview,
  isReviewOfPartner,
  type ReviewRow,
  reviewStats,
  selectReviewPage,
  setReplyOnce,
} from '../reviews-repository.ts';

const REFUSALS = {
  not_scanned: 'REVIEW_NOT_SCANNED',
  not_yet_over: 'REVIEW_BEFORE_SLOT_ENDS',
  window_closed: 'REVIEW_WINDOW_CLOSED',
  already_reviewed: 'REVIEW_ALREADY_GIVEN',
} as const satisfies Record<string, ErrorCode>;

function toReview(row: ReviewRow): Review {
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

/** POST /api/user/entries/{id}/review: a scanned entry, once, after its slot, within 14 days (domain reviewRefusal). */
export async function createReview(
  db: Executor,
  userId: string,
  ticketId: string,
  input: { rating: number; text: string },
  now: Date,
): Promise<Review> {
  const view = await findTicketView(db, ticketId);
  if (!view || view.ticket.userId !== userId) throw new AppError('ENTRY_NOT_FOUND');
  const refusal = reviewRefusal(
    {
      usedAt: view.ticket.isUsed ? view.ticket.usedAt : null,
      alreadyReviewed: view.reviewId !== null,
      slotEndsAt: view.slotEndsAt,
    },
    now,
  );
  if (refusal) throw new AppError(REFUSALS[refusal], { details: { reason: refusal } });
  const createdId = await insertReview(db, {
    ticketId,
    userId,
    activityId: view.ticket.activityId,
    rating: input.rating,
    text: input.text,
    createdAt: now,
  });
  if (!createdId) throw new AppError(REFUSALS.already_reviewed, { details: { reason: 'already_reviewed' } });
  return toReview((await findReview(db, createdId))!);
}

/** The reviews of an activity, newest first, with the average and count. */
export async function listReviews(
  db: Executor,
  activityId: string,
  page: { page: number; limit: number },
  scope: { published: true } | { adminId: string },
): Promise<ReviewsResponse> {
  const activity = await findReviewedActivity(db, activityId);
  const visible =
    activity &&
    ('adminId' in scope ? activity.adminId === scope.adminId : activity.published && activity.venuePublished);
  if (!visible) throw new AppError('REVIEWED_ACTIVITY_NOT_FOUND');
  const stats = await reviewStats(db, activityId);
  const rows = await selectReviewPage(db, activityId, page);
  const count = stats.count;
  return {
    average: averageRating(stats.sum, count),
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
  db: Executor,
  adminId: string,
  reviewId: string,
  reply: string,
  now: Date,
): Promise<Review> {
  if (!(await isReviewOfPartner(db, adminId, reviewId))) throw new AppError('REVIEW_NOT_FOUND');
  if (!(await setReplyOnce(db, reviewId, reply, now))) throw new AppError('REVIEW_ALREADY_REPLIED');
  return toReview((await findReview(db, reviewId))!);
}
