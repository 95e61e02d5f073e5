import type { AccountRole } from '@champions/contract';
import { accountEmailPages } from '@champions/domain';
import type { FastifyInstance } from 'fastify';
import { mailTemplates } from '../../mail/templates.ts';
import type { Account } from './guard.ts';
import { issueOneTimeToken, mayIssueLink, revokeOpenLinks } from './one-time-tokens.ts';

/** Where the web app handles each link a role receives by e-mail (pages from domain PAGES). */
export const accountLinks = (role: AccountRole) => accountEmailPages(role);

/** The e-mails of one role's account flows: every link is single-use, hashed and bound to its address. */
export function accountMail(app: FastifyInstance, role: AccountRole) {
  const { db, clock, mailer, config } = app.ctx;
  const links = accountLinks(role);
  const url = (path: string) => `${config.PUBLIC_URL}${path}`;
  const linkUrl = (path: string, token: string) =>
    `${url(path)}${path.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;

  return {
    links,
    /** A verification link bound to the account's current address. */
    async verification(account: Account) {
      if (!(await mayIssueLink(db, account.id, 'verify_email', clock.now()))) return;
      const token = await issueOneTimeToken(db, {
        purpose: 'verify_email',
        accountId: account.id,
        email: account.email.toLowerCase(),
        now: clock.now(),
      });
      await mailer.send(
        account.email,
        'verify_email',
        mailTemplates.verifyEmail(account.name, linkUrl(links.verify, token)),
      );
    },
    async alreadyRegistered(email: string) {
      await mailer.send(email, 'already_registered', mailTemplates.alreadyRegistered(url(links.login)));
    },
    /** A new reset link; every older one stops working. */
    async passwordReset(account: Account) {
      if (!(await mayIssueLink(db, account.id, 'reset_password', clock.now()))) return;
      await revokeOpenLinks(db, account.id, ['reset_password'], clock.now());
      const token = await issueOneTimeToken(db, {
        purpose: 'reset_password',
        accountId: account.id,
        email: account.email.toLowerCase(),
        now: clock.now(),
      });
      await mailer.send(
        account.email,
        'reset_password',
        mailTemplates.resetPassword(linkUrl(links.reset, token)),
      );
    },
    async passwordChanged(account: Account) {
      await mailer.send(account.email, 'password_changed', mailTemplates.passwordChanged(url(links.login)));
    },
    /** The new address confirms the change; the link is bound to the old address it replaces. */
    async confirmEmailChange(account: Account, newEmail: string) {
      if (!(await mayIssueLink(db, account.id, 'change_email', clock.now()))) return;
      await revokeOpenLinks(db, account.id, ['change_email'], clock.now());
      const token = await issueOneTimeToken(db, {
        purpose: 'change_email',
        accountId: account.id,
        email: newEmail,
        data: { from: account.email.toLowerCase() },
        now: clock.now(),
      });
      await mailer.send(
        newEmail,
        'confirm_email_change',
        mailTemplates.confirmEmailChange(account.name, linkUrl(links.verify, token)),
      );
    },
    async emailChangeToTakenAddress(email: string) {
      await mailer.send(
        email,
        'email_change_taken',
        mailTemplates.emailChangeToTakenAddress(url(links.login)),
      );
    },
    /** To the old address after a change: a 7-day link that restores it. */
    async emailChanged(account: Account, oldEmail: string) {
      const token = await issueOneTimeToken(db, {
        purpose: 'restore_email',
        accountId: account.id,
        email: oldEmail,
        data: { to: account.email.toLowerCase() },
        now: clock.now(),
      });
      await mailer.send(
        oldEmail,
        'email_changed',
        mailTemplates.emailChanged(account.email, linkUrl(links.restore, token)),
      );
    },
  };
}

export type AccountMail = ReturnType<typeof accountMail>;
