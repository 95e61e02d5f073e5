import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { journalLines } from '../../db/schema.ts';

/**
 * What customers paid, per Europe/Prague day in [from, to), read from the books: the lines of every
 * `payment:<p>` account (credit-normal, so negated). A card capture and credit spent on a purchase raise it;
 * money given back in any form (to the card, or as credit: a cancellation, a void, an abandoned purchase's
 * credit, the minimum-charge difference) lowers it, on the day it went back.
 */
export async function selectPaidPerDay(
  db: Executor,
  from: Date,
  to: Date,
): Promise<{ day: string; value: number }[]> {
  const day = sql<string>`to_char(timezone('Europe/Prague', ${journalLines.createdAt}), 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, value: sql<string>`0 - coalesce(sum(${journalLines.amount}), 0)` })
    .from(journalLines)
    .where(
      sql`${journalLines.account} like 'payment:%' and ${journalLines.createdAt} >= ${from} and ${journalLines.createdAt} < ${to}`,
    )
    .groupBy(day);
  return rows.map((row) => ({ day: row.day, value: Number(row.value) }));
}
