import { PAGES, ROLE_HOME_PATH, resolvePostLoginRedirect, type SelfRegisteringRole } from '@champions/domain';
import type { MessageKey } from '../../shared/i18n/index.ts';
import { localizedPath } from '../../shared/i18n/index.ts';
import {
  clearStoredRedirect,
  login,
  readStoredRedirect,
  SESSION_LOGIN_PATH,
  type SessionRole,
} from '../../shared/session/index.ts';

/** Roles that create their own account with a public form (domain SELF_REGISTERING_ROLES). */
export type { SelfRegisteringRole };

export interface RoleAuth {
  /** API prefix of the role's account routes. */
  api: string;
  loginPath: string;
  /** The registration page, for roles that register themselves. */
  registerPath?: string;
  /** The forgotten-password page. */
  resetPath: string;
  loginTitle: MessageKey;
  loginLead: MessageKey;
}

/** Sign-in pages and API paths of every role. */
export const ROLE_AUTH: Readonly<Record<SessionRole, RoleAuth>> = {
  user: {
    api: '/user',
    loginPath: SESSION_LOGIN_PATH.user,
    registerPath: PAGES.user.register,
    resetPath: PAGES.user.updatePassword,
    loginTitle: 'loginPage.userTitle',
    loginLead: 'loginPage.userLead',
  },
  admin: {
    api: '/admin',
    loginPath: SESSION_LOGIN_PATH.admin,
    registerPath: PAGES.admin.register,
    resetPath: PAGES.admin.updatePassword,
    loginTitle: 'loginPage.adminTitle',
    loginLead: 'loginPage.adminLead',
  },
  superadmin: {
    api: '/superadmin',
    loginPath: SESSION_LOGIN_PATH.superadmin,
    resetPath: `${PAGES.forgottenPassword}?role=superadmin`,
    loginTitle: 'loginPage.superadminTitle',
    loginLead: 'loginPage.superadminLead',
  },
  partner: {
    api: '/partner',
    loginPath: SESSION_LOGIN_PATH.partner,
    resetPath: `${PAGES.forgottenPassword}?role=partner`,
    loginTitle: 'loginPage.partnerTitle',
    loginLead: 'loginPage.partnerLead',
  },
  staff: {
    api: '/staff',
    loginPath: SESSION_LOGIN_PATH.staff,
    resetPath: `${PAGES.forgottenPassword}?role=staff`,
    loginTitle: 'loginPage.staffTitle',
    loginLead: 'loginPage.staffLead',
  },
  trainer: {
    api: '/trainer',
    loginPath: SESSION_LOGIN_PATH.trainer,
    resetPath: `${PAGES.forgottenPassword}?role=trainer`,
    loginTitle: 'loginPage.trainerTitle',
    loginLead: 'loginPage.trainerLead',
  },
  business: {
    api: '/business',
    loginPath: SESSION_LOGIN_PATH.business,
    registerPath: PAGES.businessArea.signUp,
    resetPath: `${PAGES.forgottenPassword}?role=business`,
    loginTitle: 'loginPage.businessTitle',
    loginLead: 'loginPage.businessLead',
  },
};

export const isSelfRegistering = (role: SessionRole): role is SelfRegisteringRole =>
  ROLE_AUTH[role].registerPath !== undefined;

/** Where each role starts after signing in; the user's target is the post-login redirect. */
const ROLE_START: Readonly<Record<Exclude<SessionRole, 'user'>, string>> = {
  admin: ROLE_HOME_PATH.admin,
  superadmin: ROLE_HOME_PATH.superadmin,
  partner: PAGES.partner.superadmin,
  staff: PAGES.staff.enters,
  trainer: PAGES.trainer.settings,
  business: PAGES.businessArea.profile,
};

/**
 * Where a role goes after signing in (SPEC "Post-login return"): a user to the safe `?redirect=`
 * path, else the saved target, else /user (the domain decides); other roles to their start page.
 */
export function afterLoginPath(role: SessionRole, redirectQuery: string | null = null): string {
  if (role !== 'user') return ROLE_START[role];
  return resolvePostLoginRedirect({ query: redirectQuery, stored: readStoredRedirect() });
}

export interface SignedIn {
  token: string;
}

/**
 * Stores the new token (SPEC 4) and, unless the login is in place, loads the target page afresh so
 * that every part of the app starts with the new session. Returns the target.
 */
export function completeLogin(
  role: SessionRole,
  { token }: SignedIn,
  options: { redirectQuery?: string | null; inPlace?: boolean } = {},
): string {
  const target = afterLoginPath(role, options.redirectQuery ?? null);
  login(role, token);
  if (role === 'user') clearStoredRedirect();
  if (!options.inPlace) window.location.assign(localizedPath(target));
  return target;
}
