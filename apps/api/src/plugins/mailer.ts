import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import type { BaseOptions } from './base.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** The mailer (the outbox and SMTP_URL), closed with the app once the mails in flight are sent. */
export const mailerPlugin = fp<BaseOptions>(
  async (app, { config, db }) => {
    const mailer = createMailer({ db, log: app.log, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mailer' },
);
