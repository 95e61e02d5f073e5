import type { BackofficeUserRow } from '@champions/contract';
import type { Account } from '../../auth/index.ts';

/** A customer as the back office lists it. */
export const toUserRow = (user: Account): BackofficeUserRow => ({
  id: user.id,
  email: user.email,
  name: user.name,
  credits: user.credits,
  emailVerified: user.emailVerifiedAt !== null,
  blockedAt: user.blockedAt?.toISOString() ?? null,
  createdAt: user.createdAt.toISOString(),
});
