import { STAFF_CALLS } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFromCall } from '../../shared/call-route.ts';
import {
  readTeamInvitation,
  sendTeamInvitation,
  signUpFromTeamInvitation,
  withdrawTeamInvitation,
} from '../auth/index.ts';
import { assignStaffVenues } from './services/assign-staff-venues.ts';
import { listStaff } from './services/list-staff.ts';
import { RECEPTIONIST_INVITATION } from './services/receptionist-invitation.ts';
import { removeOwnStaff } from './services/remove-own-staff.ts';

/**
 * The partner's receptionists: list, invite by e-mail, withdraw an invitation, remove (SPEC /admin/staff),
 * and the receptionist's sign-up from the invitation link (the route table's STAFF_CALLS).
 */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.ctx;
  const admin = { tags: ['admin'] };
  const staff = { tags: ['staff'] };

  routeFromCall(app, STAFF_CALLS.list, admin, async ({ ctx, actor }) => listStaff(ctx, actor));
  routeFromCall(app, STAFF_CALLS.invite, admin, async ({ ctx, actor, body }) =>
    sendTeamInvitation(ctx, actor, { kind: RECEPTIONIST_INVITATION, ...body }),
  );
  routeFromCall(app, STAFF_CALLS.withdrawInvitation, admin, async ({ ctx, actor, params }) =>
    withdrawTeamInvitation(ctx, actor, { kind: RECEPTIONIST_INVITATION, invitationId: params.invitationId }),
  );
  routeFromCall(app, STAFF_CALLS.remove, admin, async ({ ctx, actor, params, request }) =>
    removeOwnStaff(ctx, actor, {
      staffId: params.staffId,
      impersonatedBy: request.auth?.impersonatedBy ?? null,
    }),
  );
  routeFromCall(app, STAFF_CALLS.assignVenues, admin, async ({ ctx, actor, params, body }) =>
    assignStaffVenues(ctx, actor, { staffId: params.staffId, venueIds: body.venueIds }),
  );

  routeFromCall(app, STAFF_CALLS.invitation, staff, async ({ ctx, actor, query }) =>
    readTeamInvitation(ctx, actor, { kind: RECEPTIONIST_INVITATION, token: query.token }),
  );
  routeFromCall(
    app,
    STAFF_CALLS.signup,
    { ...staff, config: { rateLimit: { max: config.AUTH_RATE_LIMIT, timeWindow: '15 minutes' } } },
    async ({ ctx, actor, body }) =>
      signUpFromTeamInvitation(ctx, actor, { kind: RECEPTIONIST_INVITATION, ...body }),
  );
};
