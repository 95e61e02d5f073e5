import type { Executor } from '../../../db/client.ts';
import type { AttachmentRenderer } from '../../../mail/mailer.ts';
import { AppError } from '../../../shared/errors.ts';
import { customerCreditNotePdf, selectCreditNoteOfRefund } from '../../payments/index.ts';

/** The credit note of a refund as a PDF with its file name (null: no such refund). */
export async function creditNotePdf(db: Executor, refundId: string) {
  const note = await selectCreditNoteOfRefund(db, refundId);
  return note ? customerCreditNotePdf(db, note) : null;
}

/** The credit note of a refund as a PDF with its file name; no such refund: 404. */
export async function requireCreditNotePdf(db: Executor, refundId: string) {
  const file = await creditNotePdf(db, refundId);
  if (!file) throw new AppError('REFUND_NOT_FOUND');
  return file;
}

/** The credit note's PDF, attached to the refund's e-mail at delivery, rendered from the stored document. */
export const creditNoteAttachment =
  (db: Executor): AttachmentRenderer =>
  async (refundId) => {
    const file = await creditNotePdf(db, refundId);
    return file && { filename: file.fileName, contentType: 'application/pdf', content: file.pdf };
  };
