import type { RequestMessage, RequestReplyBody } from '@champions/contract';
import { mailTemplates } from '../../../mail/templates.ts';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { recordAudit } from '../repository.ts';
import {
  findRequest,
  findRequestMessageByKey,
  insertRequestMessage,
  updateRequest,
} from '../requests-repository.ts';
import { requestMessageView } from './request-view.ts';

/**
 * POST /api/superadmin/requests/:id/replies: the reply is stored on the request, audited and queued as
 * an e-mail to the sender, all in one transaction under the request's row lock. The form's `key` is unique
 * per request (and the mail's dedupe key), so a double submit answers with the first reply and mails once.
 */
export async function replyToRequest(
  { db, mailer, now }: UseCaseContext,
  superadmin: Account,
  { requestId: id, ...body }: RequestReplyBody & { requestId: string },
): Promise<RequestMessage> {
  const author = { id: superadmin.id, name: superadmin.name };
  return db.transaction(async (tx) => {
    const request = await findRequest(tx, id, true);
    if (!request) throw new AppError('REQUEST_NOT_FOUND');
    const earlier = await findRequestMessageByKey(tx, id, body.key);
    if (earlier) return requestMessageView(earlier, author);
    const reply = await insertRequestMessage(tx, {
      requestId: id,
      kind: 'reply',
      authorId: superadmin.id,
      subject: body.subject,
      body: body.body,
      key: body.key,
    });
    if (!reply) {
      const first = await findRequestMessageByKey(tx, id, body.key);
      if (!first) throw new AppError('REQUEST_NOT_FOUND');
      return requestMessageView(first, author);
    }
    await updateRequest(tx, id, {}, now);
    await recordAudit(tx, {
      actorId: superadmin.id,
      action: 'request.reply',
      targetId: id,
      data: { before: null, after: { replyId: reply.id, to: request.email, subject: reply.subject } },
    });
    await mailer.send(
      request.email,
      'request_reply',
      mailTemplates.requestReply(body.subject, body.body),
      tx,
      { dedupeKey: `request-reply:${id}:${body.key}` },
    );
    return requestMessageView(reply, author);
  });
}
