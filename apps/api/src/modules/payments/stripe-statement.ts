import type Stripe from 'stripe';

/** The balance transaction types that move a payment intent's money: its charge and its refunds (and their reversals). */
const PAYMENT_MONEY = new Set([
  'charge',
  'payment',
  'refund',
  'payment_refund',
  'refund_failure',
  'payment_failure_refund',
]);

/** The payment intent a balance transaction's source (a charge or a refund) belongs to. */
function intentOf(source: Stripe.BalanceTransaction['source']): string | null {
  if (!source || typeof source === 'string' || !('payment_intent' in source)) return null;
  const intent = source.payment_intent;
  return typeof intent === 'string' ? intent : (intent?.id ?? null);
}

/**
 * What Stripe's own balance says each payment intent holds: the gross of its charges less its refunds, in
 * haléře, summed from the account's balance transactions (their sources expanded to find the intent). This
 * is what `npm run audit:money` reconciles `provider:<payment>` against in Stripe mode.
 */
export async function stripeHeldByIntent(
  client: Pick<Stripe, 'balanceTransactions'>,
): Promise<Map<string, number>> {
  const held = new Map<string, number>();
  for await (const transaction of client.balanceTransactions.list({ limit: 100, expand: ['data.source'] })) {
    if (!PAYMENT_MONEY.has(transaction.type)) continue;
    const intent = intentOf(transaction.source);
    if (intent) held.set(intent, (held.get(intent) ?? 0) + transaction.amount);
  }
  return held;
}
