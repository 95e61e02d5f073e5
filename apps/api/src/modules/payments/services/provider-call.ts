import { ProviderUnavailableError } from '../../../shared/errors.ts';
import { ProviderTimeoutError, withTimeout } from '../provider.ts';

/**
 * Calls the provider with the 10 s limit. A timeout or a provider outage (Stripe's connection and
 * API errors) is a 503 and the payment is reconciled later; card errors pass through.
 */
export async function providerCall<T>(promise: Promise<T>): Promise<T> {
  try {
    return await withTimeout(promise);
  } catch (error) {
    if (error instanceof ProviderTimeoutError) throw new ProviderUnavailableError();
    const type = (error as { type?: string }).type;
    if (type === 'StripeConnectionError' || type === 'StripeAPIError' || type === 'StripeRateLimitError') {
      throw new ProviderUnavailableError();
    }
    throw error;
  }
}
