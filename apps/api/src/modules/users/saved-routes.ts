import { USER_CALLS } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFromCall } from '../../shared/call-route.ts';
import { listSavedActivities } from './services/list-saved-activities.ts';
import { saveActivity } from './services/save-activity.ts';
import { unsaveActivity } from './services/unsave-activity.ts';

/** Favourites (the heart on an activity). Saving twice or removing what is not saved changes nothing. */
export const savedRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = { tags: ['user'] };

  routeFromCall(app, USER_CALLS.savedList, tags, async ({ ctx, actor }) => listSavedActivities(ctx, actor));
  routeFromCall(app, USER_CALLS.save, tags, async ({ ctx, actor, params }) =>
    saveActivity(ctx, actor, { activityId: params.id }),
  );
  routeFromCall(app, USER_CALLS.unsave, tags, async ({ ctx, actor, params }) =>
    unsaveActivity(ctx, actor, { activityId: params.id }),
  );
};
