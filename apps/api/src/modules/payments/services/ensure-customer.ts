import { NotFoundError } from '../../../shared/errors.ts';
import { saveCustomerId, selectPayer } from '../customer-repository.ts';
import type { PaymentsDeps } from './deps.ts';
import { providerCall } from './provider-call.ts';

/** The user's customer at the provider, made the first time (a local customer is not Stripe's and the other way round). */
export async function ensureCustomer({ db, provider }: PaymentsDeps, userId: string): Promise<string> {
  const account = await selectPayer(db, userId);
  if (!account) throw new NotFoundError();
  const current = account.stripeCustomerId;
  const usable = current && (provider.name === 'local') === current.startsWith('cus_local_');
  if (usable) return current;
  const customer = await providerCall(
    provider.createCustomer({ email: account.email, name: account.name, accountId: account.id }),
  );
  return saveCustomerId(db, userId, current, customer.id);
}
