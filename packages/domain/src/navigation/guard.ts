import type { TokenRole } from '../roles.ts';
import { PAGES } from './pages.ts';
import { isAuthPage, isUnder, normalizePath, ROLE_HOME_PATH, ROLE_LOGIN_PATH } from './paths.ts';
import { REDIRECT_QUERY_PARAM, resolvePostLoginRedirect } from './redirect.ts';

/** What a route may say about the guard (React Router `handle`). */
export interface GuardMeta {
  /** An open page inside a guarded area: no login needed. */
  public?: boolean;
}

export interface GuardInput {
  pathname: string;
  /** Query string of the current location, with or without the leading '?'. */
  search?: string;
  /** Roles whose (valid) token is stored. */
  loggedIn: ReadonlySet<TokenRole> | readonly TokenRole[];
  meta?: GuardMeta;
  /** The browser developer-mode flag: disables every redirect of the guard. */
  devMode?: boolean;
  /** Raw stored post-login target (`REDIRECT_STORAGE_KEY`), used when a user opens a login page. */
  storedRedirect?: string | null;
}

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

const ALLOW: GuardDecision = { kind: 'allow' };
const redirect = (to: string): GuardDecision => ({ kind: 'redirect', to });

function has(loggedIn: GuardInput['loggedIn'], role: TokenRole): boolean {
  return loggedIn instanceof Set ? loggedIn.has(role) : (loggedIn as readonly TokenRole[]).includes(role);
}

/**
 * The route guard (SPEC section 2 "Route guard" and section 4 "Login state"):
 * - a logged-in visitor on a login, register, verify or update-password page goes on: superadmin →
 *   /superadmin/dashboard, admin → /admin/enters-loading, user → the post-login redirect;
 * - without the role's token, /user/* and /profil go to /user/login?redirect=<full path>,
 *   /superadmin/* to /superadmin/login and /admin/* to /admin/login;
 * - routes flagged `public` and the login pages themselves are open;
 * - the developer-mode flag disables all of it.
 * Partner dashboards, staff, trainer and business areas are not guarded here: their screens (and
 * logins) belong to their own features.
 */
export function guardRoute(input: GuardInput): GuardDecision {
  if (input.devMode) return ALLOW;
  const path = normalizePath(input.pathname);
  const search = input.search ? (input.search.startsWith('?') ? input.search : `?${input.search}`) : '';

  if (isAuthPage(path)) {
    // Our decision: an e-mailed link (verify-email or update-password with a token) is always opened,
    // so that a signed-in user can confirm a changed e-mail or reset a password from their mailbox.
    const carriesLinkToken =
      /\/(verify-email|update-password)$/.test(path) && new URLSearchParams(search).has('token');
    if (carriesLinkToken) return ALLOW;
    if (isUnder(path, PAGES.superadmin.home)) {
      return has(input.loggedIn, 'superadmin') ? redirect(ROLE_HOME_PATH.superadmin) : ALLOW;
    }
    if (isUnder(path, PAGES.admin.home)) {
      return has(input.loggedIn, 'admin') ? redirect(ROLE_HOME_PATH.admin) : ALLOW;
    }
    if (isUnder(path, PAGES.user.home) && has(input.loggedIn, 'user')) {
      const query = new URLSearchParams(search).get(REDIRECT_QUERY_PARAM);
      return redirect(resolvePostLoginRedirect({ query, stored: input.storedRedirect }));
    }
    return ALLOW;
  }
  if (input.meta?.public) return ALLOW;

  if (isUnder(path, PAGES.user.home) || isUnder(path, PAGES.profile)) {
    if (has(input.loggedIn, 'user')) return ALLOW;
    const back = encodeURIComponent(`${input.pathname}${search}`);
    return redirect(`${ROLE_LOGIN_PATH.user}?${REDIRECT_QUERY_PARAM}=${back}`);
  }
  if (isUnder(path, PAGES.superadmin.home)) {
    return has(input.loggedIn, 'superadmin') ? ALLOW : redirect(ROLE_LOGIN_PATH.superadmin);
  }
  if (isUnder(path, PAGES.admin.home)) {
    return has(input.loggedIn, 'admin') ? ALLOW : redirect(ROLE_LOGIN_PATH.admin);
  }
  return ALLOW;
}
