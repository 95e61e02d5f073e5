import { accountEmailPages, DAY_MS } from '@champions/domain';
import type { Database } from '../../../db/client.ts';
import type { Mailer } from '../../../mail/mailer.ts';
import { partnerMailTemplates } from '../../../mail/partner-templates.ts';
import { issueOneTimeToken } from '../../auth/index.ts';

/** As long as a new partner's first password link: a desk customer may open the e-mail days later. */
const WELCOME_LINK_LIFETIME_MS = 7 * DAY_MS;

/**
 * A customer whose account the desk created with the sale: an e-mail saying so, with a single-use
 * link to set a password, after which their entry and their card with the QR code wait in the app.
 */
export async function welcomeWalkInCustomer(
  db: Database,
  mailer: Mailer,
  publicUrl: string,
  customer: { id: string; email: string; name: string },
  venueName: string,
  now: Date,
): Promise<void> {
  const email = customer.email.toLowerCase();
  const token = await issueOneTimeToken(db, {
    purpose: 'reset_password',
    accountId: customer.id,
    email,
    now,
    lifetimeMs: WELCOME_LINK_LIFETIME_MS,
  });
  const pages = accountEmailPages('user');
  const base = publicUrl.replace(/\/$/, '');
  await mailer.send(
    email,
    'walk_in_welcome',
    partnerMailTemplates.walkInWelcome({
      name: customer.name,
      venue: venueName,
      url: `${base}${pages.reset}?token=${encodeURIComponent(token)}`,
      cardUrl: `${base}${pages.login}`,
    }),
  );
}
