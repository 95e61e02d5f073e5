import { STAFF_CALLS } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFromCall } from '../../shared/call-route.ts';
import {
  currentAccount,
  readTeamInvitation,
  sendTeamInvitation,
  signUpFromTeamInvitation,
  withdrawTeamInvitation,
} from '../auth/index.ts';
import { assignStaffVenues } from './services/assign-staff-venues.ts';
import { listStaff } from './services/list-staff.ts';
import { RECEPTIONIST_INVITATION } from './services/receptionist-invitation.ts';
import { removeStaff } from './services/remove-staff.ts';

/**
 * The partner's receptionists: list, invite by e-mail, withdraw an invitation, remove (SPEC /admin/staff),
 * and the receptionist's sign-up from the invitation link (the route table's STAFF_CALLS).
 */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, mailer, config, tokens } = app.ctx;
  const admin = { tags: ['admin'] };
  const staff = { tags: ['staff'] };

  routeFromCall(app, STAFF_CALLS.list, admin, async ({ request }) =>
    listStaff(db, currentAccount(request).id, clock.now()),
  );
  routeFromCall(app, STAFF_CALLS.invite, admin, async ({ body, request, language }) =>
    sendTeamInvitation(
      RECEPTIONIST_INVITATION,
      { db, mailer, publicUrl: config.PUBLIC_URL, now: clock.now(), language },
      currentAccount(request),
      body,
    ),
  );
  routeFromCall(app, STAFF_CALLS.withdrawInvitation, admin, async ({ params, request, language }) =>
    withdrawTeamInvitation(RECEPTIONIST_INVITATION, db, {
      adminId: currentAccount(request).id,
      invitationId: params.invitationId,
      now: clock.now(),
      language,
    }),
  );
  routeFromCall(app, STAFF_CALLS.remove, admin, async ({ params, request, language }) => {
    const adminId = currentAccount(request).id;
    return removeStaff(
      { db, customers: app.payments.provider, changed: app.ctx.catalogueChanged },
      {
        adminId,
        actorId: request.auth?.impersonatedBy ?? adminId,
        staffId: params.staffId,
        now: clock.now(),
      },
      language,
    );
  });
  routeFromCall(app, STAFF_CALLS.assignVenues, admin, async ({ params, body, request, language }) =>
    assignStaffVenues(db, currentAccount(request).id, params.staffId, body.venueIds, language),
  );

  routeFromCall(app, STAFF_CALLS.invitation, staff, async ({ query }) =>
    readTeamInvitation(RECEPTIONIST_INVITATION, db, query.token, clock.now()),
  );
  routeFromCall(
    app,
    STAFF_CALLS.signup,
    { ...staff, config: { rateLimit: { max: config.AUTH_RATE_LIMIT, timeWindow: '15 minutes' } } },
    async ({ body }) =>
      signUpFromTeamInvitation(RECEPTIONIST_INVITATION, { db, tokens, now: clock.now() }, body),
  );
};
