import { PAGES } from '@champions/domain';
import { mailTemplates } from '../../../mail/templates.ts';
import type { TeamInvitation } from '../../auth/index.ts';
import { insertTrainer } from '../repository.ts';
import { ensureProfile } from './profile.ts';

/** A partner's invitation of a trainer (→ /trainer/signup); the sign-up also opens the trainer's public profile. */
export const TRAINER_INVITATION: TeamInvitation = {
  purpose: 'trainer_invite',
  role: 'trainer',
  mail: {
    invite: { kind: 'trainer_invite', content: mailTemplates.trainerInvitation },
    existing: { kind: 'trainer_invite_existing', content: mailTemplates.trainerInvitationExisting },
  },
  signupPage: PAGES.trainer.signupWithToken,
  loginPage: PAGES.trainer.login,
  createAccount: async (tx, row) => {
    const created = await insertTrainer(tx, row);
    if (created) await ensureProfile(tx, created);
    return created;
  },
  emailTaken: 'TRAINER_EMAIL_TAKEN',
};
