import { AppError } from '../../../shared/errors.ts';
import { type Payment, selectUserPayment } from '../payment-repository.ts';
import type { PaymentsDeps } from './deps.ts';

/** The user's payment, or 404 (another user's id is 404 too). */
export async function userPayment({ db }: PaymentsDeps, userId: string, paymentId: string): Promise<Payment> {
  const payment = await selectUserPayment(db, userId, paymentId);
  if (!payment) throw new AppError('PAYMENT_NOT_FOUND');
  return payment;
}
