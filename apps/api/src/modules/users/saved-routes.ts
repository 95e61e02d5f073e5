import { idParams, savedActivitiesResponse } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAccount, requireRole } from '../auth/index.ts';
import { listSavedActivities, saveActivity, unsaveActivity } from './service.ts';

/** Favourites (the heart on an activity). Saving twice or removing what is not saved changes nothing. */
export const savedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.ctx;
  const guarded = { preHandler: requireRole('user') } as const;
  const schemaBase = { tags: ['user'], security: [{ user: [] }] };
  const savedState = z.object({ activityId: z.uuid(), saved: z.boolean() });

  app.get(
    '/user/saved',
    {
      ...guarded,
      schema: { ...schemaBase, summary: 'Saved activities', response: { 200: savedActivitiesResponse } },
    },
    async (request) => listSavedActivities(db, currentAccount(request), clock.now()),
  );

  app.put(
    '/user/saved/:id',
    {
      ...guarded,
      schema: { ...schemaBase, summary: 'Save an activity', params: idParams, response: { 200: savedState } },
    },
    async (request) => saveActivity(db, currentAccount(request), request.params.id),
  );

  app.delete(
    '/user/saved/:id',
    {
      ...guarded,
      schema: {
        ...schemaBase,
        summary: 'Remove a saved activity',
        params: idParams,
        response: { 200: savedState },
      },
    },
    async (request) => unsaveActivity(db, currentAccount(request), request.params.id),
  );
};
