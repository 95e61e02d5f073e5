import fp from 'fastify-plugin';
import { requireRole } from '../modules/auth/index.ts';
import { configureHashLimiter } from '../shared/hash-limiter.ts';
import type {} from '../shared/role-guard.ts';

/**
 * The token guard every guarded route uses (`app.roleGuard(role)`), and the process-wide bounds on
 * password hashing (HASH_CONCURRENCY, HASH_QUEUE).
 */
export const authPlugin = fp(
  async (app) => {
    configureHashLimiter(app.ctx.config.HASH_CONCURRENCY, app.ctx.config.HASH_QUEUE);
    app.decorate('roleGuard', requireRole);
  },
  { name: 'auth', dependencies: ['context'] },
);
