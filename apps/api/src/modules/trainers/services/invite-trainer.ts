import type { staffInvitationRequest } from '@champions/contract';
import { DAY_MS, PAGES } from '@champions/domain';
import type { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import type { Mailer } from '../../../mail/mailer.ts';
import { mailTemplates } from '../../../mail/templates.ts';
import { AppError } from '../../../shared/errors.ts';
import { PARTNER_TEXTS } from '../../../shared/messages.ts';
import { type Account, issueOneTimeToken } from '../../auth/index.ts';
import { STAFF_INVITATIONS_PER_DAY } from '../../partner/index.ts';
import {
  closeTrainerInvitationsFor,
  countTrainerInvitationsSince,
  trainerEmailExists,
} from '../repository.ts';

/**
 * E-mails a trainer invitation link, as a receptionist's (a new one replaces the earlier link; the
 * same daily limit). An address that already has a trainer account gets a note instead; the answer
 * is the same (no account enumeration).
 */
export async function inviteTrainer(
  deps: { db: Database; mailer: Mailer; publicUrl: string; now: Date },
  admin: Account,
  { email, name }: z.output<typeof staffInvitationRequest>,
): Promise<{ message: string }> {
  const { db, mailer, publicUrl, now } = deps;
  const sent = await countTrainerInvitationsSince(db, admin.id, new Date(now.getTime() - DAY_MS));
  if (sent >= STAFF_INVITATIONS_PER_DAY) {
    throw new AppError('STAFF_INVITATIONS_LIMIT', { params: { max: STAFF_INVITATIONS_PER_DAY } });
  }
  const partnerName = admin.name || admin.email;
  if (await trainerEmailExists(db, email)) {
    const content = mailTemplates.trainerInvitationExisting(
      partnerName,
      `${publicUrl}${PAGES.trainer.login}`,
    );
    await mailer.send(email, 'trainer_invite_existing', content);
    return { message: PARTNER_TEXTS.invitationSent(email) };
  }
  await closeTrainerInvitationsFor(db, admin.id, email, now);
  const token = await issueOneTimeToken(db, {
    purpose: 'trainer_invite',
    email,
    data: { adminId: admin.id, name: name ?? null },
    now,
  });
  const url = `${publicUrl}${PAGES.trainer.signupWithToken(token)}`;
  await mailer.send(email, 'trainer_invite', mailTemplates.trainerInvitation(partnerName, url));
  return { message: PARTNER_TEXTS.invitationSent(email) };
}
