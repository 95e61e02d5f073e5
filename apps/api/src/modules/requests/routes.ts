import { createRequestBody, messageResponse } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requests } from '../../db/schema.ts';
import { MESSAGES } from '../../shared/messages.ts';

/** Contact, partner, business and crowdfunding forms; the back office works through them. */
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
      const { kind, name, email, phone, company, message } = request.body;
      await app.ctx.db.insert(requests).values({
        kind,
        name,
        email,
        phone: phone || null,
        company: company || null,
        message,
      });
      return reply.status(201).send({ message: MESSAGES.REQUEST_RECEIVED });
    },
  );
};
