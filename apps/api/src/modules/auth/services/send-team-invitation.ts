import type { staffInvitationRequest } from '@champions/contract';
import { DAY_MS } from '@champions/domain';
import type { z } from 'zod';
import { partnerTextsIn } from '../../../shared/answer-texts.ts';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { closeInvitations, countInvitationsSince, liveAccountExists } from '../invitation-repository.ts';
import { issueOneTimeToken } from '../one-time-tokens.ts';
import type { Account } from '../repository.ts';
import { TEAM_INVITATIONS_PER_DAY, type TeamInvitation } from './team-invitation.ts';

/**
 * E-mails an invitation link (a new one replaces the earlier link for the same address). An address
 * that already has such an account gets a note instead; the answer is the same (no account enumeration).
 */
export async function sendTeamInvitation(
  { db, mailer, config, now, language }: UseCaseContext,
  admin: Account,
  { kind, email, name }: z.output<typeof staffInvitationRequest> & { kind: TeamInvitation },
): Promise<{ message: string }> {
  const publicUrl = config.PUBLIC_URL;
  const sent = await countInvitationsSince(db, kind.purpose, admin.id, new Date(now.getTime() - DAY_MS));
  if (sent >= TEAM_INVITATIONS_PER_DAY) {
    throw new AppError('STAFF_INVITATIONS_LIMIT', { params: { max: TEAM_INVITATIONS_PER_DAY } });
  }
  const partnerName = admin.name || admin.email;
  if (await liveAccountExists(db, kind.role, email)) {
    const content = kind.mail.existing.content(partnerName, `${publicUrl}${kind.loginPage}`);
    await mailer.send(email, kind.mail.existing.kind, content);
    return { message: partnerTextsIn(language).invitationSent(email) };
  }
  await closeInvitations(db, kind.purpose, admin.id, now, { email });
  const token = await issueOneTimeToken(db, {
    purpose: kind.purpose,
    email,
    data: { adminId: admin.id, name: name ?? null },
    now,
  });
  const content = kind.mail.invite.content(partnerName, `${publicUrl}${kind.signupPage(token)}`);
  await mailer.send(email, kind.mail.invite.kind, content);
  return { message: partnerTextsIn(language).invitationSent(email) };
}
