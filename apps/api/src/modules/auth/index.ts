export { accountLinks, accountRoutes } from './account-routes.ts';
export { type CallRequest, type CallRouteOptions, routeFromCall } from './call-route.ts';
export { eraseAccount, type ProviderCustomers } from './erase-account.ts';
export {
  type Account,
  type AuthState,
  currentAccount,
  requireRole,
  revokeCurrentToken,
  tokenHeader,
} from './guard.ts';
export { configureHashLimiter } from './hash-limiter.ts';
export { createTokenService, type TokenClaims, type TokenService } from './jwt.ts';
export {
  consumeOneTimeToken,
  issueOneTimeToken,
  peekOneTimeToken,
  revokeOpenLinks,
} from './one-time-tokens.ts';
export { hashPassword, verifyPassword } from './password.ts';
export { assertPasswordAllowed } from './password-policy.ts';
export { toProfile } from './profile.ts';
export { countReferredAccounts } from './repository.ts';
export { resolveJwtSecret } from './secret.ts';
export { registerSecurityHooks } from './security-hooks.ts';
