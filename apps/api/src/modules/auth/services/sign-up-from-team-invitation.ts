import type { staffSignupRequest } from '@champions/contract';
import type { z } from 'zod';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { consumeOneTimeToken } from '../one-time-tokens.ts';
import { hashPassword } from '../password.ts';
import { assertPasswordAllowed } from '../password-policy.ts';
import { toProfile } from '../profile.ts';
import type { InvitationData, TeamInvitation } from './team-invitation.ts';

/** Creates the account from the invitation (the link is used up) and signs it in. */
export async function signUpFromTeamInvitation(
  { db, tokens, now }: UseCaseContext,
  _actor: null,
  { kind, ...body }: z.output<typeof staffSignupRequest> & { kind: TeamInvitation },
) {
  assertPasswordAllowed(body.password, { name: body.name });
  const passwordHash = await hashPassword(body.password);
  const account = await db.transaction(async (tx) => {
    const invitation = await consumeOneTimeToken(tx, body.token, kind.purpose, now);
    const data = invitation?.data as InvitationData;
    if (!invitation?.email || !data?.adminId) throw new AppError('INVALID_INVITATION');
    const created = await kind.createAccount(tx, {
      email: invitation.email,
      name: body.name,
      passwordHash,
      adminId: data.adminId,
      now,
    });
    if (!created) throw new AppError(kind.emailTaken);
    return created;
  });
  const token = await tokens.sign({
    id: account.id,
    email: account.email,
    role: kind.role,
    tv: account.tokenVersion,
  });
  return { token, account: toProfile(account) };
}
