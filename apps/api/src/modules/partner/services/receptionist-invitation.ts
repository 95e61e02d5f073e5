import { PAGES } from '@champions/domain';
import { mailTemplates } from '../../../mail/templates.ts';
import type { TeamInvitation } from '../../auth/index.ts';
import { insertReceptionist } from '../staff-repository.ts';

/** A partner's invitation of a receptionist (SPEC /admin/staff → /staff/signup). */
export const RECEPTIONIST_INVITATION: TeamInvitation = {
  purpose: 'staff_invite',
  role: 'staff',
  mail: {
    invite: { kind: 'staff_invite', content: mailTemplates.staffInvitation },
    existing: { kind: 'staff_invite_existing', content: mailTemplates.staffInvitationExisting },
  },
  signupPage: PAGES.staff.signupWithToken,
  loginPage: PAGES.staff.home,
  createAccount: insertReceptionist,
  emailTaken: 'STAFF_EMAIL_TAKEN',
};
