import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openDatabase } from '../../apps/api/src/db/client.ts';

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
