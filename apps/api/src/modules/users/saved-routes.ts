import { idParams, savedActivitiesResponse } from '@champions/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activities, savedActivities } from '../../db/schema.ts';
import { AppError } from '../../shared/errors.ts';
import { currentAccount, requireRole } from '../auth/index.ts';
import { selectActivitySummaries } from '../catalogue/index.ts';

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
    async (request) => {
      const userId = currentAccount(request).id;
      const list = await selectActivitySummaries(db, {
        now: clock.now(),
        where: sql`a.id in (select activity_id from saved_activities where user_id = ${userId})`,
        orderBy: sql`a.name`,
      });
      return { activities: list };
    },
  );

  app.put(
    '/user/saved/:id',
    {
      ...guarded,
      schema: { ...schemaBase, summary: 'Save an activity', params: idParams, response: { 200: savedState } },
    },
    async (request) => {
      const [activity] = await db
        .select({ id: activities.id })
        .from(activities)
        .where(eq(activities.id, request.params.id));
      if (!activity) throw new AppError('ACTIVITY_NOT_FOUND');
      await db
        .insert(savedActivities)
        .values({ userId: currentAccount(request).id, activityId: activity.id })
        .onConflictDoNothing();
      return { activityId: activity.id, saved: true };
    },
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
    async (request) => {
      await db
        .delete(savedActivities)
        .where(
          and(
            eq(savedActivities.userId, currentAccount(request).id),
            eq(savedActivities.activityId, request.params.id),
          ),
        );
      return { activityId: request.params.id, saved: false };
    },
  );
};
