import {
  errorBody,
  idParams,
  review,
  reviewCreateRequest,
  reviewReplyRequest,
  reviewsQuery,
  reviewsResponse,
} from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAccount, requireRole } from '../auth/index.ts';
import { createReview, listReviews, replyToReview } from './reviews-service.ts';

const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody };

/** Verified reviews: the visitor rates a scanned entry, everyone reads them, the partner replies once. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.ctx;

  app.post(
    '/user/entries/:id/review',
    {
      preHandler: requireRole('user'),
      schema: {
        tags: ['entries'],
        security: [{ user: [] }],
        summary: 'Rate the activity of a scanned entry (1–5, short text), once, within 14 days of the scan',
        params: idParams,
        body: reviewCreateRequest,
        response: { 201: review, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await createReview(db, currentAccount(request).id, request.params.id, request.body, clock.now()),
        ),
  );

  app.get(
    '/public/activities/:id/reviews',
    {
      schema: {
        tags: ['public'],
        summary: 'Verified reviews of an activity: average, count and a page of reviews (newest first)',
        params: idParams,
        querystring: reviewsQuery,
        response: { 200: reviewsResponse, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => listReviews(db, request.params.id, request.query, { published: true }),
  );

  app.get(
    '/admin/activities/:id/reviews',
    {
      preHandler: requireRole('admin'),
      schema: {
        tags: ['admin'],
        security: [{ admin: [] }],
        summary: 'Reviews of the partner’s activity (also unpublished ones), to reply to',
        params: idParams,
        querystring: reviewsQuery,
        response: { 200: reviewsResponse, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) =>
      listReviews(db, request.params.id, request.query, { adminId: currentAccount(request).id }),
  );

  app.post(
    '/admin/reviews/:id/reply',
    {
      preHandler: requireRole('admin'),
      schema: {
        tags: ['admin'],
        security: [{ admin: [] }],
        summary: 'The partner’s one reply to a review of their activity',
        params: idParams,
        body: reviewReplyRequest,
        response: { 200: review, ...errors, 403: errorBody },
      },
    },
    async (request) =>
      replyToReview(db, currentAccount(request).id, request.params.id, request.body.reply, clock.now()),
  );
};
