import {
  ACCOUNT_ROLES,
  isTokenRole,
  PAGES,
  ROLE_LOGIN_PATH,
  roleForPath,
  TOKEN_ROLES,
  type TokenRole,
  tokenHeaderName,
} from '@champions/domain';
import { useSyncExternalStore } from 'react';
import { decodeTokenPayload, isTokenUsable, type TokenPayload } from './jwt.ts';

export { isTokenRole, type TokenRole, tokenHeaderName };

/**
 * Every role that signs in and keeps its own token: the account roles of the domain. SPEC 6 names
 * user, admin, superadmin and partner (`TokenRole`, guarded by the domain route guard); staff,
 * trainer and business sign in the same way.
 */
export const SESSION_ROLES = ACCOUNT_ROLES;
export type SessionRole = (typeof SESSION_ROLES)[number];

/**
 * Login page of every role: SPEC 6 for the token roles; staff and trainer have their own open login
 * pages, business signs in at /business/sign-in.
 */
export const SESSION_LOGIN_PATH: Readonly<Record<SessionRole, string>> = {
  ...ROLE_LOGIN_PATH,
  staff: PAGES.staff.login,
  trainer: PAGES.trainer.login,
  business: PAGES.businessArea.signIn,
};

/** Where a role goes after signing out: staff to /login (SPEC 2), everybody else to its login page. */
export const SESSION_LOGOUT_PATH: Readonly<Record<SessionRole, string>> = {
  ...SESSION_LOGIN_PATH,
  staff: PAGES.login,
};

/** The stored token of each role, or null (SPEC 4: logged-in state is the presence of the token). */
export type Session = Readonly<Record<SessionRole, string | null>>;

const STORAGE_PREFIX = 'champions.token.';
/** Browser developer-mode flag: set to '1' to disable the route guard (SPEC 4). */
export const DEV_MODE_STORAGE_KEY = 'champions.devMode';

export const tokenStorageKey = (role: SessionRole): string => `${STORAGE_PREFIX}${role}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Reads a role's token; a corrupt or expired token is removed and null is returned. */
export function readToken(role: SessionRole, nowMs: number = Date.now()): string | null {
  const store = storage();
  const token = store?.getItem(tokenStorageKey(role)) ?? null;
  if (token === null) return null;
  if (isTokenUsable(token, nowMs)) return token;
  store?.removeItem(tokenStorageKey(role));
  return null;
}

const listeners = new Set<() => void>();
let snapshot: Session | null = null;

function notify(): void {
  for (const listener of listeners) listener();
}

/** Current session; the same object is returned while nothing changed (for useSyncExternalStore). */
export function getSession(): Session {
  const next = Object.fromEntries(SESSION_ROLES.map((role) => [role, readToken(role)])) as Record<
    SessionRole,
    string | null
  >;
  if (snapshot && SESSION_ROLES.every((role) => snapshot?.[role] === next[role])) return snapshot;
  snapshot = Object.freeze(next);
  return snapshot;
}

export function isLoggedIn(role: SessionRole, session: Session = getSession()): boolean {
  return session[role] !== null;
}

/** SPEC 6 token roles (the ones the domain route guard knows) with a valid stored token. */
export function loggedInRoles(session: Session = getSession()): TokenRole[] {
  return TOKEN_ROLES.filter((role) => session[role] !== null);
}

/** Stores a role's token and tells every subscriber. */
export function login(role: SessionRole, token: string): void {
  storage()?.setItem(tokenStorageKey(role), token);
  notify();
}

/**
 * Ends the session on the server too (POST /api/{role}/logout revokes the token), so a copied token
 * stops working. keepalive lets the call finish while the page navigates away; a failure changes
 * nothing for the user, who is signed out locally anyway.
 */
function revokeOnServer(role: SessionRole): void {
  const token = storage()?.getItem(tokenStorageKey(role));
  if (!token || typeof fetch !== 'function' || typeof window === 'undefined') return;
  try {
    void fetch(`${window.location.origin}/api/${role}/logout`, {
      method: 'POST',
      headers: { [tokenHeaderName(role)]: `Bearer ${token}` },
      keepalive: true,
    }).catch(() => {});
  } catch {
    // no network in this environment: the local sign-out below still happens
  }
}

/** Revokes a role's token on the server, removes it and tells every subscriber. */
export function logout(role: SessionRole): void {
  revokeOnServer(role);
  storage()?.removeItem(tokenStorageKey(role));
  notify();
}

/** Payload of a role's valid token (id, userId or sub, email), or null. */
export function tokenClaims(role: SessionRole): TokenPayload | null {
  const token = readToken(role);
  return token === null ? null : decodeTokenPayload(token);
}

export function isDevMode(): boolean {
  return storage()?.getItem(DEV_MODE_STORAGE_KEY) === '1';
}

function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key.startsWith(STORAGE_PREFIX)) notify();
}

/** Subscribes to session changes, in this tab (login/logout) and in other tabs (storage event). */
export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

const serverSnapshot: Session = Object.freeze(
  Object.fromEntries(SESSION_ROLES.map((role) => [role, null])) as Record<SessionRole, null>,
);

/** The session as React state: re-renders on login, logout and changes from other tabs. */
export function useSession(): Session {
  return useSyncExternalStore(subscribe, getSession, () => serverSnapshot);
}

/** Removes a role's cached query data (keys start with the role) when its token goes or changes account. */
export function bindSessionToQueries(removeRoleData: (role: SessionRole) => void): () => void {
  let previous = getSession();
  return subscribe(() => {
    const next = getSession();
    for (const role of SESSION_ROLES) {
      const before = previous[role];
      const after = next[role];
      if (before === null || before === after) continue;
      const sameAccount = after !== null && decodeTokenPayload(before)?.id === decodeTokenPayload(after)?.id;
      if (!sameAccount) removeRoleData(role);
    }
    previous = next;
  });
}

/** The roles beyond SPEC 6's token roles: staff, trainer, business. */
const AREA_ROLES: readonly SessionRole[] = SESSION_ROLES.filter((role) => !isTokenRole(role));
/** Open pages of the staff, trainer and business areas: no logout and redirect after a 401 there. */
const AREA_OPEN_PAGES: readonly string[] = [
  PAGES.staff.login,
  PAGES.staff.signup,
  PAGES.trainer.login,
  PAGES.businessArea.signIn,
  PAGES.businessArea.signUp,
];

/**
 * The role of a page or API path: the domain's answer for the SPEC 6 roles, else staff, trainer or
 * business by the first segment (`/staff/enters`, `/api/business/me`).
 */
export function sessionRoleForPath(pathname: string): SessionRole | null {
  const known = roleForPath(pathname);
  if (known !== null) return known;
  const segments = pathname.split('?')[0]!.split('/').filter(Boolean);
  if (segments[0] === 'api') segments.shift();
  const [first, second] = segments;
  const role = AREA_ROLES.find((candidate) => candidate === first);
  // `/business` alone is the public landing page.
  if (role === undefined || (role === 'business' && second === undefined)) return null;
  return role;
}

export const isAreaOpenPage = (pathname: string): boolean =>
  AREA_OPEN_PAGES.includes(pathname.replace(/\/+$/, ''));
