import type { AccountRole } from '@champions/contract';
import { accountEmailPages } from '@champions/domain';
import { mailTemplates } from '../../mail/templates.ts';
import type { AppContext } from '../../shared/context.ts';
import type { Account } from './guard.ts';
import { issueOneTimeToken, mayIssueLink, NO_ACCOUNT_ID, revokeOpenLinks } from './one-time-tokens.ts';

/** Where the web app handles each link a role receives by e-mail (pages from domain PAGES). */
export const accountLinks = (role: AccountRole) => accountEmailPages(role);

/**
 * The e-mails of one role's account flows: every link is single-use, hashed and bound to its address.
 * Made from the app's parts (a use case's context, or `app.ctx`).
 */
export function accountMail(
  { db, clock, mailer, config }: Pick<AppContext, 'db' | 'clock' | 'mailer' | 'config'>,
  role: AccountRole,
) {
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
    /**
     * A new reset link; every older one stops working. Without an account to write to (`null`: no
     * account has the address asked about), or when the account has had its links for this hour, the
     * same steps run as a decoy, so that the answer takes as long either way and tells nobody whether
     * the address is registered: the same queries (matching no account), a token made, hashed and
     * stored the same way but used up from the start and linked to nobody, and the e-mail rendered
     * and queued the same way but to nobody (Mailer.sendNowhere).
     */
    async passwordReset(account: Account | null) {
      const now = clock.now();
      const allowed = await mayIssueLink(db, account?.id ?? NO_ACCOUNT_ID, 'reset_password', now);
      const to = allowed ? account : null;
      await revokeOpenLinks(db, to?.id ?? NO_ACCOUNT_ID, ['reset_password'], now);
      const token = await issueOneTimeToken(db, {
        purpose: 'reset_password',
        accountId: to?.id ?? null,
        email: to ? to.email.toLowerCase() : null,
        now,
        spent: !to,
      });
      const content = mailTemplates.resetPassword(linkUrl(links.reset, token));
      if (to) await mailer.send(to.email, 'reset_password', content);
      else await mailer.sendNowhere('reset_password', content);
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
