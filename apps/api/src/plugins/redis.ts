import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { BaseOptions } from './base.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** shared counters (rate limits, sign-in throttle) when REDIS_URL is set, else null */
    redis: Redis | null;
  }
}

/** The Redis connection of REDIS_URL (none without it), closed with the app. */
export const redisPlugin = fp<BaseOptions>(
  async (app, { config }) => {
    const redis = config.REDIS_URL
      ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, enableAutoPipelining: true })
      : null;
    redis?.on('error', (error) => app.log.warn({ err: { message: error.message } }, 'redis error'));
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
    app.decorate('redis', redis);
  },
  { name: 'redis' },
);
