import { randomBytes } from 'node:crypto';
import { keepFirstSecret } from '../../db/app-secrets.ts';
import type { Database } from '../../db/client.ts';

/** JWT_SECRET from the environment, else one generated once and kept in the database (shared by every instance). */
export async function resolveJwtSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  return keepFirstSecret(db, 'jwt', randomBytes(48).toString('base64url'));
}
