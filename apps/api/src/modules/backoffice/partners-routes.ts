import { BO_PARTNER_CALLS as CALLS } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFromCall } from '../../shared/call-route.ts';
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
  const tags = { tags: ['superadmin'] };

  routeFromCall(app, CALLS.venues, tags, async ({ ctx, actor, query }) => listBoVenues(ctx, actor, query));
  routeFromCall(app, CALLS.venueOptions, tags, async ({ ctx, actor, query }) =>
    listVenueOptions(ctx, actor, { q: query.q }),
  );
  routeFromCall(app, CALLS.venue, tags, async ({ ctx, actor, params }) =>
    loadBoVenue(ctx, actor, { venueId: params.id }),
  );
  routeFromCall(app, CALLS.updateVenue, tags, async ({ ctx, actor, params, body }) =>
    editBoVenue(ctx, actor, { venueId: params.id, ...body }),
  );
  routeFromCall(app, CALLS.publishVenue, tags, async ({ ctx, actor, params, body }) =>
    publishBoVenue(ctx, actor, { venueId: params.id, published: body.published }),
  );

  routeFromCall(app, CALLS.activities, tags, async ({ ctx, actor, query }) =>
    listBoActivities(ctx, actor, query),
  );
  routeFromCall(app, CALLS.activity, tags, async ({ ctx, actor, params }) =>
    loadBoActivity(ctx, actor, { activityId: params.id }),
  );
  routeFromCall(app, CALLS.createActivity, tags, async ({ ctx, actor, body }) =>
    createBoActivity(ctx, actor, body),
  );
  routeFromCall(app, CALLS.updateActivity, tags, async ({ ctx, actor, params, body }) =>
    editBoActivity(ctx, actor, { activityId: params.id, ...body }),
  );
  routeFromCall(app, CALLS.publishActivity, tags, async ({ ctx, actor, params, body }) =>
    publishBoActivity(ctx, actor, { activityId: params.id, published: body.published }),
  );

  routeFromCall(app, CALLS.staff, tags, async ({ ctx, actor, query }) => listBoStaff(ctx, actor, query));
  routeFromCall(app, CALLS.removeStaff, tags, async ({ ctx, actor, params }) =>
    removeBoStaff(ctx, actor, { staffId: params.id }),
  );
  routeFromCall(app, CALLS.admins, tags, async ({ ctx, actor, query }) => listBoAdmins(ctx, actor, query));
};
