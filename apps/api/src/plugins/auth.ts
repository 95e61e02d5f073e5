import fp from 'fastify-plugin';
import {
  createLoginThrottle,
  memoryThrottleStore,
  redisThrottleStore,
  requireRole,
} from '../modules/auth/index.ts';
import { apiKeyGuard } from '../modules/partner/index.ts';
import { configureHashLimiter } from '../shared/hash-limiter.ts';
import type {} from '../shared/role-guard.ts';

/**
 * The token guard every guarded route uses (`app.roleGuard(role)`), the sign-in throttle of every role
 * (`app.loginThrottle`, shared through Redis when there is one) and the process-wide bounds on password
 * hashing (HASH_CONCURRENCY, HASH_QUEUE).
 */
export const authPlugin = fp(
  async (app) => {
    configureHashLimiter(app.ctx.config.HASH_CONCURRENCY, app.ctx.config.HASH_QUEUE);
    app.decorate('roleGuard', requireRole);
    // a partner's API key, on the few calls declared with `apiKey` (modules/partner/api-key-guard.ts)
    app.decorate('apiKeyGuard', apiKeyGuard);
    const { redis, redisPrefix, clock } = app.ctx;
    const now = () => clock.now();
    const store = redis
      ? redisThrottleStore(redis, redisPrefix, (error) =>
          app.log.warn({ err: { message: String(error) } }, 'sign-in throttle: Redis unreachable'),
        )
      : memoryThrottleStore(now);
    app.decorate('loginThrottle', createLoginThrottle(store, now));
  },
  { name: 'auth', dependencies: ['context'] },
);
