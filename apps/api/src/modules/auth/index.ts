export { accountLinks, accountRoutes } from './account-routes.ts';
export { eraseAccount } from './erase.ts';
export { type Account, type AuthState, currentAccount, requireRole, tokenHeader } from './guard.ts';
export { createTokenService, type TokenClaims, type TokenService } from './jwt.ts';
export { consumeOneTimeToken, issueOneTimeToken, peekOneTimeToken } from './one-time-tokens.ts';
export { hashPassword, verifyPassword } from './password.ts';
export { toProfile } from './profile.ts';
export { resolveJwtSecret } from './secret.ts';
