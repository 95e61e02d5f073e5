import { USER_CALLS } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFromCall } from '../../shared/call-route.ts';
import { currentAccount, insertAuditEntry } from '../auth/index.ts';
import { loadAccountExport } from './services/load-account-export.ts';
import { loadUserData } from './services/load-user-data.ts';
import { setLanguage } from './services/set-language.ts';

/** GET /api/user/ (SPEC 7), the account's language and the GDPR export, registered from the route table (USER_CALLS). */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.ctx;
  const tags = { tags: ['user'] };

  routeFromCall(app, USER_CALLS.userData, tags, async ({ request }) =>
    loadUserData(db, currentAccount(request)),
  );
  routeFromCall(app, USER_CALLS.setLanguage, tags, async ({ body, request }) =>
    setLanguage(db, currentAccount(request), body),
  );
  routeFromCall(app, USER_CALLS.exportData, tags, async ({ request, reply }) => {
    reply.header('content-disposition', 'attachment; filename="champions-moje-data.json"');
    const account = currentAccount(request);
    // the export shows on the account's timeline in the back office (GDPR actions)
    await insertAuditEntry(db, { actorId: account.id, action: 'gdpr.export', targetId: account.id });
    return loadAccountExport(db, account, clock.now());
  });
};
