import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import {
  auditMoney,
  createPaymentProvider,
  StripePaymentProvider,
  stripeHeldByIntent,
} from './modules/payments/index.ts';
import { systemClock } from './shared/clock.ts';

/**
 * `npm run audit:money`: checks the money invariants on the configured database (DATABASE_URL, or the
 * PGlite folder DATA_DIR) and prints each violation with the ids involved. Exit code 1 when any. In Stripe
 * mode (STRIPE_SECRET_KEY) it also reconciles the books with Stripe's balance transactions.
 */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const provider = createPaymentProvider(config, database.db, systemClock);
    const providerStatement =
      provider instanceof StripePaymentProvider
        ? { provider: 'stripe' as const, heldByIntent: await stripeHeldByIntent(provider.client) }
        : undefined;
    const violations = await auditMoney(database.db, { providerStatement });
    if (violations.length === 0) {
      console.log(`audit:money: every money invariant holds (${database.engine})`);
      return 0;
    }
    for (const violation of violations) {
      console.log(`✘ ${violation.invariant}: ${violation.rule}`);
      for (const id of violation.ids.slice(0, 50)) console.log(`    ${id}`);
      if (violation.ids.length > 50) console.log(`    … and ${violation.ids.length - 50} more`);
    }
    console.log(`audit:money: ${violations.length} invariant(s) broken`);
    return 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(2);
  },
);
