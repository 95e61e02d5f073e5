import type { RenewalFailure } from '../../../mail/subscription-facts.ts';
import type { PaymentFailedError } from '../../../shared/errors.ts';

/** The provider's card error codes the renewal mail names; any other refusal is 'declined'. */
const BY_CODE: Readonly<Record<string, RenewalFailure>> = {
  insufficient_funds: 'insufficient_funds',
  expired_card: 'expired_card',
  // the provider no longer knows the saved card
  resource_missing: 'no_card',
  // an off-session charge the bank wants the customer to confirm
  authentication_required: 'not_done',
  authentication_failed: 'not_done',
};

/** Why the card refused a renewal, from the provider's code (its message's language is not known). */
export function refusedRenewal(error: PaymentFailedError): RenewalFailure {
  const code = (error.details as { code?: unknown } | undefined)?.code;
  return (typeof code === 'string' && BY_CODE[code]) || 'declined';
}
