/**
 * The roles of the product, defined once: the contract's zod enums, the database columns, the API's
 * guards and the web's sessions are all built from these arrays (the domain owns the vocabulary).
 */

/** Every role that has an account and signs in with its own token (SPEC 6). */
export const ACCOUNT_ROLES = [
  'user',
  'admin',
  'superadmin',
  'partner',
  'staff',
  'trainer',
  'business',
] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/** The roles SPEC 6 gives a token header and a login page; the route guard protects their areas. */
export const TOKEN_ROLES = [
  'user',
  'admin',
  'superadmin',
  'partner',
] as const satisfies readonly AccountRole[];
export type TokenRole = (typeof TOKEN_ROLES)[number];

/** Roles that may create their own account with a public form (our decision). */
export const SELF_REGISTERING_ROLES = ['user', 'admin', 'business'] as const satisfies readonly AccountRole[];
export type SelfRegisteringRole = (typeof SELF_REGISTERING_ROLES)[number];

export const isAccountRole = (value: string): value is AccountRole =>
  (ACCOUNT_ROLES as readonly string[]).includes(value);

export const isTokenRole = (value: string): value is TokenRole =>
  (TOKEN_ROLES as readonly string[]).includes(value);

/**
 * The request header that carries a role's token as a bearer value (SPEC 6): `X-User-Token`,
 * `X-Admin-Token`, `X-Superadmin-Token`, `X-Partner-Token`; staff, trainer and business the same way.
 * HTTP header names are case-insensitive; servers that lower-case them compare `.toLowerCase()`.
 */
export function tokenHeaderName(role: AccountRole): string {
  return `X-${role[0]!.toUpperCase()}${role.slice(1)}-Token`;
}
