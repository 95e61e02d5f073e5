import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { runDueJobs } from '../../jobs/queue.ts';
import { jobHandlers } from '../../jobs/scheduler.ts';
import type { MovableClock } from '../../shared/clock.ts';
import { errorForLog } from '../../shared/error-handler.ts';

const moveBody = z.object({ at: z.iso.datetime({ offset: true }).nullable() });

/**
 * End-to-end tests only (UNSAFE_TEST_CLOCK, see app.ts): moves the clock the requests read, so a journey
 * can look at a page on a later day; `at: null` brings it back. The public answers built at the old
 * moment are dropped with it.
 */
export const testClockRoutes: FastifyPluginAsyncZod<{ clock: MovableClock }> = async (app, { clock }) => {
  app.put('/test/clock', { schema: { hide: true, body: moveBody } }, async (request) => {
    clock.moveTo(request.body.at ? new Date(request.body.at) : null);
    app.ctx.catalogueChanged('prices');
    return { now: clock.now().toISOString() };
  });

  // The job runner keeps the machine's clock (server.ts), so a look at a later day never renews or reminds
  // anyone. A journey that wants one kind of work done on that day asks for it here: one pass over the jobs
  // of that kind due at the moved clock (e.g. a gift voucher e-mailed on its delivery day), answering how
  // many ran.
  const handlers = jobHandlers(app, clock);
  const kinds = Object.keys(handlers) as [string, ...string[]];
  const runBody = z.object({ kind: z.enum(kinds) });
  app.post('/test/jobs/run', { schema: { hide: true, body: runBody } }, async (request) => {
    const { kind } = request.body;
    const ran = await runDueJobs(app.ctx.db, { [kind]: handlers[kind]! }, clock.now(), (error) =>
      app.log.warn({ err: errorForLog(error), kind }, 'test job run failed'),
    );
    return { ran };
  });
};
