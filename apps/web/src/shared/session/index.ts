export { decodeTokenPayload, isTokenUsable, type TokenPayload } from './jwt.ts';
export { RequireSession } from './RequireSession.tsx';
export {
  clearStoredRedirect,
  PENDING_REDIRECT_PATH_KEY,
  readStoredRedirect,
  rememberRedirectPath,
  saveStoredRedirect,
  takeRedirectPath,
} from './redirect.ts';
export {
  bindSessionToQueries,
  DEV_MODE_STORAGE_KEY,
  getSession,
  isAreaOpenPage,
  isDevMode,
  isLoggedIn,
  isTokenRole,
  loggedInRoles,
  login,
  logout,
  readToken,
  SESSION_LOGIN_PATH,
  SESSION_LOGOUT_PATH,
  SESSION_ROLES,
  type Session,
  type SessionRole,
  sessionRoleForPath,
  subscribe,
  type TokenRole,
  tokenClaims,
  tokenHeaderName,
  tokenStorageKey,
  useSession,
} from './session.ts';
export { useLogout } from './useLogout.ts';
