import { AppError } from '../../shared/errors.ts';
import type { RoleGuard } from '../../shared/role-guard.ts';
import { authenticateApiKey } from './services/authenticate-api-key.ts';

/**
 * The guard of a call made with a partner's API key (`Authorization: Bearer ck_live_…`): a key that exists,
 * is not revoked and whose partner is live, of the scope the call needs (a read key only reads); it marks
 * the key used and names it in `request.apiKey`. Else 401 (403 for a read key on a write call).
 */
export function apiKeyGuard(scope: 'read' | 'write'): RoleGuard {
  return async (request) => {
    const { db, clock } = request.server.ctx;
    const caller = await authenticateApiKey(db, request.headers.authorization, clock.now());
    if (!caller) throw new AppError('API_KEY_INVALID');
    if (scope === 'write' && caller.scope !== 'write') throw new AppError('API_KEY_READ_ONLY');
    request.apiKey = caller;
  };
}
