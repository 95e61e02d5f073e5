import type { FastifyInstance } from 'fastify';
import { scanRenewals } from '../modules/subscriptions/index.ts';
import type { Clock } from '../shared/clock.ts';
import { useCaseContextAt } from '../shared/use-case.ts';
import { runDueJobs } from './queue.ts';
import { jobHandlers } from './scheduler.ts';

/**
 * The subscription billing in one pass, as tests and the killed-billing proof (bench/proof) run it: scan,
 * then run the due subscription jobs (`subscriptions.*`, the scheduler's handlers) until none is left,
 * scanning again after each round (a subscription behind by several periods catches up one period per
 * round). The scheduler runs the same jobs through its runner.
 */
export async function runBillingWorker(
  app: FastifyInstance,
  clock: Clock = app.ctx.clock,
  maxRounds = 40,
): Promise<void> {
  const handlers = Object.fromEntries(
    Object.entries(jobHandlers(app, clock)).filter(([kind]) => kind.startsWith('subscriptions.')),
  );
  for (let round = 0; round < maxRounds; round++) {
    await scanRenewals(useCaseContextAt(app.useCases, clock.now()), null);
    const ran = await runDueJobs(app.ctx.db, handlers, clock.now(), (error, kind) =>
      app.log.error({ err: error, kind }, 'subscription job failed'),
    );
    if (ran === 0) return;
  }
}
