/**
 * Path helpers shared by the navigation rules. Paths are compared segment by segment, so
 * `/user-terms` is not a `/user` path and `/business-account` is not a `/business` path.
 */

import { TOKEN_ROLES, type TokenRole } from '../roles.ts';
import { PAGES } from './pages.ts';

/** Login page of each token role (SPEC section 6). */
export const ROLE_LOGIN_PATH: Readonly<Record<TokenRole, string>> = {
  user: PAGES.user.login,
  admin: PAGES.admin.login,
  superadmin: PAGES.superadmin.login,
  partner: PAGES.partner.login,
};

/** Where a role lands when it is already logged in and opens its login page (SPEC section 4). */
export const ROLE_HOME_PATH: Readonly<Record<'admin' | 'superadmin', string>> = {
  admin: PAGES.admin.entersLoading,
  superadmin: PAGES.superadmin.dashboard,
};

/** Removes a trailing slash (except for the root), so `/user/` and `/user` are the same path. */
export function normalizePath(pathname: string): string {
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`;
  return path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') || '/' : path;
}

/** Path segments without empty parts: `/user/qr-code` → ['user', 'qr-code']. */
export function pathSegments(pathname: string): string[] {
  return normalizePath(pathname).split('/').filter(Boolean);
}

/** True when `pathname` is `base` or lies under it (`/admin`, `/admin/venues`, not `/administrace`). */
export function isUnder(pathname: string, base: string): boolean {
  const path = normalizePath(pathname);
  return path === base || path.startsWith(`${base}/`);
}

/** True when `pathname` lies strictly under `base` (`/partner/admin`, not `/partner`). */
export function isStrictlyUnder(pathname: string, base: string): boolean {
  return normalizePath(pathname).startsWith(`${base}/`);
}

/** Login, registration, verification and password pages per area: open without a login. */
const AUTH_PAGES = ['login', 'register', 'verify-email', 'update-password'] as const;

/** True for /user and /admin login, register, verify-email and update-password, and /superadmin/login. */
export function isAuthPage(pathname: string): boolean {
  const [area, page, ...rest] = pathSegments(pathname);
  if (rest.length > 0 || page === undefined) return false;
  if (area === 'user' || area === 'admin') return (AUTH_PAGES as readonly string[]).includes(page);
  if (area === 'superadmin' || area === 'partner') return page === 'login';
  return false;
}

/**
 * Pages on which a 401 answer does not log out and redirect: login, register and verify-email
 * (SPEC section 6), in every area.
 */
export function isUnauthorizedRedirectExempt(pathname: string): boolean {
  const page = pathSegments(pathname)[1];
  return isAuthPage(pathname) && page !== 'update-password';
}

/**
 * The token role a path belongs to: `/user/...` and `/profil` → user, `/admin/...` → admin,
 * `/superadmin/...` → superadmin, `/partner/<dashboard>` → partner. Works for page paths and for
 * API paths (with or without the `/api` prefix). Public paths → null.
 */
export function roleForPath(pathname: string): TokenRole | null {
  const segments = pathSegments(pathname);
  if (segments[0] === 'api') segments.shift();
  const [first, second] = segments;
  if (first === 'profil') return 'user';
  if (first === 'partner') return second === undefined ? null : 'partner';
  return (TOKEN_ROLES as readonly string[]).includes(first ?? '') ? (first as TokenRole) : null;
}
