import type { AccountRole, RegisterRequest } from '@champions/contract';
import { messagesIn } from '../../../shared/answer-texts.ts';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { accountMail } from '../account-mail.ts';
import { hashPassword } from '../password.ts';
import { assertPasswordAllowed } from '../password-policy.ts';
import { findAccountByEmail, findReferrerByCode, insertAccount } from '../repository.ts';

/**
 * Creates an account of the role and e-mails a verification link. A known e-mail gets the
 * same (silent) outcome; its owner is told by e-mail instead, so the answer reveals nothing. A valid
 * referral code records the referring account, so that a partner's referral link
 * counts the accounts it brought. The account keeps the language of the request (the form's
 * `language`, or the caller's language from Accept-Language when the form gives none).
 */
export async function register(
  ctx: UseCaseContext,
  _actor: null,
  input: RegisterRequest & { role: AccountRole },
): Promise<{ message: string }> {
  const { db, language } = ctx;
  const { role, email, password, name, phone, companyName, companyId, referralCode } = input;
  const mail = accountMail(ctx, role);
  const business = role === 'business';
  if (business && !companyName) throw new AppError('COMPANY_NAME_REQUIRED');
  if (business && !companyId) throw new AppError('COMPANY_ID_REQUIRED');
  if (business && (input.billingAddress ?? '').length < 5) throw new AppError('BILLING_ADDRESS_REQUIRED');
  assertPasswordAllowed(password, { email, name });
  // Hash first, for a known e-mail too: both answers take the same time.
  const passwordHash = await hashPassword(password);
  if (await findAccountByEmail(db, role, email)) {
    await mail.alreadyRegistered(email);
    return { message: messagesIn(language).CHECK_EMAIL };
  }
  // An unknown or withdrawn code is ignored: a stale link must not stop anyone from registering.
  const referredById = referralCode ? await findReferrerByCode(db, referralCode) : null;
  const account = await insertAccount(db, {
    role,
    email,
    name,
    phone: phone || null,
    companyName: companyName || null,
    companyId: companyId || null,
    vatId: business ? input.vatId || null : null,
    billingAddress: business ? input.billingAddress || null : null,
    passwordHash,
    referredById,
    language: input.language ?? language,
    // a partner who registers on their own is public only once the back office approves them
    ...(role === 'admin' ? { partnerApproval: 'draft' as const } : {}),
  });
  if (account) await mail.verification(account);
  return { message: messagesIn(language).CHECK_EMAIL };
}
