import fp from 'fastify-plugin';
import { entryFulfilment, promoteWaitlistSlot, resolveCardKey } from '../modules/entries/index.ts';
import { useCaseContextAt } from '../shared/use-case.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** entries (modules/entries): the key the QR card codes come from (use cases read it as `ctx.cardKey`) */
    entries: { cardKey: string };
  }
}

/**
 * What the entries do from the start: a paid entry is fulfilled when its card payment succeeds, and a
 * place freed by a cancellation goes to the first of the waiting line, after the commit.
 */
export const entriesPlugin = fp(
  async (app) => {
    const { db, clock, mailer, config, events } = app.ctx;
    const now = () => clock.now();
    app.payments.registerFulfilment('entry', entryFulfilment(now, config.PUBLIC_URL, mailer, events));
    // a place freed by a cancellation goes to the first of the waiting line, after the commit
    events.provide('waitlist.promote', async (event) => {
      if (event.type === 'entry.cancelled' && event.timeSlotId)
        await promoteWaitlistSlot(useCaseContextAt(app.useCases, clock.now()), null, {
          timeSlotId: event.timeSlotId,
        });
    });
    app.decorate('entries', { cardKey: await resolveCardKey(db) });
  },
  { name: 'entries', dependencies: ['context', 'payments'] },
);
