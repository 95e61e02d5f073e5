import type { AppConfig } from '../../../config.ts';
import type { Executor } from '../../../db/client.ts';
import type { AttachmentRenderer } from '../../../mail/mailer.ts';
import { PAYOUT_TEXTS } from '../../../shared/messages.ts';
import { selectPayout } from '../repository.ts';
import { renderStatementPdf } from './statement-pdf.ts';

/** The payout statement's PDF, attached to the e-mail that tells the partner a payout was paid. */
export const payoutStatementAttachment =
  (db: Executor, config: AppConfig): AttachmentRenderer =>
  async (payoutId) => {
    const payout = await selectPayout(db, payoutId);
    if (!payout) return null;
    return {
      filename: PAYOUT_TEXTS.fileName(payout.periodKey),
      contentType: 'application/pdf',
      content: await renderStatementPdf(db, config, payout),
    };
  };
