import type { Review } from '@champions/contract';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { findReview, isReviewOfPartner, setReplyOnce } from '../reviews-repository.ts';
import { toReview } from './review-entry.ts';

/** POST /api/admin/reviews/{id}/reply: the partner who owns the activity replies once. */
export async function replyToReview(
  { db, now }: UseCaseContext,
  partner: Account,
  { reviewId, reply }: { reviewId: string; reply: string },
): Promise<Review> {
  if (!(await isReviewOfPartner(db, partner.id, reviewId))) throw new AppError('REVIEW_NOT_FOUND');
  if (!(await setReplyOnce(db, reviewId, reply, now))) throw new AppError('REVIEW_ALREADY_REPLIED');
  return toReview((await findReview(db, reviewId))!);
}
