import type { BookLine } from '@champions/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { journalEntries, journalLines } from '../../db/schema.ts';

/** Queries of the journal (journal_entries, journal_lines): appends and sums, never an update. */

/** Appends an entry with its lines; false when an entry with this reference was posted before. */
export async function insertEntry(
  tx: Executor,
  entry: { reference: string; event: string; lines: readonly BookLine[] },
): Promise<boolean> {
  const [row] = await tx
    .insert(journalEntries)
    .values({ reference: entry.reference, event: entry.event })
    .onConflictDoNothing({ target: journalEntries.reference })
    .returning({ id: journalEntries.id });
  if (!row) return false;
  await tx
    .insert(journalLines)
    .values(entry.lines.map((line) => ({ entryId: row.id, account: line.account, amount: line.amount })));
  return true;
}

/** The sum of the lines of each account (accounts without lines answer 0). */
export async function selectLineSums(
  db: Executor,
  accounts: readonly string[],
): Promise<Map<string, number>> {
  const sums = new Map(accounts.map((account) => [account, 0]));
  if (accounts.length === 0) return sums;
  const rows = await db
    .select({ account: journalLines.account, sum: sql<string>`sum(${journalLines.amount})` })
    .from(journalLines)
    .where(inArray(journalLines.account, [...accounts]))
    .groupBy(journalLines.account);
  for (const row of rows) sums.set(row.account, Number(row.sum));
  return sums;
}

/** The lines of the entry posted under a reference (none when nothing was posted under it). */
export async function selectEntryLines(db: Executor, reference: string): Promise<BookLine[]> {
  return db
    .select({ account: journalLines.account, amount: journalLines.amount })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(eq(journalEntries.reference, reference))
    .orderBy(journalLines.id);
}
