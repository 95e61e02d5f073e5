import type { LocalAuthenticateBody, LocalConfirmBody, LocalConfirmResponse } from '@champions/contract';
import { AppError } from '../../shared/errors.ts';
import { LocalPaymentProvider } from './local-provider.ts';
import type { PaymentsService } from './service.ts';

type IntentAnswer = { id: string; status: string; lastError: { code: string; message: string } | null };

const toConfirmAnswer = (intentType: 'payment' | 'setup', intent: IntentAnswer): LocalConfirmResponse => ({
  intentType,
  id: intent.id,
  status: intent.status as LocalConfirmResponse['status'],
  error: intent.status === 'requires_payment_method' ? intent.lastError : null,
});

/** The intent behind a client secret, if it is this user's (otherwise 404; every call is 404 without the built-in provider). */
async function intentOf(payments: PaymentsService, userId: string, clientSecret: string) {
  const local = payments.provider instanceof LocalPaymentProvider ? payments.provider : null;
  if (!local) throw new AppError('LOCAL_PROVIDER_OFF');
  const id = clientSecret.split('_secret_')[0] ?? '';
  const customerId = await payments.ensureCustomer(userId);
  const kind = id.startsWith('seti_') ? 'setup' : id.startsWith('pi_') ? 'payment' : null;
  const intent =
    kind === 'setup'
      ? await local.retrieveSetupIntent(id).catch(() => null)
      : kind === 'payment'
        ? await local.retrievePaymentIntent(id).catch(() => null)
        : null;
  if (!kind || !intent || intent.clientSecret !== clientSecret || intent.customerId !== customerId) {
    throw new AppError('PAYMENT_NOT_FOUND');
  }
  return { provider: local, kind, id } as const;
}

/**
 * The built-in provider's card form (what Stripe.js does in the browser with Stripe): confirms a
 * payment or setup intent of the user with a card, typed in or saved. Every call is 404 when the
 * built-in provider is not the one in use.
 */
export async function confirmIntentWithLocalCard(
  payments: PaymentsService,
  userId: string,
  body: LocalConfirmBody,
): Promise<LocalConfirmResponse> {
  const { provider, kind, id } = await intentOf(payments, userId, body.clientSecret);
  let input:
    | { card: { number: string; expMonth: number; expYear: number; cvc: string } }
    | { paymentMethodId: string };
  if ('paymentMethodId' in body) {
    const methods = await payments.listPaymentMethods(userId);
    const method = methods.find((m) => m.id === body.paymentMethodId);
    if (!method) throw new AppError('PAYMENT_METHOD_NOT_FOUND');
    input = { paymentMethodId: method.providerId };
  } else {
    input = { card: body.card };
  }
  if (kind === 'setup') return toConfirmAnswer('setup', await provider.confirmSetupIntent(id, input));
  return toConfirmAnswer('payment', await provider.confirmPaymentIntent(id, input));
}

/** The built-in provider's extra confirmation (3-D Secure) of a card that asks for it. */
export async function authenticateLocalIntent(
  payments: PaymentsService,
  userId: string,
  body: LocalAuthenticateBody,
): Promise<LocalConfirmResponse> {
  const { provider, kind, id } = await intentOf(payments, userId, body.clientSecret);
  if (kind === 'setup')
    return toConfirmAnswer('setup', await provider.authenticateSetupIntent(id, body.approve));
  return toConfirmAnswer('payment', await provider.authenticatePaymentIntent(id, body.approve));
}
