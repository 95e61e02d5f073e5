import { REVIEW_RULES } from '@champions/domain';
import { z } from 'zod';
import { isoDateTime, pagination, uuid } from './common.ts';

const reviewText = z
  .string()
  .trim()
  .max(REVIEW_RULES.MAX_TEXT, `Text může mít nejvýše ${REVIEW_RULES.MAX_TEXT} znaků.`);

/** POST /api/user/entries/{id}/review: rate a scanned entry. */
export const reviewCreateRequest = z.object({
  rating: z
    .number()
    .int('Hodnocení je celé číslo.')
    .min(REVIEW_RULES.MIN_RATING, 'Vyberte 1 až 5 hvězdiček.')
    .max(REVIEW_RULES.MAX_RATING, 'Vyberte 1 až 5 hvězdiček.'),
  text: reviewText.default(''),
});
export type ReviewCreateRequest = z.input<typeof reviewCreateRequest>;

/** POST /api/admin/reviews/{id}/reply: the partner's one reply. */
export const reviewReplyRequest = z.object({
  reply: reviewText.min(1, 'Napište odpověď.'),
});
export type ReviewReplyRequest = z.infer<typeof reviewReplyRequest>;

export const review = z.object({
  id: uuid,
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  /** the reviewer's first name only */
  authorName: z.string(),
  createdAt: isoDateTime,
  reply: z.string().nullable(),
  repliedAt: isoDateTime.nullable(),
});
export type Review = z.infer<typeof review>;

export const reviewsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(5),
});

/** GET /api/public/activities/{id}/reviews (and the partner's list of an activity). */
export const reviewsResponse = z.object({
  average: z.number().nullable(),
  count: z.number().int().min(0),
  reviews: z.array(review),
  pagination,
});
export type ReviewsResponse = z.infer<typeof reviewsResponse>;
