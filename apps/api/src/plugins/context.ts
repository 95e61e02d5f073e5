import fp from 'fastify-plugin';
import { createCatalogueChanges } from '../shared/catalogue-changed.ts';
import type {} from '../shared/context.ts';
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
    app.decorate('ctx', {
      config,
      db,
      clock,
      mailer: app.mailer,
      tokens: app.tokens,
      publicCache,
      catalogueChanged: catalogue.changed,
      redis: app.redis,
      redisPrefix: config.REDIS_PREFIX,
    });
  },
  { name: 'context', dependencies: ['mailer', 'tokens', 'redis'] },
);
