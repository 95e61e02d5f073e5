export { type AccountMail, accountMail } from './account-mail.ts';
export { accountLinks, accountRoutes } from './account-routes.ts';
export { eraseAccount, type ProviderCustomers } from './erase-account.ts';
export {
  type Account,
  type AuthState,
  currentAccount,
  requireRole,
  revokeCurrentToken,
  tokenHeader,
} from './guard.ts';
export { listOpenInvitations, partnerDisplayName } from './invitation-repository.ts';
export { createTokenService, type TokenClaims, type TokenService } from './jwt.ts';
export { createLoginThrottle, type LoginThrottle } from './login-throttle.ts';
export {
  consumeOneTimeToken,
  issueOneTimeToken,
  peekOneTimeToken,
  revokeOpenLinks,
} from './one-time-tokens.ts';
export { hashPassword, setPasswordHashCost, verifyPassword } from './password.ts';
export { assertPasswordAllowed } from './password-policy.ts';
export { toProfile } from './profile.ts';
export { auditFilterWhere, countReferredAccounts, insertAuditEntry } from './repository.ts';
export { resolveJwtSecret } from './secret.ts';
export { readTeamInvitation } from './services/read-team-invitation.ts';
export { sendTeamInvitation } from './services/send-team-invitation.ts';
export { signUpFromTeamInvitation } from './services/sign-up-from-team-invitation.ts';
export { TEAM_INVITATIONS_PER_DAY, type TeamInvitation } from './services/team-invitation.ts';
export { withdrawTeamInvitation } from './services/withdraw-team-invitation.ts';
export { FIRST_PASSWORD_LINK_LIFETIME_MS, firstPasswordLinks } from './set-password-link.ts';
export { memoryThrottleStore, redisThrottleStore, type ThrottleStore } from './throttle-store.ts';
