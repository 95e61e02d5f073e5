import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MovableClock } from '../../shared/clock.ts';

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
};
