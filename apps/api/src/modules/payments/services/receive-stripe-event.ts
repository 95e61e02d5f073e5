import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { WebhookSignatureError } from '../provider.ts';

/**
 * POST /api/webhooks/stripe: an event from Stripe, its signature checked over the raw body
 * (Stripe-Signature, 300 s tolerance); each event id is processed once (handle-event.ts).
 */
export async function receiveStripeEvent(
  { payments }: UseCaseContext,
  _caller: null,
  input: { body: unknown; signature: string | string[] | undefined },
): Promise<{ received: true; duplicate: boolean }> {
  if (payments.provider.name !== 'stripe') throw new AppError('STRIPE_NOT_CONFIGURED');
  const raw = input.body;
  if (!Buffer.isBuffer(raw)) throw new AppError('WEBHOOK_BODY_NOT_JSON');
  let event: ReturnType<typeof payments.provider.parseWebhook>;
  try {
    event = payments.provider.parseWebhook(
      raw,
      typeof input.signature === 'string' ? input.signature : undefined,
    );
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw new AppError('WEBHOOK_SIGNATURE_INVALID');
    throw error;
  }
  const { duplicate } = await payments.handleEvent(event);
  return { received: true, duplicate };
}
