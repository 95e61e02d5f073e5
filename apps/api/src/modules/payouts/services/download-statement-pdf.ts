import { PAYOUT_TEXTS } from '../../../shared/messages.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { findPayout } from './load-payout.ts';
import { renderStatementPdf } from './statement-pdf.ts';

/** The statement of one of the partner's own payouts as its PDF, with the file's name (another's: 404). */
export async function downloadStatementPdf(
  { db, config }: UseCaseContext,
  admin: Account,
  { payoutId }: { payoutId: string },
): Promise<{ pdf: Buffer; fileName: string }> {
  const payout = await findPayout(db, payoutId, admin.id);
  return {
    pdf: await renderStatementPdf(db, config, payout),
    fileName: PAYOUT_TEXTS.fileName(payout.periodKey),
  };
}
