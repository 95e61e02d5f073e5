import { SYSTEM_CALLS } from '@champions/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeFromCall } from '../../shared/call-route.ts';
import { ServiceUnavailableError } from '../../shared/errors.ts';
import { pingDatabase } from './repository.ts';

/** How long one database check answers for every health call (technical time, not a business rule). */
const CHECK_EVERY_MS = 1000;
/** a draining instance is gone by then; the load balancer asks another */
const DRAINING_RETRY_AFTER_SECONDS = 5;

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  let lastCheck: { at: number; result: Promise<unknown> } | null = null;
  /** The database is asked at most once a second, however many probes and load balancers call. */
  const checkDatabase = () => {
    const now = performance.now();
    if (!lastCheck || now - lastCheck.at >= CHECK_EVERY_MS) {
      // a real promise: awaiting Drizzle's lazy query object again would run the query again
      const result = pingDatabase(app.ctx.db);
      // a failure, too, answers for a second (each call still awaits it and answers 500)
      result.catch(() => {});
      lastCheck = { at: now, result };
    }
    return lastCheck.result;
  };

  routeFromCall(app, SYSTEM_CALLS.health, { tags: ['system'] }, async () => {
    await checkDatabase();
    return { status: 'ok' as const, time: app.ctx.clock.now().toISOString() };
  });

  routeFromCall(app, SYSTEM_CALLS.ready, { tags: ['system'] }, async () => {
    if (app.lifecycle.draining) throw new ServiceUnavailableError(DRAINING_RETRY_AFTER_SECONDS, 'DRAINING');
    await checkDatabase();
    return { status: 'ready' as const };
  });
};
