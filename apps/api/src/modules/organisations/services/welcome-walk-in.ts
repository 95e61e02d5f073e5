import type { Database } from '../../../db/client.ts';
import type { Mailer } from '../../../mail/mailer.ts';
import { partnerMailTemplates } from '../../../mail/partner-templates.ts';
import { firstPasswordLinks } from '../../auth/index.ts';

/**
 * A customer whose account the desk created with the sale: an e-mail saying so, with a single-use
 * link to set a password (7 days), after which their entry and their card with the QR code wait in the app.
 */
export async function welcomeWalkInCustomer(
  db: Database,
  mailer: Mailer,
  publicUrl: string,
  customer: { id: string; email: string; name: string },
  venueName: string,
  now: Date,
): Promise<void> {
  const links = await firstPasswordLinks(db, {
    role: 'user',
    accountId: customer.id,
    email: customer.email,
    now,
    publicUrl,
  });
  await mailer.send(
    customer.email.toLowerCase(),
    'walk_in_welcome',
    partnerMailTemplates.walkInWelcome({
      name: customer.name,
      venue: venueName,
      url: links.setPassword,
      cardUrl: links.signIn,
    }),
  );
}
