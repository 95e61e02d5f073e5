import type { ReceiptDto } from '@champions/contract';
import { AppError } from '../../shared/errors.ts';
import type { Executor } from './ledger.ts';
import { selectPaymentLanguage, selectReceiptDocument } from './receipt-repository.ts';
import { renderReceiptPdf } from './receipts.ts';
import type { PaymentsService } from './service.ts';

/** The tax document of one of the user's payments (404 when the payment is not theirs or has none). */
export async function loadUserReceipt(
  db: Executor,
  payments: PaymentsService,
  userId: string,
  paymentId: string,
): Promise<ReceiptDto> {
  await payments.userPayment(userId, paymentId);
  const receipt = await selectReceiptDocument(db, paymentId);
  if (!receipt) throw new AppError('RECEIPT_NOT_FOUND');
  return receipt;
}

/** The same as a PDF, with its file name. */
export async function loadUserReceiptPdf(
  db: Executor,
  payments: PaymentsService,
  userId: string,
  paymentId: string,
): Promise<{ pdf: Buffer; fileName: string }> {
  const receipt = await loadUserReceipt(db, payments, userId, paymentId);
  const language = await selectPaymentLanguage(db, paymentId);
  return { pdf: await renderReceiptPdf(receipt, language), fileName: `doklad-${receipt.number}.pdf` };
}

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
