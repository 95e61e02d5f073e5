import { SYSTEM_CALLS } from '@champions/contract';
import { preferredLanguage } from '@champions/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeFromCall } from '../../shared/call-route.ts';
import { DEV_MAILBOX_TEXTS } from '../../shared/messages.ts';
import { DEV_MAILBOX_TEXTS_EN } from '../../shared/messages-en.ts';
import { mailboxListPage, mailboxMessagePage, mailboxNotFoundPage } from './page.ts';
import { findMailboxMessage, listMailbox } from './repository.ts';

/** The page a newcomer opens to read the mails of a server without SMTP. */
export const DEV_MAILBOX_PATH = '/dev/mailbox';
const PAGE_SIZE = 50;

const listQuery = z.object({
  page: z
    .string()
    .regex(/^\d{1,6}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(100_000))
    .optional(),
});
const messageParams = z.object({ id: z.uuid() });
const attachmentParams = z.object({ id: z.uuid(), index: z.coerce.number().int().min(0).max(50) });

/**
 * The local mailbox: the outbox as pages, newest first, each mail readable with its links working.
 * Registered only outside production (app.ts); in production the address is an unknown page (404).
 */
/** The mailbox in the language the browser prefers. */
const language = (request: FastifyRequest) => preferredLanguage(request.headers['accept-language']);
const textsOf = (request: FastifyRequest) =>
  language(request) === 'en' ? DEV_MAILBOX_TEXTS_EN : DEV_MAILBOX_TEXTS;

export const devMailboxPageRoutes: FastifyPluginAsync = async (app) => {
  const { db, config, mailer } = app.ctx;
  const smtp = Boolean(config.SMTP_URL);

  app.get(DEV_MAILBOX_PATH, { schema: { hide: true } }, async (request, reply) => {
    const query = listQuery.safeParse(request.query);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!query.success) {
      return reply
        .status(400)
        .send(mailboxNotFoundPage(DEV_MAILBOX_PATH, language(request), textsOf(request).badPage));
    }
    const page = query.data.page ?? 1;
    const mails = await listMailbox(db, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
    return mailboxListPage(
      mails,
      { page, pageSize: PAGE_SIZE, smtp, basePath: DEV_MAILBOX_PATH },
      language(request),
    );
  });

  app.get(`${DEV_MAILBOX_PATH}/:id`, { schema: { hide: true } }, async (request, reply) => {
    const params = messageParams.safeParse(request.params);
    const mail = params.success ? await findMailboxMessage(db, params.data.id) : null;
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!mail) return reply.status(404).send(mailboxNotFoundPage(DEV_MAILBOX_PATH, language(request)));
    return mailboxMessagePage(mail, DEV_MAILBOX_PATH, language(request));
  });

  app.get(`${DEV_MAILBOX_PATH}/:id/html`, { schema: { hide: true } }, async (request, reply) => {
    const params = messageParams.safeParse(request.params);
    const mail = params.success ? await findMailboxMessage(db, params.data.id) : null;
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!mail?.html) return reply.status(404).send(mailboxNotFoundPage(DEV_MAILBOX_PATH, language(request)));
    return mail.html;
  });

  // an attachment, rendered now from its reference (the same document the delivery attaches)
  app.get(
    `${DEV_MAILBOX_PATH}/:id/attachments/:index`,
    { schema: { hide: true } },
    async (request, reply) => {
      const params = attachmentParams.safeParse(request.params);
      const mail = params.success ? await findMailboxMessage(db, params.data.id) : null;
      const ref = params.success ? mail?.attachments?.[params.data.index] : undefined;
      const file = ref ? await mailer.renderAttachment(ref) : null;
      reply.header('cache-control', 'no-store');
      if (!file) {
        reply.type('text/html; charset=utf-8');
        return reply
          .status(404)
          .send(
            mailboxNotFoundPage(
              DEV_MAILBOX_PATH,
              language(request),
              ref ? textsOf(request).attachmentMissing : undefined,
            ),
          );
      }
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`)
        .send(file.content);
    },
  );
};

/** Tells the web app (the login and check-e-mail screens) where to send a newcomer for their mail. */
export const devMailboxApiRoutes: FastifyPluginAsyncZod = async (app) => {
  const smtp = Boolean(app.ctx.config.SMTP_URL);
  routeFromCall(app, SYSTEM_CALLS.devMailbox, { tags: ['system'] }, async () => ({
    smtp,
    mailboxPath: DEV_MAILBOX_PATH,
  }));
};
