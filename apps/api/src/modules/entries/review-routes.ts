import { REVIEW_CALLS as calls } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFromCall } from '../../shared/call-route.ts';
import { listReviews } from './services/list-reviews.ts';
import { replyToReview } from './services/reply-to-review.ts';
import { createReview } from './services/review-entry.ts';

/** Verified reviews: the visitor rates a scanned entry, everyone reads them, the partner replies once. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  routeFromCall(app, calls.create, { tags: ['entries'] }, async ({ ctx, actor, params, body }) =>
    createReview(ctx, actor, { ticketId: params.id, ...body }),
  );

  routeFromCall(app, calls.published, { tags: ['public'] }, async ({ ctx, actor, params, query }) =>
    listReviews(ctx, actor, { activityId: params.id, ...query }),
  );

  routeFromCall(app, calls.partner, { tags: ['admin'] }, async ({ ctx, actor, params, query }) =>
    listReviews(ctx, actor, { activityId: params.id, ...query }),
  );

  routeFromCall(app, calls.reply, { tags: ['admin'] }, async ({ ctx, actor, params, body }) =>
    replyToReview(ctx, actor, { reviewId: params.id, reply: body.reply }),
  );
};
