import type { AccountRole } from '@champions/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A hook that admits only a valid, current token of its role; otherwise 401. */
export type RoleGuard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The token guard of a role. The auth module decorates it, so that the plumbing of shared/ can
     * guard a route without importing a feature.
     */
    roleGuard(role: AccountRole): RoleGuard;
  }
}
