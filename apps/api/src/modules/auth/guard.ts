import type { AccountRole } from '@champions/contract';
import { tokenHeaderName } from '@champions/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../shared/errors.ts';
import type { RoleGuard } from '../../shared/role-guard.ts';
import {
  type Account,
  findGuardedAccount,
  findLiveAccount,
  insertAuditEntry,
  organisationOwnsAdmin,
  revokeToken,
} from './repository.ts';

export type { Account } from './repository.ts';

export interface AuthState {
  role: AccountRole;
  account: Account;
  /** the superadmin who opened this admin panel, when impersonating */
  impersonatedBy: string | null;
  /** id and expiry of the token, so that logout can revoke exactly this one */
  tokenId: string | null;
  tokenExpiresAt: Date | null;
  /** a receptionist's assigned venues (empty: every venue of the partner); null for the other roles */
  staffVenueIds: string[] | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AuthState;
  }
}

/** The header each role's token travels in (SPEC 6): X-User-Token, X-Admin-Token, ... */
export const tokenHeader = (role: AccountRole) => tokenHeaderName(role).toLowerCase();

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

function readBearer(request: FastifyRequest, role: AccountRole): string | null {
  const value = request.headers[tokenHeader(role)];
  if (typeof value !== 'string') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(value.trim());
  return match?.[1] ?? null;
}

async function authenticate(request: FastifyRequest, role: AccountRole): Promise<void> {
  if (request.auth?.role === role) return;
  const token = readBearer(request, role);
  if (!token) throw new AppError('UNAUTHORIZED');
  const { ctx } = request.server;
  const claims = await ctx.tokens.verify(token, role);
  if (!claims) throw new AppError('SESSION_EXPIRED');
  // the account, the token's revocation and the partner's suspension in one statement
  const guarded = await findGuardedAccount(ctx.db, role, claims.id, claims.jti ?? null);
  const account = guarded?.account;
  if (!guarded || !account || account.tokenVersion !== claims.tv || guarded.revoked) {
    throw new AppError('SESSION_EXPIRED');
  }
  if (account.blockedAt) throw new AppError('ACCOUNT_BLOCKED');
  // a suspended partner's own sessions end; the back office may still open the panel as them
  // (a partner organisation may not: its panels end with the suspension)
  if (account.suspendedAt && (!claims.imp || claims.imr)) throw new AppError('PARTNER_SUSPENDED');
  // so do the sessions of its receptionists and trainers
  if (account.adminId && !claims.imp && guarded.partnerSuspended) throw new AppError('PARTNER_SUSPENDED');
  const impersonatedBy = claims.imp ?? null;
  if (impersonatedBy) {
    // The superadmin (or partner organisation) behind the panel must still be valid: not erased, not
    // signed out everywhere; an organisation must still own this admin account.
    const impersonator = await findLiveAccount(ctx.db, claims.imr ?? 'superadmin', impersonatedBy);
    if (!impersonator || impersonator.tokenVersion !== claims.itv) throw new AppError('SESSION_EXPIRED');
    if (impersonator.blockedAt) throw new AppError('SESSION_EXPIRED');
    if (claims.imr === 'partner' && !(await organisationOwnsAdmin(ctx.db, impersonatedBy, account.id))) {
      throw new AppError('SESSION_EXPIRED');
    }
    // every write made as the partner is recorded (ending the impersonation records itself)
    if (!READS.has(request.method) && !request.routeOptions.url?.endsWith('/impersonation/end')) {
      await insertAuditEntry(ctx.db, {
        actorId: impersonatedBy,
        action: 'impersonation.write',
        targetId: account.id,
        data: {
          method: request.method,
          route: request.routeOptions.url ?? null,
          params: request.params ?? null,
        },
      });
    }
  }
  request.auth = {
    role,
    account,
    impersonatedBy,
    tokenId: claims.jti ?? null,
    tokenExpiresAt: claims.exp ? new Date(claims.exp * 1000) : null,
    staffVenueIds: guarded.staffVenueIds,
  };
}

/**
 * A hook that admits only a valid, current token of this role; otherwise 401. `routeFromCall` runs it
 * first, before the input is validated, so an anonymous caller learns nothing about a route's schema.
 */
export function requireRole(role: AccountRole): RoleGuard {
  return async (request: FastifyRequest, _reply: FastifyReply) => authenticate(request, role);
}

/** The signed-in account of a route guarded by requireRole. */
export function currentAccount(request: FastifyRequest): Account {
  if (!request.auth) throw new AppError('UNAUTHORIZED');
  return request.auth.account;
}

/** Revokes the token of this request (logout; the end of an impersonation). */
export async function revokeCurrentToken(request: FastifyRequest): Promise<void> {
  const { auth } = request;
  if (!auth?.tokenId) return;
  const { db, clock } = request.server.ctx;
  const expiresAt = auth.tokenExpiresAt ?? new Date(clock.now().getTime() + 31 * 24 * 3600_000);
  await revokeToken(db, { jti: auth.tokenId, accountId: auth.account.id, expiresAt }, clock.now());
}
