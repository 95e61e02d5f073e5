import { eq } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { appSecrets } from './schema.ts';

/**
 * A secret the app generates once and keeps in the database (the token signing key, the card code key):
 * stores `candidate` under `key` unless a value is there already and returns the value kept, so every
 * instance started at the same time ends up with the first one.
 */
export async function keepFirstSecret(db: Executor, key: string, candidate: string): Promise<string> {
  await db.insert(appSecrets).values({ key, value: candidate }).onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.key, key));
  return row!.value;
}
