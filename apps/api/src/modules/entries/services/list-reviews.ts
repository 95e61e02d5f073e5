import type { ReviewsResponse } from '@champions/contract';
import { averageRating } from '@champions/domain';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { findReviewedActivity, reviewStats, selectReviewPage } from '../reviews-repository.ts';
import { toReview } from './review-entry.ts';

/**
 * The reviews of an activity, newest first, with the average and count: for everyone (no actor, GET
 * /api/public/activities/{id}/reviews) those of a published activity at a published venue; for its
 * partner (GET /api/admin/activities/{id}/reviews) those of their own activity, published or not.
 */
export async function listReviews(
  { db }: UseCaseContext,
  partner: Account | null,
  { activityId, ...page }: { activityId: string; page: number; limit: number },
): Promise<ReviewsResponse> {
  const activity = await findReviewedActivity(db, activityId);
  const visible =
    activity && (partner ? activity.adminId === partner.id : activity.published && activity.venuePublished);
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
