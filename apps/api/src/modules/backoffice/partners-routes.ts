import { BO_PARTNER_CALLS as CALLS } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFromCall } from '../../shared/call-route.ts';
import { currentAccount } from '../auth/index.ts';
import { loadBoActivity } from './services/bo-activity-detail.ts';
import { loadBoVenue } from './services/bo-venue-detail.ts';
import { createBoActivity } from './services/create-bo-activity.ts';
import { editBoActivity } from './services/edit-bo-activity.ts';
import { editBoVenue } from './services/edit-bo-venue.ts';
import { listBoActivities } from './services/list-bo-activities.ts';
import { listBoAdmins } from './services/list-bo-admins.ts';
import { listBoStaff } from './services/list-bo-staff.ts';
import { listBoVenues } from './services/list-bo-venues.ts';
import { listVenueOptions } from './services/list-venue-options.ts';
import { publishBoActivity } from './services/publish-bo-activity.ts';
import { publishBoVenue } from './services/publish-bo-venue.ts';
import { removeBoStaff } from './services/remove-bo-staff.ts';

/** The back office's partner screens (BO_PARTNER_CALLS): venues, activities, receptionists, partners. */
export const partnerBackofficeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.ctx;
  const write = { db, changed: app.ctx.catalogueChanged };
  const tags = { tags: ['superadmin'] };

  routeFromCall(app, CALLS.venues, tags, async ({ query }) => listBoVenues(db, query));
  routeFromCall(app, CALLS.venueOptions, tags, async ({ query }) => listVenueOptions(db, query.q));
  routeFromCall(app, CALLS.venue, tags, async ({ params }) => loadBoVenue(db, params.id));
  routeFromCall(app, CALLS.updateVenue, tags, async ({ params, body, request }) =>
    editBoVenue(write, currentAccount(request), params.id, body),
  );
  routeFromCall(app, CALLS.publishVenue, tags, async ({ params, body, request }) =>
    publishBoVenue(write, currentAccount(request), params.id, body.published),
  );

  routeFromCall(app, CALLS.activities, tags, async ({ query }) => listBoActivities(db, query));
  routeFromCall(app, CALLS.activity, tags, async ({ params }) => loadBoActivity(db, params.id, clock.now()));
  routeFromCall(app, CALLS.createActivity, tags, async ({ body, request }) =>
    createBoActivity(db, currentAccount(request), body, clock.now()),
  );
  routeFromCall(app, CALLS.updateActivity, tags, async ({ params, body, request }) =>
    editBoActivity(write, currentAccount(request), params.id, body, clock.now()),
  );
  routeFromCall(app, CALLS.publishActivity, tags, async ({ params, body, request }) =>
    publishBoActivity(write, currentAccount(request), params.id, body.published, clock.now()),
  );

  routeFromCall(app, CALLS.staff, tags, async ({ query }) => listBoStaff(db, query));
  routeFromCall(app, CALLS.removeStaff, tags, async ({ params, request }) =>
    removeBoStaff(
      { ...write, customers: app.payments.provider },
      currentAccount(request),
      params.id,
      clock.now(),
    ),
  );
  routeFromCall(app, CALLS.admins, tags, async ({ query }) => listBoAdmins(db, query));
};
