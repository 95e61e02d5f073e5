import type { RequestMessage, RequestNoteBody } from '@champions/contract';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { recordAudit } from '../repository.ts';
import { findRequest, insertRequestMessage, updateRequest } from '../requests-repository.ts';
import { requestMessageView } from './request-view.ts';

/** POST /api/superadmin/requests/:id/notes: an internal note (never sent), audited. */
export async function addRequestNote(
  { db, now }: UseCaseContext,
  superadmin: Account,
  { requestId: id, ...body }: RequestNoteBody & { requestId: string },
): Promise<RequestMessage> {
  return db.transaction(async (tx) => {
    if (!(await findRequest(tx, id, true))) throw new AppError('REQUEST_NOT_FOUND');
    const note = await insertRequestMessage(tx, {
      requestId: id,
      kind: 'note',
      authorId: superadmin.id,
      body: body.body,
    });
    if (!note) throw new AppError('REQUEST_NOT_FOUND');
    await updateRequest(tx, id, {}, now);
    await recordAudit(tx, {
      actorId: superadmin.id,
      action: 'request.note',
      targetId: id,
      data: { before: null, after: { noteId: note.id, body: note.body } },
    });
    return requestMessageView(note, { id: superadmin.id, name: superadmin.name });
  });
}
