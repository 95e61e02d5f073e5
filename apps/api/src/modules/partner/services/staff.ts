import type { StaffListResponse, staffInvitationRequest, staffSignupRequest } from '@champions/contract';
import { DAY_MS, PAGES } from '@champions/domain';
import type { z } from 'zod';
import type { Database, Executor } from '../../../db/client.ts';
import type { Mailer } from '../../../mail/mailer.ts';
import { mailTemplates } from '../../../mail/templates.ts';
import type { CatalogueChanged } from '../../../shared/catalogue-changed.ts';
import type { RoleTokenService } from '../../../shared/context.ts';
import { AppError } from '../../../shared/errors.ts';
import { PARTNER_TEXTS } from '../../../shared/messages.ts';
import type { ProviderCustomers } from '../../auth/index.ts';
import {
  type Account,
  assertPasswordAllowed,
  consumeOneTimeToken,
  hashPassword,
  issueOneTimeToken,
  peekOneTimeToken,
  toProfile,
} from '../../auth/index.ts';
import {
  closeInvitation,
  closeInvitationsFor,
  countInvitationsSince,
  findAccount,
  findOwnReceptionist,
  insertReceptionist,
  listOpenInvitations,
  listReceptionists,
  ownVenueIds,
  receptionistEmailExists,
  recordAudit,
  replaceVenueAssignments,
  venueAssignments,
} from '../staff-repository.ts';
import { removeReceptionist } from './staff-removal.ts';

/** Invitations one partner may send in 24 hours (each is an e-mail to an address they choose). */
export const STAFF_INVITATIONS_PER_DAY = 20;

/** What the invitation link carries besides the e-mail. */
type InvitationData = { adminId?: string; name?: string | null } | null;

const displayName = (account: { name: string | null; email: string }) => account.name || account.email;

/** The partner's receptionists (with their venues) and open invitations. */
export async function listStaff(db: Executor, adminId: string, now: Date): Promise<StaffListResponse> {
  const [staff, invitations] = await Promise.all([
    listReceptionists(db, adminId),
    listOpenInvitations(db, adminId, now),
  ]);
  const assigned = await venueAssignments(
    db,
    staff.map((member) => member.id),
  );
  return {
    staff: staff.map((member) => ({
      ...member,
      createdAt: member.createdAt.toISOString(),
      venueIds: assigned.filter((row) => row.staffId === member.id).map((row) => row.venueId),
    })),
    invitations: invitations.map((invitation) => ({
      id: invitation.id,
      email: invitation.email ?? '',
      name: (invitation.data as InvitationData)?.name ?? null,
      createdAt: invitation.createdAt.toISOString(),
      expiresAt: invitation.expiresAt.toISOString(),
    })),
  };
}

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

export async function withdrawInvitation(db: Executor, adminId: string, invitationId: string, now: Date) {
  const withdrawn = await closeInvitation(db, adminId, invitationId, now);
  if (!withdrawn) throw new AppError('INVITATION_NOT_FOUND');
  return { message: PARTNER_TEXTS.invitationWithdrawn(withdrawn.email) };
}

/** Removes the partner's receptionist (`actorId`: the partner, or the superadmin acting as them). */
export async function removeStaff(
  deps: { db: Database; customers: ProviderCustomers; changed: CatalogueChanged },
  input: { adminId: string; actorId: string; staffId: string; now: Date },
) {
  const member = await findOwnReceptionist(deps.db, input.adminId, input.staffId);
  // Another partner's receptionist looks the same as an unknown one.
  if (!member) throw new AppError('STAFF_NOT_FOUND');
  await removeReceptionist(deps, { ...input, staffId: member.id });
  return { message: PARTNER_TEXTS.staffRemoved(displayName(member)) };
}

/** Where a receptionist works: only the partner's own venues; none = every venue. */
export async function assignStaffVenues(db: Database, adminId: string, staffId: string, ids: string[]) {
  const member = await findOwnReceptionist(db, adminId, staffId);
  if (!member) throw new AppError('STAFF_NOT_FOUND');
  const venueIds = [...new Set(ids)];
  if (venueIds.length > 0 && (await ownVenueIds(db, adminId, venueIds)).length !== venueIds.length) {
    const message = new AppError('STAFF_VENUES_NOT_OWN').message;
    throw new AppError('STAFF_VENUES_NOT_OWN', {
      details: { fields: [{ field: 'body.venueIds', message }] },
    });
  }
  await db.transaction((tx) => replaceVenueAssignments(tx, member.id, venueIds));
  const who = displayName(member);
  return {
    message:
      venueIds.length === 0
        ? PARTNER_TEXTS.staffEveryVenue(who)
        : PARTNER_TEXTS.staffSomeVenues(who, venueIds.length),
  };
}

/** Who invites the receptionist behind this link (the sign-up page shows it). */
export async function invitationInfo(db: Executor, token: string, now: Date) {
  const invitation = await peekOneTimeToken(db, token, 'staff_invite', now);
  const data = invitation?.data as InvitationData;
  if (!invitation?.email || !data?.adminId) throw new AppError('INVALID_INVITATION');
  const admin = await findAccount(db, data.adminId);
  return {
    email: invitation.email,
    partnerName: admin?.name || admin?.email || '',
    name: data.name ?? null,
  };
}

/** Creates the receptionist's account from the invitation (the link is used up) and signs them in. */
export async function signUpReceptionist(
  deps: { db: Database; tokens: RoleTokenService; now: Date },
  body: z.output<typeof staffSignupRequest>,
) {
  const { db, tokens, now } = deps;
  assertPasswordAllowed(body.password, { name: body.name });
  const passwordHash = await hashPassword(body.password);
  const account = await db.transaction(async (tx) => {
    const invitation = await consumeOneTimeToken(tx, body.token, 'staff_invite', now);
    const data = invitation?.data as InvitationData;
    if (!invitation?.email || !data?.adminId) throw new AppError('INVALID_INVITATION');
    const created = await insertReceptionist(tx, {
      email: invitation.email,
      name: body.name,
      passwordHash,
      adminId: data.adminId,
      now,
    });
    if (!created) throw new AppError('STAFF_EMAIL_TAKEN');
    return created;
  });
  const token = await tokens.sign({
    id: account.id,
    email: account.email,
    role: 'staff',
    tv: account.tokenVersion,
  });
  return { token, account: toProfile(account) };
}

/** Records the end of a superadmin's impersonation; the caller revokes the impersonation token. */
export async function endImpersonation(
  db: Executor,
  superadminId: string | null | undefined,
  adminId: string,
) {
  if (!superadminId) throw new AppError('NOT_IMPERSONATING');
  await recordAudit(db, { actorId: superadminId, action: 'impersonation.end', targetId: adminId });
  return { message: PARTNER_TEXTS.impersonationEnded };
}
