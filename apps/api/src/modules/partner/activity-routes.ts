import { PARTNER_CALLS } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFromCall } from '../../shared/call-route.ts';
import { createOwnActivity } from './services/create-own-activity.ts';
import { editOwnActivity } from './services/edit-own-activity.ts';
import { listOwnActivities } from './services/list-own-activities.ts';
import { publishOwnActivity } from './services/publish-own-activity.ts';
import { showOwnActivity } from './services/show-own-activity.ts';

/** The partner's activities (SPEC /admin/activity, activity/create, activity/{id}). */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = { tags: ['admin'] };

  routeFromCall(app, PARTNER_CALLS.activities, tags, async ({ ctx, actor, query }) =>
    listOwnActivities(ctx, actor, { venueId: query.venueId }),
  );
  routeFromCall(app, PARTNER_CALLS.createActivity, tags, async ({ ctx, actor, body }) =>
    createOwnActivity(ctx, actor, body),
  );
  routeFromCall(app, PARTNER_CALLS.activity, tags, async ({ ctx, actor, params }) =>
    showOwnActivity(ctx, actor, { activityId: params.id }),
  );
  routeFromCall(app, PARTNER_CALLS.updateActivity, tags, async ({ ctx, actor, params, body }) =>
    editOwnActivity(ctx, actor, { activityId: params.id, ...body }),
  );
  routeFromCall(app, PARTNER_CALLS.publishActivity, tags, async ({ ctx, actor, params, body }) =>
    publishOwnActivity(ctx, actor, { activityId: params.id, published: body.published }),
  );
};
