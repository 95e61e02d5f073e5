import { fieldError } from '../../../shared/errors.ts';

/** Where a webhook may go: https:// only; http://127.0.0.1 and localhost too when `allowLocal`. */
export function checkWebhookUrl(url: string, allowLocal: boolean): string {
  const parsed = new URL(url);
  if (parsed.protocol === 'https:') return parsed.toString();
  const local = ['127.0.0.1', 'localhost', '[::1]'].includes(parsed.hostname);
  if (allowLocal && local && parsed.protocol === 'http:') return parsed.toString();
  throw fieldError('WEBHOOK_URL_NOT_HTTPS', 'url');
}

/** Whether the app accepts local receivers: in tests, or with UNSAFE_LOCAL_WEBHOOKS. */
export function allowsLocalWebhooks(config: { NODE_ENV: string; UNSAFE_LOCAL_WEBHOOKS: boolean }): boolean {
  return config.NODE_ENV === 'test' || config.UNSAFE_LOCAL_WEBHOOKS;
}
