import { AppError } from '../../../shared/errors.ts';
import {
  deletePaymentMethod,
  selectPaymentMethods,
  selectUserPaymentMethod,
  setDefaultCard,
} from '../customer-repository.ts';
import type { PaymentsDeps } from './deps.ts';
import { providerCall } from './provider-call.ts';

/** One of the user's saved cards, or PAYMENT_METHOD_NOT_FOUND. */
export async function userPaymentMethod({ db }: PaymentsDeps, userId: string, paymentMethodId: string) {
  const method = await selectUserPaymentMethod(db, userId, paymentMethodId);
  if (!method) throw new AppError('PAYMENT_METHOD_NOT_FOUND');
  return method;
}

export async function listPaymentMethods({ db }: PaymentsDeps, userId: string) {
  return selectPaymentMethods(db, userId);
}

/** Makes one of the user's cards the default (and the card of their live subscription). */
export async function setDefaultPaymentMethod(
  deps: PaymentsDeps,
  userId: string,
  paymentMethodId: string,
): Promise<void> {
  await userPaymentMethod(deps, userId, paymentMethodId);
  await deps.db.transaction((tx) => setDefaultCard(tx, userId, paymentMethodId, deps.clock.now()));
}

/** Detaches the card at the provider, then forgets it. */
export async function removePaymentMethod(
  deps: PaymentsDeps,
  userId: string,
  paymentMethodId: string,
): Promise<void> {
  const method = await userPaymentMethod(deps, userId, paymentMethodId);
  await providerCall(deps.provider.detachPaymentMethod(method.providerId));
  await deps.db.transaction((tx) => deletePaymentMethod(tx, method, deps.clock.now()));
}
