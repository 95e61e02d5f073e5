import type { ReceiptDto } from '@champions/contract';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { selectReceiptDocument } from '../receipt-repository.ts';

/**
 * GET /api/user/payments/:paymentId/receipt: the tax document of one of the user's payments (404 when
 * the payment is not theirs or has none).
 */
export async function loadOwnReceipt(
  { db, payments }: UseCaseContext,
  user: Account,
  input: { paymentId: string },
): Promise<{ receipt: ReceiptDto }> {
  await payments.userPayment(user.id, input.paymentId);
  const receipt = await selectReceiptDocument(db, input.paymentId);
  if (!receipt) throw new AppError('RECEIPT_NOT_FOUND');
  return { receipt };
}
