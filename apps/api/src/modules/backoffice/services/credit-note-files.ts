import type { UserRefundsResponse } from '@champions/contract';
import type { Executor } from '../../../db/client.ts';
import type { AttachmentRenderer } from '../../../mail/mailer.ts';
import { AppError } from '../../../shared/errors.ts';
import { customerCreditNotePdf, selectCreditNoteOfRefund } from '../../payments/index.ts';
import { selectUserRefundId, selectUserRefundPage } from '../refunds-repository.ts';

/** The credit note of a refund as a PDF with its file name (null: no such refund). */
export async function creditNotePdf(db: Executor, refundId: string) {
  const note = await selectCreditNoteOfRefund(db, refundId);
  return note ? customerCreditNotePdf(db, note) : null;
}

/** GET /api/superadmin/refunds/:refundId/credit-note.pdf */
export async function loadCreditNotePdf(db: Executor, refundId: string) {
  const file = await creditNotePdf(db, refundId);
  if (!file) throw new AppError('REFUND_NOT_FOUND');
  return file;
}

/** GET /api/user/refunds/:refundId/credit-note.pdf: only the user's own refund (404 otherwise). */
export async function loadUserCreditNotePdf(db: Executor, userId: string, refundId: string) {
  if (!(await selectUserRefundId(db, userId, refundId))) throw new AppError('REFUND_NOT_FOUND');
  return loadCreditNotePdf(db, refundId);
}

/** GET /api/user/refunds: the user's refunds and credit notes, newest first. */
export async function listUserRefunds(
  db: Executor,
  userId: string,
  query: { page: number; limit: number },
): Promise<UserRefundsResponse> {
  const { rows, total } = await selectUserRefundPage(db, userId, query.page, query.limit);
  return {
    refunds: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
  };
}

/** The credit note's PDF, attached to the refund's e-mail at delivery, rendered from the stored document. */
export const creditNoteAttachment =
  (db: Executor): AttachmentRenderer =>
  async (refundId) => {
    const file = await creditNotePdf(db, refundId);
    return file && { filename: file.fileName, contentType: 'application/pdf', content: file.pdf };
  };
