import type { staffInvitationRequest, staffSignupRequest } from '@champions/contract';
import type { Language } from '@champions/domain';
import { DAY_MS } from '@champions/domain';
import type { z } from 'zod';
import type { Database, Executor } from '../../../db/client.ts';
import type { Mailer } from '../../../mail/mailer.ts';
import type { BilingualMail } from '../../../mail/templates.ts';
import { partnerTextsIn } from '../../../shared/answer-texts.ts';
import type { RoleTokenService } from '../../../shared/context.ts';
import type { ErrorCode } from '../../../shared/error-codes.ts';
import { AppError } from '../../../shared/errors.ts';
import {
  closeInvitations,
  countInvitationsSince,
  type InvitationPurpose,
  liveAccountExists,
  partnerDisplayName,
} from '../invitation-repository.ts';
import { consumeOneTimeToken, issueOneTimeToken, peekOneTimeToken } from '../one-time-tokens.ts';
import { hashPassword } from '../password.ts';
import { assertPasswordAllowed } from '../password-policy.ts';
import { toProfile } from '../profile.ts';
import type { Account } from '../repository.ts';

/** Invitations one partner may send in 24 hours, of each kind (each is an e-mail to an address they choose). */
export const TEAM_INVITATIONS_PER_DAY = 20;

/**
 * One way a partner brings someone into the team (a receptionist, a trainer): a one-time link by e-mail
 * that opens a sign-up page, and the account that the sign-up creates.
 */
export interface TeamInvitation {
  purpose: InvitationPurpose;
  role: 'staff' | 'trainer';
  /** the e-mail with the sign-up link, and the note to an address that already has such an account */
  mail: {
    invite: { kind: string; content: (partnerName: string, url: string) => BilingualMail };
    existing: { kind: string; content: (partnerName: string, url: string) => BilingualMail };
  };
  signupPage: (token: string) => string;
  loginPage: string;
  /** creates the account in the sign-up's transaction; null when the e-mail is taken */
  createAccount: (
    tx: Executor,
    row: { email: string; name: string; passwordHash: string; adminId: string; now: Date },
  ) => Promise<Account | null>;
  emailTaken: ErrorCode;
}

/**
 * E-mails an invitation link (a new one replaces the earlier link for the same address). An address
 * that already has such an account gets a note instead; the answer is the same (no account enumeration).
 */
export async function sendTeamInvitation(
  flow: TeamInvitation,
  deps: { db: Database; mailer: Mailer; publicUrl: string; now: Date; language?: Language | undefined },
  admin: Account,
  { email, name }: z.output<typeof staffInvitationRequest>,
): Promise<{ message: string }> {
  const { db, mailer, publicUrl, now, language = 'cs' } = deps;
  const sent = await countInvitationsSince(db, flow.purpose, admin.id, new Date(now.getTime() - DAY_MS));
  if (sent >= TEAM_INVITATIONS_PER_DAY) {
    throw new AppError('STAFF_INVITATIONS_LIMIT', { params: { max: TEAM_INVITATIONS_PER_DAY } });
  }
  const partnerName = admin.name || admin.email;
  if (await liveAccountExists(db, flow.role, email)) {
    const content = flow.mail.existing.content(partnerName, `${publicUrl}${flow.loginPage}`);
    await mailer.send(email, flow.mail.existing.kind, content);
    return { message: partnerTextsIn(language).invitationSent(email) };
  }
  await closeInvitations(db, flow.purpose, admin.id, now, { email });
  const token = await issueOneTimeToken(db, {
    purpose: flow.purpose,
    email,
    data: { adminId: admin.id, name: name ?? null },
    now,
  });
  const content = flow.mail.invite.content(partnerName, `${publicUrl}${flow.signupPage(token)}`);
  await mailer.send(email, flow.mail.invite.kind, content);
  return { message: partnerTextsIn(language).invitationSent(email) };
}

type InvitationData = { adminId?: string; name?: string | null } | null;

/** Who invites whom behind this link (the sign-up page shows it); the link stays usable. */
export async function readTeamInvitation(flow: TeamInvitation, db: Executor, token: string, now: Date) {
  const invitation = await peekOneTimeToken(db, token, flow.purpose, now);
  const data = invitation?.data as InvitationData;
  if (!invitation?.email || !data?.adminId) throw new AppError('INVALID_INVITATION');
  return {
    email: invitation.email,
    partnerName: await partnerDisplayName(db, data.adminId),
    name: data.name ?? null,
  };
}

/** Withdraws the partner's open invitation: its link stops working. */
export async function withdrawTeamInvitation(
  flow: TeamInvitation,
  db: Executor,
  input: { adminId: string; invitationId: string; now: Date; language?: Language | undefined },
) {
  const [withdrawn] = await closeInvitations(db, flow.purpose, input.adminId, input.now, {
    id: input.invitationId,
  });
  // another partner's invitation looks the same as an unknown one
  if (!withdrawn) throw new AppError('INVITATION_NOT_FOUND');
  return { message: partnerTextsIn(input.language ?? 'cs').invitationWithdrawn(withdrawn.email ?? '') };
}

/** Creates the account from the invitation (the link is used up) and signs it in. */
export async function signUpFromTeamInvitation(
  flow: TeamInvitation,
  deps: { db: Database; tokens: RoleTokenService; now: Date },
  body: z.output<typeof staffSignupRequest>,
) {
  const { db, tokens, now } = deps;
  assertPasswordAllowed(body.password, { name: body.name });
  const passwordHash = await hashPassword(body.password);
  const account = await db.transaction(async (tx) => {
    const invitation = await consumeOneTimeToken(tx, body.token, flow.purpose, now);
    const data = invitation?.data as InvitationData;
    if (!invitation?.email || !data?.adminId) throw new AppError('INVALID_INVITATION');
    const created = await flow.createAccount(tx, {
      email: invitation.email,
      name: body.name,
      passwordHash,
      adminId: data.adminId,
      now,
    });
    if (!created) throw new AppError(flow.emailTaken);
    return created;
  });
  const token = await tokens.sign({
    id: account.id,
    email: account.email,
    role: flow.role,
    tv: account.tokenVersion,
  });
  return { token, account: toProfile(account) };
}
