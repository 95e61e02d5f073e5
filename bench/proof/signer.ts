import { randomUUID } from 'node:crypto';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { type Database, openDatabase } from '../../apps/api/src/db/client.ts';
import { accounts } from '../../apps/api/src/db/schema.ts';
import { appendCredit } from '../../apps/api/src/modules/payments/index.ts';

/**
 * A connection to the proof's database and an app on it with the instances' secret, only to sign the
 * tokens of the accounts a step creates as the instances would (it serves nothing itself).
 */
export async function openSigner(options: { databaseUrl: string; env: Record<string, string> }) {
  const database = await openDatabase({ url: options.databaseUrl, poolSize: 4 });
  const signer = await buildApp({
    config: loadConfig({
      ...options.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent',
    }),
    db: database.db,
  });
  return {
    db: database.db,
    signer,
    async close() {
      await signer.close();
      await database.close();
    },
  };
}

/**
 * A verified customer of the proof (an address of its own under `prefix`), with 10 000 Kč of credits
 * unless `credits: false`, and the token the instances accept for them.
 */
export async function newCustomer(
  db: Database,
  signer: Awaited<ReturnType<typeof buildApp>>,
  options: { prefix: string; name: string; credits?: boolean },
) {
  const email = `${options.prefix}-${randomUUID().slice(0, 8)}@example.cz`;
  const [account] = await db
    .insert(accounts)
    .values({ role: 'user', email, name: options.name, emailVerifiedAt: new Date() })
    .returning();
  if (options.credits !== false) {
    await appendCredit(db, {
      userId: account!.id,
      amount: 1_000_000,
      reason: 'adjustment',
      reference: email,
    });
  }
  const token = await signer.ctx.tokens.sign({ id: account!.id, email, role: 'user', tv: 0 });
  return { id: account!.id, email, token };
}
