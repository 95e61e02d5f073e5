import type { Executor } from '../../db/client.ts';
import { requests } from '../../db/schema.ts';

export type NewRequest = typeof requests.$inferInsert;

/** All queries of the requests module live here. */
export async function insertRequest(db: Executor, row: NewRequest): Promise<{ id: string }> {
  const [created] = await db.insert(requests).values(row).returning({ id: requests.id });
  return created!;
}
