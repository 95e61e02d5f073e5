import { PARTNER_CALLS } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFromCall } from '../../shared/call-route.ts';
import { AppError } from '../../shared/errors.ts';
import { currentAccount, revokeCurrentToken } from '../auth/index.ts';
import { endImpersonation } from './services/end-impersonation.ts';
import { loadAdminData } from './services/load-admin-data.ts';

/** The partner's panel (SPEC 7 `/api/admin/{adminId}`) and the end of a superadmin's impersonation. */
export const partnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.ctx;
  const tags = { tags: ['admin'] };

  routeFromCall(app, PARTNER_CALLS.panel, tags, async ({ params, request }) => {
    const admin = currentAccount(request);
    if (params.adminId !== admin.id) throw new AppError('FORBIDDEN');
    return loadAdminData(db, admin, clock.now(), request.auth?.impersonatedBy ?? null);
  });

  routeFromCall(app, PARTNER_CALLS.endImpersonation, tags, async ({ request, language }) => {
    const impersonator = request.auth?.impersonatedBy;
    const answer = await endImpersonation(db, impersonator, currentAccount(request).id, language);
    // the impersonation token stops working at once
    await revokeCurrentToken(request);
    return answer;
  });
};
