import type { staffInvitationRequest } from '@champions/contract';
import { DAY_MS, PAGES } from '@champions/domain';
import type { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import type { Mailer } from '../../../mail/mailer.ts';
import { mailTemplates } from '../../../mail/templates.ts';
import { AppError } from '../../../shared/errors.ts';
import { PARTNER_TEXTS } from '../../../shared/messages.ts';
import { type Account, issueOneTimeToken } from '../../auth/index.ts';
import { closeInvitationsFor, countInvitationsSince, receptionistEmailExists } from '../staff-repository.ts';
import { displayName } from './staff-helpers.ts';

/** Invitations one partner may send in 24 hours (each is an e-mail to an address they choose). */
export const STAFF_INVITATIONS_PER_DAY = 20;

/**
 * E-mails an invitation link (a new one replaces the earlier link). An address that already has a
 * receptionist account gets a note instead; the answer is the same (no account enumeration).
 */
export async function inviteReceptionist(
  deps: { db: Database; mailer: Mailer; publicUrl: string; now: Date },
  admin: Account,
  { email, name }: z.output<typeof staffInvitationRequest>,
): Promise<{ message: string }> {
  const { db, mailer, publicUrl, now } = deps;
  const sent = await countInvitationsSince(db, admin.id, new Date(now.getTime() - DAY_MS));
  if (sent >= STAFF_INVITATIONS_PER_DAY) {
    throw new AppError('STAFF_INVITATIONS_LIMIT', { params: { max: STAFF_INVITATIONS_PER_DAY } });
  }
  if (await receptionistEmailExists(db, email)) {
    const content = mailTemplates.staffInvitationExisting(
      displayName(admin),
      `${publicUrl}${PAGES.staff.home}`,
    );
    await mailer.send(email, 'staff_invite_existing', content);
    return { message: PARTNER_TEXTS.invitationSent(email) };
  }
  await closeInvitationsFor(db, admin.id, email, now);
  const token = await issueOneTimeToken(db, {
    purpose: 'staff_invite',
    email,
    data: { adminId: admin.id, name: name ?? null },
    now,
  });
  const url = `${publicUrl}${PAGES.staff.signupWithToken(token)}`;
  await mailer.send(email, 'staff_invite', mailTemplates.staffInvitation(displayName(admin), url));
  return { message: PARTNER_TEXTS.invitationSent(email) };
}
