import fp from 'fastify-plugin';
import { createWaitlist, entryFulfilment, resolveCardKey, type Waitlist } from '../modules/entries/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** entries (modules/entries): the key the QR card codes come from, and the waitlist */
    entries: { cardKey: string; waitlist: Waitlist };
  }
}

/** The entries' services, made once; a paid entry is fulfilled when its card payment succeeds. */
export const entriesPlugin = fp(
  async (app) => {
    const { db, clock, mailer, config, catalogueChanged, events } = app.ctx;
    const now = () => clock.now();
    app.payments.registerFulfilment('entry', entryFulfilment(now, config.PUBLIC_URL, mailer, events));
    const waitlist = createWaitlist({
      db,
      payments: app.payments,
      mailer,
      events,
      publicUrl: config.PUBLIC_URL,
      now,
      catalogueChanged,
    });
    // a place freed by a cancellation goes to the first of the waiting line, after the commit
    events.provide('waitlist.promote', async (event) => {
      if (event.type === 'entry.cancelled' && event.timeSlotId) await waitlist.promoteSlot(event.timeSlotId);
    });
    app.decorate('entries', { cardKey: await resolveCardKey(db), waitlist });
  },
  { name: 'entries', dependencies: ['context', 'payments'] },
);
