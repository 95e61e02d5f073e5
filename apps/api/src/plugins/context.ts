import fp from 'fastify-plugin';
import type {} from '../shared/context.ts';
import type { ResponseCache } from '../shared/response-cache.ts';
import type { BaseOptions } from './base.ts';

/** `app.ctx`: what every module gets from the app, gathered from the plugins that make each part. */
export const contextPlugin = fp<BaseOptions & { publicCache: ResponseCache }>(
  async (app, { config, db, clock, publicCache }) => {
    app.decorate('ctx', {
      config,
      db,
      clock,
      mailer: app.mailer,
      tokens: app.tokens,
      publicCache,
      redis: app.redis,
      redisPrefix: config.REDIS_PREFIX,
    });
  },
  { name: 'context', dependencies: ['mailer', 'tokens', 'redis'] },
);
