import type { AccountRole, LoginRequest, LoginResponse } from '@champions/contract';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { hashPassword, verifyPassword } from '../password.ts';
import { findAccountByEmail, insertAuditEntry, isPartnerSuspended } from '../repository.ts';
import { signedIn } from './signed-in.ts';

// A hash to compare against when the e-mail is unknown, so that timing does not reveal registered e-mails.
const dummyHash = hashPassword('timing-equaliser-password-1');

/** The throttle's key of an account: role and e-mail (lower-cased). */
export const throttleKey = (role: AccountRole, email: string) => `${role}:${email.toLowerCase()}`;

/** Signs in with e-mail and password from `ip`; wrong passwords slow that address down (the throttle). */
export async function login(
  ctx: UseCaseContext,
  _actor: null,
  input: LoginRequest & { role: AccountRole; ip: string },
): Promise<LoginResponse> {
  const { db, loginThrottle: throttle } = ctx;
  const { role, email, password, ip } = input;
  const key = throttleKey(role, email);
  await throttle.assertAllowed(key, ip);
  const account = await findAccountByEmail(db, role, email);
  const valid = await verifyPassword(password, account?.passwordHash ?? (await dummyHash));
  if (!account?.passwordHash || !valid) {
    await throttle.recordFailure(key, ip);
    throw new AppError('WRONG_CREDENTIALS');
  }
  await throttle.recordSuccess(key, ip);
  if (!account.emailVerifiedAt) throw new AppError('EMAIL_NOT_VERIFIED');
  if (account.blockedAt) throw new AppError('ACCOUNT_BLOCKED');
  if (account.suspendedAt) throw new AppError('PARTNER_SUSPENDED');
  if (account.adminId && (await isPartnerSuspended(db, account.adminId)))
    throw new AppError('PARTNER_SUSPENDED');
  // a customer's sign-ins show on their timeline in the back office (no actor: nobody acted on the account)
  if (role === 'user')
    await insertAuditEntry(db, { actorId: null, action: 'account.login', targetId: account.id });
  return signedIn(ctx, account);
}
