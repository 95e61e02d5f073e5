import { createHmac, randomBytes } from 'node:crypto';
import { WEBHOOK_SECRET_START } from '@champions/contract';

/** A new signing secret: `whsec_` and 32 random bytes (base64url). */
export const newWebhookSecret = () => `${WEBHOOK_SECRET_START}${randomBytes(32).toString('base64url')}`;

/**
 * The `Champions-Signature` header of a body sent at `timestamp` (unix seconds), as Stripe signs:
 * `t=<timestamp>,v1=<hex HMAC-SHA256 of "<timestamp>.<body>" with the whole secret as the key>`.
 */
export function signatureHeader(secret: string, timestamp: number, body: string): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}
