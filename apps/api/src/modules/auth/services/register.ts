import type { RegisterRequest } from '@champions/contract';
import { DEFAULT_LANGUAGE } from '@champions/domain';
import { AppError } from '../../../shared/errors.ts';
import { hashPassword } from '../password.ts';
import { assertPasswordAllowed } from '../password-policy.ts';
import { findAccountByEmail, findReferrerByCode, insertAccount } from '../repository.ts';
import type { AccountFlow } from './account-flow.ts';

/**
 * Creates an account of the flow's role and e-mails a verification link. A known e-mail gets the
 * same (silent) outcome; its owner is told by e-mail instead, so the answer reveals nothing. A valid
 * referral code records the referring account, so that a partner's referral link
 * counts the accounts it brought. The account keeps the language of the request (the form's
 * `language`, which the route fills from Accept-Language when the form gives none).
 */
export async function register(flow: AccountFlow, input: RegisterRequest): Promise<void> {
  const { email, password, name, phone, companyName, companyId, referralCode } = input;
  const business = flow.role === 'business';
  if (business && !companyName) throw new AppError('COMPANY_NAME_REQUIRED');
  if (business && !companyId) throw new AppError('COMPANY_ID_REQUIRED');
  if (business && (input.billingAddress ?? '').length < 5) throw new AppError('BILLING_ADDRESS_REQUIRED');
  assertPasswordAllowed(password, { email, name });
  // Hash first, for a known e-mail too: both answers take the same time.
  const passwordHash = await hashPassword(password);
  if (await findAccountByEmail(flow.db, flow.role, email)) {
    await flow.mail.alreadyRegistered(email);
    return;
  }
  // An unknown or withdrawn code is ignored: a stale link must not stop anyone from registering.
  const referredById = referralCode ? await findReferrerByCode(flow.db, referralCode) : null;
  const account = await insertAccount(flow.db, {
    role: flow.role,
    email,
    name,
    phone: phone || null,
    companyName: companyName || null,
    companyId: companyId || null,
    vatId: business ? input.vatId || null : null,
    billingAddress: business ? input.billingAddress || null : null,
    passwordHash,
    referredById,
    language: input.language ?? DEFAULT_LANGUAGE,
    // a partner who registers on their own is public only once the back office approves them
    ...(flow.role === 'admin' ? { partnerApproval: 'draft' as const } : {}),
  });
  if (account) await flow.mail.verification(account);
}
