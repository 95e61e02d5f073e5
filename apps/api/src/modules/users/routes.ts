import { accountExport, userDataResponse } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAccount, requireRole, toProfile } from '../auth/index.ts';
import { loadPaymentPage, loadSavedActivityIds, loadTickets, loadUserData } from './user-data.ts';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.ctx;
  const guarded = { preHandler: requireRole('user') } as const;
  const schemaBase = { tags: ['user'], security: [{ user: [] }] };

  app.get(
    '/user/',
    {
      ...guarded,
      schema: {
        ...schemaBase,
        summary: 'The signed-in user with subscription and the first page of payments (SPEC 7)',
        response: { 200: userDataResponse },
      },
    },
    async (request) => loadUserData(db, currentAccount(request)),
  );

  app.get(
    '/user/me/export',
    {
      ...guarded,
      schema: {
        ...schemaBase,
        summary: 'Everything we hold about the user (GDPR access)',
        response: { 200: accountExport },
      },
    },
    async (request, reply) => {
      const account = currentAccount(request);
      const [tickets, paymentPage, savedActivityIds] = await Promise.all([
        loadTickets(db, account.id),
        loadPaymentPage(db, account.id, 1, 10_000),
        loadSavedActivityIds(db, account.id),
      ]);
      reply.header('content-disposition', 'attachment; filename="champions-moje-data.json"');
      return {
        exportedAt: clock.now().toISOString(),
        account: toProfile(account),
        tickets,
        payments: paymentPage.payments,
        savedActivityIds,
        credits: account.credits,
      };
    },
  );
};
