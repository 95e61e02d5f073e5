import type { staffSignupRequest } from '@champions/contract';
import type { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import type { RoleTokenService } from '../../../shared/context.ts';
import { AppError } from '../../../shared/errors.ts';
import { assertPasswordAllowed, consumeOneTimeToken, hashPassword, toProfile } from '../../auth/index.ts';
import { insertTrainer } from '../repository.ts';
import { ensureProfile } from './profile.ts';

/** Creates the trainer's account and profile from the invitation (the link is used up) and signs them in. */
export async function signUpTrainer(
  deps: { db: Database; tokens: RoleTokenService; now: Date },
  body: z.output<typeof staffSignupRequest>,
) {
  const { db, tokens, now } = deps;
  assertPasswordAllowed(body.password, { name: body.name });
  const passwordHash = await hashPassword(body.password);
  const account = await db.transaction(async (tx) => {
    const invitation = await consumeOneTimeToken(tx, body.token, 'trainer_invite', now);
    const data = invitation?.data as { adminId?: string } | null;
    if (!invitation?.email || !data?.adminId) throw new AppError('INVALID_INVITATION');
    const created = await insertTrainer(tx, {
      email: invitation.email,
      name: body.name,
      passwordHash,
      adminId: data.adminId,
      now,
    });
    if (!created) throw new AppError('TRAINER_EMAIL_TAKEN');
    await ensureProfile(tx, created);
    return created;
  });
  const token = await tokens.sign({
    id: account.id,
    email: account.email,
    role: 'trainer',
    tv: account.tokenVersion,
  });
  return { token, account: toProfile(account) };
}
