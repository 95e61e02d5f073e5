import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/client.ts';
import { emailOutbox } from '../db/schema.ts';
import type { MailContent } from './templates.ts';

export interface Mailer {
  /** Stores the message in the outbox and delivers it (SMTP) or logs it (no SMTP configured). */
  send(to: string, template: string, content: MailContent): Promise<void>;
  /** Retries outbox messages whose delivery failed. */
  retryPending(): Promise<number>;
  close(): void;
}

const MAX_ATTEMPTS = 5;

export function createMailer(options: {
  db: Database;
  log: FastifyBaseLogger;
  smtpUrl?: string | undefined;
  from: string;
}): Mailer {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;

  async function deliver(id: string, to: string, content: MailContent): Promise<void> {
    if (!transport) {
      const link = content.text.match(/https?:\/\/\S+/)?.[0];
      options.log.info({ to, subject: content.subject, link }, 'e-mail (no SMTP_URL; kept in the outbox)');
      await options.db
        .update(emailOutbox)
        .set({ status: 'logged', sentAt: new Date() })
        .where(eq(emailOutbox.id, id));
      return;
    }
    try {
      await transport.sendMail({
        from: options.from,
        to,
        subject: content.subject,
        text: content.text,
        html: content.html,
      });
      await options.db
        .update(emailOutbox)
        .set({ status: 'sent', sentAt: new Date(), attempts: sql`${emailOutbox.attempts} + 1` })
        .where(eq(emailOutbox.id, id));
    } catch (error) {
      options.log.warn({ err: error, to }, 'e-mail delivery failed; will retry');
      await options.db
        .update(emailOutbox)
        .set({
          attempts: sql`${emailOutbox.attempts} + 1`,
          lastError: String(error),
          status: sql`case when ${emailOutbox.attempts} + 1 >= ${MAX_ATTEMPTS} then 'failed' else 'pending' end`,
        })
        .where(eq(emailOutbox.id, id));
    }
  }

  return {
    async send(to, template, content) {
      const [row] = await options.db
        .insert(emailOutbox)
        .values({ to, template, subject: content.subject, text: content.text, html: content.html })
        .returning({ id: emailOutbox.id });
      await deliver(row!.id, to, content);
    },
    async retryPending() {
      const pending = await options.db
        .select()
        .from(emailOutbox)
        .where(sql`${emailOutbox.status} = 'pending' and ${emailOutbox.attempts} > 0`)
        .limit(50);
      for (const message of pending) {
        await deliver(message.id, message.to, {
          subject: message.subject,
          text: message.text,
          html: message.html ?? '',
        });
      }
      return pending.length;
    },
    close() {
      transport?.close();
    },
  };
}
