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
    /**
     * The guard of a call made with a partner's API key (`Authorization: Bearer ck_live_…`) of at least
     * `scope`: it sets `request.apiKey`, else 401. The partner module decorates it.
     */
    apiKeyGuard(scope: 'read' | 'write'): RoleGuard;
  }
  interface FastifyRequest {
    /** the partner's API key a call was made with (apiKeyGuard) */
    apiKey?: ApiKeyCaller;
  }
}

/** Who called with an API key: the key, its partner (admin account), scope and the one venue it may see. */
export interface ApiKeyCaller {
  keyId: string;
  adminId: string;
  scope: 'read' | 'write';
  /** null: every venue of the partner */
  venueId: string | null;
}

/** The OpenAPI security scheme of the calls made with a partner's API key. */
export const API_KEY_SCHEME = 'partnerApiKey';
