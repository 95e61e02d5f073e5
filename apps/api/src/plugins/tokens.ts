import fp from 'fastify-plugin';
import { createTokenService, resolveJwtSecret } from '../modules/auth/index.ts';
import type { RoleTokenService } from '../shared/context.ts';
import type { BaseOptions } from './base.ts';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: RoleTokenService;
  }
}

/** Signs and verifies the role tokens with JWT_SECRET (or the secret kept in the database). */
export const tokensPlugin = fp<BaseOptions>(
  async (app, { config, db, clock }) => {
    const secret = await resolveJwtSecret(db, config.JWT_SECRET);
    app.decorate(
      'tokens',
      createTokenService(secret, () => clock.now()),
    );
  },
  { name: 'tokens' },
);
