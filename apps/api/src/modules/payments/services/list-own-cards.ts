import type { PaymentMethodsResponse } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { paymentMethodsAnswer } from './payment-answers.ts';

/** GET /api/user/payment-methods: the user's saved cards (SPEC 7). */
export async function listOwnCards({ db }: UseCaseContext, user: Account): Promise<PaymentMethodsResponse> {
  return paymentMethodsAnswer(db, user.id);
}
