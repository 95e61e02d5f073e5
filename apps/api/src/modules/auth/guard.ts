import type { AccountRole } from '@champions/contract';
import { tokenHeaderName } from '@champions/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { accounts } from '../../db/schema.ts';
import { UnauthorizedError } from '../../shared/errors.ts';

export type Account = typeof accounts.$inferSelect;

export interface AuthState {
  account: Account;
  /** the superadmin who opened this admin panel, when impersonating */
  impersonatedBy: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AuthState;
  }
}

/** The header each role's token travels in (SPEC 6): X-User-Token, X-Admin-Token, ... */
export const tokenHeader = (role: AccountRole) => tokenHeaderName(role).toLowerCase();

function readBearer(request: FastifyRequest, role: AccountRole): string | null {
  const value = request.headers[tokenHeader(role)];
  if (typeof value !== 'string') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(value.trim());
  return match?.[1] ?? null;
}

/** A preHandler that admits only a valid, current token of this role; otherwise 401. */
export function requireRole(role: AccountRole) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = readBearer(request, role);
    if (!token) throw new UnauthorizedError();
    const { ctx } = request.server;
    const claims = await ctx.tokens.verify(token, role);
    if (!claims) throw new UnauthorizedError('Přihlášení vypršelo. Přihlaste se prosím znovu.');
    const [account] = await ctx.db
      .select()
      .from(accounts)
      .where(and(eq(accounts.id, claims.id), eq(accounts.role, role), isNull(accounts.deletedAt)));
    if (!account || account.tokenVersion !== claims.tv) {
      throw new UnauthorizedError('Přihlášení vypršelo. Přihlaste se prosím znovu.');
    }
    request.auth = { account, impersonatedBy: claims.imp ?? null };
  };
}

/** The signed-in account of a route guarded by requireRole. */
export function currentAccount(request: FastifyRequest): Account {
  if (!request.auth) throw new UnauthorizedError();
  return request.auth.account;
}
