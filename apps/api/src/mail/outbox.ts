import type { Executor } from '../db/client.ts';
import { insertOutboxMessage } from './outbox-repository.ts';
import type { MailContent } from './templates.ts';

/**
 * Queues an e-mail in the caller's transaction (transactional outbox): it exists exactly when the
 * change it tells about was committed. The mailer's 'mail.retry' job delivers it (or a caller kicks
 * delivery after the commit with mailer.retryPending()).
 */
export async function queueMail(
  tx: Executor,
  to: string,
  template: string,
  content: MailContent,
): Promise<void> {
  await insertOutboxMessage(tx, {
    to,
    template,
    subject: content.subject,
    text: content.text,
    html: content.html,
  });
}
