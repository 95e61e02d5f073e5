import type { Review } from '@champions/contract';
import { reviewRefusal } from '@champions/domain';
import type { ErrorCode } from '../../../shared/error-codes.ts';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { findTicketView } from '../repository.ts';
import { findReview, insertReview, type ReviewRow } from '../reviews-repository.ts';

const REFUSALS = {
  not_scanned: 'REVIEW_NOT_SCANNED',
  not_yet_over: 'REVIEW_BEFORE_SLOT_ENDS',
  window_closed: 'REVIEW_WINDOW_CLOSED',
  already_reviewed: 'REVIEW_ALREADY_GIVEN',
} as const satisfies Record<string, ErrorCode>;

/** A review as the answers show it: the author by first name only. */
export function toReview(row: ReviewRow): Review {
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

/**
 * POST /api/user/entries/{id}/review: a scanned entry, once, after its slot, within 14 days (domain
 * reviewRefusal). The activity cards show the reviews' average: the public catalogue hears of it.
 */
export async function createReview(
  { db, now, catalogueChanged }: UseCaseContext,
  user: Account,
  { ticketId, ...input }: { ticketId: string; rating: number; text: string },
): Promise<Review> {
  const userId = user.id;
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
  const review = toReview((await findReview(db, createdId))!);
  catalogueChanged('reviews');
  return review;
}
