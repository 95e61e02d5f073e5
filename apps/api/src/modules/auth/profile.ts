import type { AccountProfile } from '@champions/contract';
import type { Account } from './guard.ts';

export function toProfile(account: Account): AccountProfile {
  return {
    id: account.id,
    role: account.role,
    email: account.email,
    name: account.name,
    phone: account.phone,
    companyName: account.companyName,
    companyId: account.companyId,
    emailVerified: account.emailVerifiedAt !== null,
    createdAt: account.createdAt.toISOString(),
    language: account.language,
  };
}
