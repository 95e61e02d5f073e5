import type { Executor } from '../../../db/client.ts';
import type { BilingualMail } from '../../../mail/templates.ts';
import type { ErrorCode } from '../../../shared/error-codes.ts';
import type { InvitationPurpose } from '../invitation-repository.ts';
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

/** What an invitation link carries: the partner who invites, and the name they gave. */
export type InvitationData = { adminId?: string; name?: string | null } | null;
