import type { AppConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { CatalogueChanged } from './catalogue-changed.ts';
import type { Clock } from './clock.ts';
import type { AppEvents } from './event-bus.ts';
import type { ResponseCache } from './response-cache.ts';

/** Signs and verifies the role tokens (implemented in modules/auth). */
export interface RoleTokenService {
  sign(
    claims: {
      id: string;
      email: string;
      role: import('@champions/contract').AccountRole;
      tv: number;
      imp?: string;
      /** the impersonating superadmin's token version */
      itv?: number;
      /** who impersonates: a partner organisation (its own admin account) instead of the back office */
      imr?: 'partner';
    },
    lifetimeSeconds?: number,
  ): Promise<string>;
  verify(
    token: string,
    role: import('@champions/contract').AccountRole,
  ): Promise<{
    id: string;
    email: string;
    tv: number;
    imp?: string;
    itv?: number;
    imr?: 'partner';
    jti?: string;
    exp?: number;
  } | null>;
}

/** What every module gets from the app: configuration, the database, the clock, mail and tokens. */
export interface AppContext {
  config: AppConfig;
  db: Database;
  clock: Clock;
  mailer: Mailer;
  tokens: RoleTokenService;
  /** public, anonymous answers kept for a few seconds */
  publicCache: ResponseCache;
  /** the one call a write service makes when what the public sees changed (clears every instance's cache) */
  catalogueChanged: CatalogueChanged;
  /** what happened, and the reactions that follow (shared/app-events.ts declares which, and when) */
  events: AppEvents;
  /** shared counters (rate limits, sign-in throttle) when REDIS_URL is set; keys start with redisPrefix */
  redis: import('ioredis').Redis | null;
  redisPrefix: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
