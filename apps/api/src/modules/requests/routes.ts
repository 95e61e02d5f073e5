import { createRequestBody, messageResponse } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES } from '../../shared/messages.ts';
import { submitRequest } from './service.ts';

/**
 * Contact, partner, business and crowdfunding forms; the back office works through them.
 * Routes only parse (the contract schema), call the service and answer.
 */
export const requestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/public/requests',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
      schema: {
        tags: ['public'],
        summary: 'Send a contact, partner, business or crowdfunding request',
        body: createRequestBody,
        response: { 201: messageResponse },
      },
    },
    async (request, reply) => {
      await submitRequest(app.ctx.db, request.body);
      return reply.status(201).send({ message: MESSAGES.REQUEST_RECEIVED });
    },
  );
};
