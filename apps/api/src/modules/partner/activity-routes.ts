import { PARTNER_CALLS } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFromCall } from '../../shared/call-route.ts';
import { currentAccount } from '../auth/index.ts';
import { createActivity } from './services/create-activity.ts';
import { getActivity } from './services/get-activity.ts';
import { listActivities } from './services/list-activities.ts';
import { setActivityPublished } from './services/set-activity-published.ts';
import { updateActivity } from './services/update-activity.ts';

/** The partner's activities (SPEC /admin/activity, activity/create, activity/{id}). */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, catalogueChanged: changed } = app.ctx;
  const tags = { tags: ['admin'] };
  const adminId = (request: Parameters<typeof currentAccount>[0]) => currentAccount(request).id;

  routeFromCall(app, PARTNER_CALLS.activities, tags, async ({ query, request }) => ({
    activities: await listActivities(db, adminId(request), clock.now(), { venueId: query.venueId }),
  }));
  routeFromCall(app, PARTNER_CALLS.createActivity, tags, async ({ body, request }) => {
    const id = await createActivity(db, adminId(request), body);
    return getActivity(db, adminId(request), id, clock.now());
  });
  routeFromCall(app, PARTNER_CALLS.activity, tags, async ({ params, request }) =>
    getActivity(db, adminId(request), params.id, clock.now()),
  );
  routeFromCall(app, PARTNER_CALLS.updateActivity, tags, async ({ params, body, request }) => {
    await updateActivity(db, changed, adminId(request), params.id, body);
    return getActivity(db, adminId(request), params.id, clock.now());
  });
  routeFromCall(app, PARTNER_CALLS.publishActivity, tags, async ({ params, body, request }) => {
    await setActivityPublished(db, changed, adminId(request), params.id, body.published);
    return getActivity(db, adminId(request), params.id, clock.now());
  });
};
