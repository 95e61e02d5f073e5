import fp from 'fastify-plugin';
import { createCatalogueChanges } from '../shared/catalogue-changed.ts';
import type {} from '../shared/context.ts';
import { createAppEvents } from '../shared/event-bus.ts';
import type { ResponseCache } from '../shared/response-cache.ts';
import type { BaseOptions } from './base.ts';

/**
 * `app.ctx`: what every module gets from the app, gathered from the plugins that make each part, and
 * `catalogueChanged`, which write services call after a commit: it clears the public cache here and,
 * through Redis, on every other instance.
 */
export const contextPlugin = fp<BaseOptions & { publicCache: ResponseCache }>(
  async (app, { config, db, clock, publicCache }) => {
    const catalogue = createCatalogueChanges({
      cache: publicCache,
      log: app.log,
      redis: app.redis,
      redisPrefix: config.REDIS_PREFIX,
    });
    await catalogue.ready();
    app.addHook('onClose', async () => catalogue.close());
    const events = createAppEvents((error, reaction, event) =>
      app.log.error({ err: error, reaction, event: event.type }, 'a reaction after the commit failed'),
    );
    // what the public sees changed: the public cache of every instance is cleared (when a slot's last
    // place went or a full one got a place back: the pages show whether a slot has a place, not how many)
    events.provide('catalogue.places', (event) => {
      if (
        (event.type === 'entry.booked' && event.lastPlace) ||
        (event.type === 'entry.cancelled' && event.freedFullSlot)
      ) {
        catalogue.changed('places');
      }
    });
    events.provide('catalogue.slots', () => catalogue.changed('slots'));
    app.addHook('onReady', async () => {
      const missing = events.missing();
      if (missing.length > 0) throw new Error(`reactions declared and not provided: ${missing.join(', ')}`);
    });
    app.decorate('ctx', {
      config,
      db,
      clock,
      mailer: app.mailer,
      tokens: app.tokens,
      publicCache,
      catalogueChanged: catalogue.changed,
      events,
      redis: app.redis,
      redisPrefix: config.REDIS_PREFIX,
    });
  },
  { name: 'context', dependencies: ['mailer', 'tokens', 'redis'] },
);
