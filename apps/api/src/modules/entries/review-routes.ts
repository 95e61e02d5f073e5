import { REVIEW_CALLS as calls } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFromCall } from '../../shared/call-route.ts';
import { currentAccount } from '../auth/index.ts';
import { createReview, listReviews, replyToReview } from './services/review-entry.ts';

/** Verified reviews: the visitor rates a scanned entry, everyone reads them, the partner replies once. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.ctx;

  routeFromCall(app, calls.create, { tags: ['entries'] }, async ({ params, body, request }) => {
    const review = await createReview(db, currentAccount(request).id, params.id, body, clock.now());
    // the activity cards show the reviews' average
    app.ctx.catalogueChanged('reviews');
    return review;
  });

  routeFromCall(app, calls.published, { tags: ['public'] }, async ({ params, query }) =>
    listReviews(db, params.id, query, { published: true }),
  );

  routeFromCall(app, calls.partner, { tags: ['admin'] }, async ({ params, query, request }) =>
    listReviews(db, params.id, query, { adminId: currentAccount(request).id }),
  );

  routeFromCall(app, calls.reply, { tags: ['admin'] }, async ({ params, body, request }) =>
    replyToReview(db, currentAccount(request).id, params.id, body.reply, clock.now()),
  );
};
