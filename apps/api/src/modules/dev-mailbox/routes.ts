import { SYSTEM_CALLS } from '@champions/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeFromCall } from '../../shared/call-route.ts';
import { mailboxListPage, mailboxMessagePage, mailboxNotFoundPage } from './page.ts';
import { findMailboxMessage, listMailbox } from './repository.ts';

/** The page a newcomer opens to read the mails of a server without SMTP. */
export const DEV_MAILBOX_PATH = '/dev/mailbox';
const PAGE_SIZE = 50;

const listQuery = z.object({ page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1) });
const messageParams = z.object({ id: z.uuid() });

/**
 * The local mailbox: the outbox as pages, newest first, each mail readable with its links working.
 * Registered only outside production (app.ts); in production the address is an unknown page (404).
 */
export const devMailboxPageRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app.ctx;
  const smtp = Boolean(config.SMTP_URL);

  app.get(DEV_MAILBOX_PATH, { schema: { hide: true } }, async (request, reply) => {
    const { page } = listQuery.parse(request.query);
    const mails = await listMailbox(db, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    return mailboxListPage(mails, { page, pageSize: PAGE_SIZE, smtp, basePath: DEV_MAILBOX_PATH });
  });

  app.get(`${DEV_MAILBOX_PATH}/:id`, { schema: { hide: true } }, async (request, reply) => {
    const params = messageParams.safeParse(request.params);
    const mail = params.success ? await findMailboxMessage(db, params.data.id) : null;
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!mail) return reply.status(404).send(mailboxNotFoundPage(DEV_MAILBOX_PATH));
    return mailboxMessagePage(mail, DEV_MAILBOX_PATH);
  });

  app.get(`${DEV_MAILBOX_PATH}/:id/html`, { schema: { hide: true } }, async (request, reply) => {
    const params = messageParams.safeParse(request.params);
    const mail = params.success ? await findMailboxMessage(db, params.data.id) : null;
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!mail?.html) return reply.status(404).send(mailboxNotFoundPage(DEV_MAILBOX_PATH));
    return mail.html;
  });
};

/** Tells the web app (the login and check-e-mail screens) where to send a newcomer for their mail. */
export const devMailboxApiRoutes: FastifyPluginAsyncZod = async (app) => {
  const smtp = Boolean(app.ctx.config.SMTP_URL);
  routeFromCall(app, SYSTEM_CALLS.devMailbox, { tags: ['system'] }, async () => ({
    smtp,
    mailboxPath: DEV_MAILBOX_PATH,
  }));
};
