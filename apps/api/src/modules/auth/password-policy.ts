import { dictionary } from '@zxcvbn-ts/language-common';
import type { ErrorCode } from '../../shared/error-codes.ts';
import { fieldError } from '../../shared/errors.ts';

/** The common-passwords list of zxcvbn-ts (about 50 000 leaked passwords), lower-cased. */
const COMMON = new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()));

const normalise = (value: string) =>
  value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/**
 * Why a new password is refused, or null (NIST SP 800-63B: length, a block list, nothing about
 * composition). Length (8–128) is checked by the contract; here: common passwords, and passwords that
 * are the account's e-mail, its name, or little more than either.
 */
export function passwordProblem(
  password: string,
  context: { email?: string; name?: string },
): ErrorCode | null {
  const lower = password.toLowerCase();
  // "password1", "qwerty123!" and the like: the list with a digit or symbol tail stripped as well
  const stripped = lower.replace(/[\d\W_]+$/u, '');
  if (
    COMMON.has(lower) ||
    (stripped.length >= 4 && COMMON.has(stripped) && stripped.length >= lower.length - 4)
  ) {
    return 'PASSWORD_TOO_COMMON';
  }
  const candidate = normalise(password);
  const personal = [
    context.email,
    context.email?.split('@')[0],
    context.name,
    context.name?.replace(/\s+/g, ''),
  ]
    .filter((value): value is string => typeof value === 'string')
    .map(normalise)
    .filter((value) => value.length >= 3);
  if (
    personal.some(
      (value) => candidate === value || (candidate.includes(value) && candidate.length - value.length < 4),
    )
  ) {
    return 'PASSWORD_PERSONAL';
  }
  return null;
}

/** Throws a 400 naming the field when the password is refused. */
export function assertPasswordAllowed(
  password: string,
  context: { email?: string; name?: string },
  field = 'body.password',
): void {
  const problem = passwordProblem(password, context);
  if (problem) throw fieldError(problem, field);
}
