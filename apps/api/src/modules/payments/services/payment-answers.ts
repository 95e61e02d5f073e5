import type { PaymentDetailResponse, PaymentMethodsResponse } from '@champions/contract';
import type { Language } from '@champions/domain';
import type { Executor } from '../../../db/client.ts';
import { toMethodDto, toPaymentDetail } from '../answers.ts';
import { selectPaymentMethods } from '../customer-repository.ts';
import { selectCreditBalance } from '../ledger-repository.ts';
import type { Payment } from '../payment-repository.ts';

/** The user's saved cards, as every card call answers them. */
export async function paymentMethodsAnswer(db: Executor, userId: string): Promise<PaymentMethodsResponse> {
  return { paymentMethods: (await selectPaymentMethods(db, userId)).map(toMethodDto) };
}

/** One payment of the user with their credit balance now, as the payment calls answer it. */
export async function paymentDetailAnswer(
  db: Executor,
  userId: string,
  payment: Payment,
  language: Language,
): Promise<PaymentDetailResponse> {
  return { payment: toPaymentDetail(payment, language), credits: await selectCreditBalance(db, userId) };
}
