import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { selectPaymentLanguage } from '../receipt-repository.ts';
import { renderReceiptPdf } from '../receipts.ts';
import { loadOwnReceipt } from './load-own-receipt.ts';

/** GET /api/user/payments/:paymentId/receipt.pdf: the same tax document as a PDF, with its file name. */
export async function loadOwnReceiptPdf(
  ctx: UseCaseContext,
  user: Account,
  input: { paymentId: string },
): Promise<{ pdf: Buffer; fileName: string }> {
  const { receipt } = await loadOwnReceipt(ctx, user, input);
  const language = await selectPaymentLanguage(ctx.db, input.paymentId);
  return { pdf: await renderReceiptPdf(receipt, language), fileName: `doklad-${receipt.number}.pdf` };
}
