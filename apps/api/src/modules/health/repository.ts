import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/** The cheapest question the database can answer: proves it is reachable. */
export const pingDatabase = (db: Executor) => Promise.resolve(db.execute(sql`select 1`));
