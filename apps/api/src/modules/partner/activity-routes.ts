import {
  activityInput,
  adminActivity,
  adminActivityList,
  adminActivityListQuery,
  idParams,
  publishRequest,
} from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAccount, requireRole } from '../auth/index.ts';
import {
  createActivity,
  getActivity,
  listActivities,
  setActivityPublished,
  updateActivity,
} from './activities.ts';

/** The partner's activities (SPEC /admin/activity, activity/create, activity/{id}). */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, publicCache } = app.ctx;
  const adminOnly = { preHandler: requireRole('admin') } as const;
  const schema = { tags: ['admin'], security: [{ admin: [] }] };

  app.get(
    '/admin/activities',
    {
      ...adminOnly,
      schema: {
        ...schema,
        summary: 'The partner’s activities, optionally of one venue',
        querystring: adminActivityListQuery,
        response: { 200: adminActivityList },
      },
    },
    async (request) => ({
      activities: await listActivities(db, currentAccount(request).id, clock.now(), {
        venueId: request.query.venueId,
      }),
    }),
  );

  app.post(
    '/admin/activities',
    {
      ...adminOnly,
      schema: {
        ...schema,
        summary: 'Create an activity with its options (unpublished until published)',
        body: activityInput,
        response: { 201: adminActivity },
      },
    },
    async (request, reply) => {
      const adminId = currentAccount(request).id;
      const id = await createActivity(db, adminId, request.body);
      return reply.status(201).send(await getActivity(db, adminId, id, clock.now()));
    },
  );

  app.get(
    '/admin/activities/:id',
    {
      ...adminOnly,
      schema: { ...schema, summary: 'One activity', params: idParams, response: { 200: adminActivity } },
    },
    async (request) => getActivity(db, currentAccount(request).id, request.params.id, clock.now()),
  );

  app.put(
    '/admin/activities/:id',
    {
      ...adminOnly,
      schema: {
        ...schema,
        summary: 'Change an activity and its options',
        params: idParams,
        body: activityInput,
        response: { 200: adminActivity },
      },
    },
    async (request) => {
      const adminId = currentAccount(request).id;
      await updateActivity(db, adminId, request.params.id, request.body);
      publicCache.clear();
      return getActivity(db, adminId, request.params.id, clock.now());
    },
  );

  app.put(
    '/admin/activities/:id/published',
    {
      ...adminOnly,
      schema: {
        ...schema,
        summary: 'Publish or hide an activity in the public catalogue',
        params: idParams,
        body: publishRequest,
        response: { 200: adminActivity },
      },
    },
    async (request) => {
      const adminId = currentAccount(request).id;
      await setActivityPublished(db, adminId, request.params.id, request.body.published);
      publicCache.clear();
      return getActivity(db, adminId, request.params.id, clock.now());
    },
  );
};
