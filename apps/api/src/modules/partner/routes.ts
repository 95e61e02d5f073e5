import { PARTNER_CALLS } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFromCall } from '../../shared/call-route.ts';
import { revokeCurrentToken } from '../auth/index.ts';
import { endImpersonation } from './services/end-impersonation.ts';
import { loadAdminData } from './services/load-admin-data.ts';

/** The partner's panel (SPEC 7 `/api/admin/{adminId}`) and the end of a superadmin's impersonation. */
export const partnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = { tags: ['admin'] };

  routeFromCall(app, PARTNER_CALLS.panel, tags, async ({ ctx, actor, params, request }) =>
    loadAdminData(ctx, actor, {
      adminId: params.adminId,
      impersonatedBy: request.auth?.impersonatedBy ?? null,
    }),
  );

  routeFromCall(app, PARTNER_CALLS.endImpersonation, tags, async ({ ctx, actor, request }) => {
    const impersonatedBy = request.auth?.impersonatedBy ?? null;
    const answer = await endImpersonation(ctx, actor, { impersonatedBy });
    // the impersonation token stops working at once
    await revokeCurrentToken(request);
    return answer;
  });
};
