import type { Executor } from './ledger.ts';
import { selectPaymentLanguage, selectReceiptDocument } from './receipt-repository.ts';
import { renderReceiptPdf } from './receipts.ts';

/**
 * The receipt PDF of a payment as its e-mail attaches it (null when the payment has none); bilingual
 * for a customer whose language is English.
 */
export async function paymentReceiptPdf(
  db: Executor,
  paymentId: string,
): Promise<{ pdf: Buffer; fileName: string } | null> {
  const receipt = await selectReceiptDocument(db, paymentId);
  if (!receipt) return null;
  const language = await selectPaymentLanguage(db, paymentId);
  return { pdf: await renderReceiptPdf(receipt, language), fileName: `doklad-${receipt.number}.pdf` };
}
