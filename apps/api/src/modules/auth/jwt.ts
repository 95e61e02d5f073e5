import { randomBytes } from 'node:crypto';
import type { AccountRole } from '@champions/contract';
import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'champions';

/** How long a login lasts, per role: customers stay signed in, the back office does not. */
const HOUR = 3600;
const DAY = 24 * HOUR;
/** Lifetimes in seconds. */
const TOKEN_LIFETIME: Record<AccountRole, number> = {
  user: 30 * DAY,
  admin: 7 * DAY,
  superadmin: 8 * HOUR,
  partner: 7 * DAY,
  staff: 14 * DAY,
  trainer: 14 * DAY,
  business: 30 * DAY,
};

export interface TokenClaims {
  sub: string;
  id: string;
  email: string;
  role: AccountRole;
  /** account token version; bumped on password change or erasure to revoke every older token */
  tv: number;
  /** the superadmin behind an impersonated admin token */
  imp?: string;
  /** the superadmin's token version when the impersonation began (their logout-everywhere revokes it) */
  itv?: number;
  /** the impersonator's role when it is not the back office: a partner organisation opening its admin's panel */
  imr?: 'partner';
  /** token id, so that one token can be revoked (logout) */
  jti?: string;
  /** expiry, seconds since the epoch */
  exp?: number;
}

export interface TokenService {
  sign(claims: Omit<TokenClaims, 'sub' | 'jti' | 'exp'>, lifetimeSeconds?: number): Promise<string>;
  /** Verifies signature, expiry and that the token's audience is the expected role; null when invalid. */
  verify(token: string, role: AccountRole): Promise<TokenClaims | null>;
}

export function createTokenService(secret: string, now: () => Date): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(claims, lifetimeSeconds) {
      const issuedAt = Math.floor(now().getTime() / 1000);
      const jwt = new SignJWT({
        id: claims.id,
        email: claims.email,
        tv: claims.tv,
        ...(claims.imp ? { imp: claims.imp, itv: claims.itv ?? 0 } : {}),
        ...(claims.imp && claims.imr ? { imr: claims.imr } : {}),
      })
        .setProtectedHeader({ alg: 'HS256' })
        .setJti(randomBytes(16).toString('base64url'))
        .setSubject(claims.id)
        .setAudience(claims.role)
        .setIssuer(ISSUER)
        .setIssuedAt(issuedAt)
        // expiry from the injected clock, not the machine's
        .setExpirationTime(issuedAt + (lifetimeSeconds ?? TOKEN_LIFETIME[claims.role]));
      return jwt.sign(key);
    },
    async verify(token, role) {
      try {
        const { payload } = await jwtVerify(token, key, {
          audience: role,
          issuer: ISSUER,
          algorithms: ['HS256'],
          currentDate: now(),
        });
        if (
          typeof payload.sub !== 'string' ||
          typeof payload.email !== 'string' ||
          typeof payload.tv !== 'number'
        ) {
          return null;
        }
        return {
          sub: payload.sub,
          id: payload.sub,
          email: payload.email,
          role,
          tv: payload.tv,
          ...(typeof payload.imp === 'string'
            ? { imp: payload.imp, itv: typeof payload.itv === 'number' ? payload.itv : -1 }
            : {}),
          ...(typeof payload.imp === 'string' && payload.imr === 'partner'
            ? { imr: 'partner' as const }
            : {}),
          ...(typeof payload.jti === 'string' ? { jti: payload.jti } : {}),
          ...(typeof payload.exp === 'number' ? { exp: payload.exp } : {}),
        };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
