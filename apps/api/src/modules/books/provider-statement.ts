import type { Executor } from '../../db/client.ts';
import { selectProviderHoldings } from './provider-statement-repository.ts';

/** What a card provider's own records say each payment intent holds (captured less refunded), in haléře. */
export interface ProviderStatement {
  provider: 'stripe';
  heldByIntent: ReadonlyMap<string, number>;
}

/** The rule of the check, as the audit prints it. */
export const PROVIDER_STATEMENT_RULE =
  'the money at the card provider per payment, from the provider’s own statement (Stripe: the balance transactions of each payment intent, charges less refunds), is what the books hold at provider:<payment>; an intent the provider holds money for that no payment knows is named by its id';

/**
 * Reconciles the books with a provider's statement: answers the payments whose `provider:<payment>` differs
 * from what the statement says their intent holds, and the intents holding money that no payment of ours names.
 */
export async function unreconciledWithStatement(
  db: Executor,
  statement: ProviderStatement,
): Promise<string[]> {
  const holdings = await selectProviderHoldings(db, statement.provider);
  const known = new Set<string>();
  const broken: string[] = [];
  for (const payment of holdings) {
    if (payment.intent) known.add(payment.intent);
    const atProvider = payment.intent ? (statement.heldByIntent.get(payment.intent) ?? 0) : 0;
    if (atProvider !== payment.held) broken.push(payment.id);
  }
  for (const [intent, held] of statement.heldByIntent)
    if (held !== 0 && !known.has(intent)) broken.push(intent);
  return broken;
}
