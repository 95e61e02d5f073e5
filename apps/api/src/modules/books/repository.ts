import type { BookLine } from '@champions/domain';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { journalEntries, journalLines, receipts } from '../../db/schema.ts';

/** Queries of the journal (journal_entries, journal_lines): appends and sums, never an update. */

/** One entry to append: its reference, its event and its (balanced) lines. */
type EntryRows = { reference: string; event: string; lines: readonly BookLine[] };

/**
 * The common table expressions appending entries with their lines, for a statement of the caller's: each
 * entry only when `when` holds and its reference is new (`journal_entry_<i>`), then its lines
 * (`journal_lines_posted`). PostgreSQL runs every data-modifying WITH of a statement, read or not.
 */
export function entriesInsertCtes(entries: readonly EntryRows[], when: SQL = sql`true`): SQL {
  const name = (i: number) => sql.raw(`journal_entry_${i}`);
  const inserts = entries.map(
    (entry, i) => sql`${name(i)} as (
      insert into ${journalEntries} (reference, event)
      select ${entry.reference}::text, ${entry.event}::text where ${when}
      on conflict (reference) do nothing
      returning id
    )`,
  );
  const lines = entries.map((entry, i) => {
    const values = sql.join(
      entry.lines.map((line) => sql`(${line.account}::text, ${line.amount}::integer)`),
      sql`, `,
    );
    return sql`select ${name(i)}.id, line.account, line.amount from ${name(i)}, (values ${values}) as line(account, amount)`;
  });
  return sql`${sql.join(inserts, sql`, `)},
    journal_lines_posted as (
      insert into ${journalLines} (entry_id, account, amount)
      ${sql.join(lines, sql` union all `)}
      returning entry_id
    )`;
}

/**
 * Appends entries with their lines in one statement (each entry, then its lines only if that entry was new);
 * answers, for each entry in order, whether it was posted (false: an entry with its reference was posted before).
 */
export async function insertEntries(tx: Executor, entries: readonly EntryRows[]): Promise<boolean[]> {
  if (entries.length === 0) return [];
  const posted = sql.join(
    entries.map(
      (_, i) => sql`exists (select 1 from ${sql.raw(`journal_entry_${i}`)}) as ${sql.raw(`posted_${i}`)}`,
    ),
    sql`, `,
  );
  const result = await tx.execute<Record<string, boolean>>(sql`
    with ${entriesInsertCtes(entries)}
    select ${posted}, (select count(*) from journal_lines_posted) as line_count`);
  const row = result.rows[0]!;
  return entries.map((_, i) => Boolean(row[`posted_${i}`]));
}

/**
 * What a payment prepaid as the books say, as SQL of a payment id (a column or a value) for a query of the
 * caller's: the sums of the lines of `payment:<id>` and `provided:<id>`, and the VAT rate its receipt was
 * issued with (null without a receipt).
 */
export function prepaidSql(paymentId: SQL) {
  const sumOf = (kind: string) =>
    sql<string>`(select coalesce(sum(${journalLines.amount}), 0) from ${journalLines}
      where ${journalLines.account} = ${`${kind}:`} || ${paymentId}::text)`;
  return {
    paymentLines: sumOf('payment'),
    providedLines: sumOf('provided'),
    vatRatePercent: sql<
      string | null
    >`(select ${receipts.document} -> 'vat' -> 0 ->> 'ratePercent' from ${receipts}
      where ${receipts.paymentId} = ${paymentId})`,
  };
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

/** What a payment prepaid as the books say, in one statement (`prepaidSql`). */
export async function selectPrepaid(db: Executor, paymentId: string): Promise<PaymentPrepaid> {
  const prepaid = prepaidSql(sql`${paymentId}::uuid`);
  const result = await db.execute<{ payment_lines: string; provided_lines: string; rate: string | null }>(sql`
    select ${prepaid.paymentLines} as payment_lines, ${prepaid.providedLines} as provided_lines,
      ${prepaid.vatRatePercent} as rate`);
  return paymentPrepaidOf(result.rows[0]);
}

/** What a payment prepaid, from the columns `prepaidSql` read (as the driver answers them). */
export function paymentPrepaidOf(
  row:
    | { payment_lines?: string | number; provided_lines?: string | number; rate?: string | number | null }
    | undefined,
): PaymentPrepaid {
  return {
    paymentLines: Number(row?.payment_lines ?? 0),
    providedLines: Number(row?.provided_lines ?? 0),
    vatRatePercent: row?.rate == null ? null : Number(row.rate),
  };
}

/** The sums of a payment's lines and its receipt's VAT rate (`prepaidSql`). */
export interface PaymentPrepaid {
  paymentLines: number;
  providedLines: number;
  vatRatePercent: number | null;
}

/**
 * One page of the movements of an account, newest first, each with its entry's event and time, the balance
 * of the account's lines right after it, and the description of the payment the entry moved (its
 * `payment:<id>` line), when it has one.
 */
export async function selectAccountMovements(db: Executor, account: string, page: number, limit: number) {
  const [rows, total] = await Promise.all([
    db.execute<{
      entry_id: string;
      event: string;
      at: Date | string;
      amount: string;
      running: string;
      payment_description: string | null;
      voucher_code: string | null;
      credit_note_number: string | null;
    }>(sql`
      select l.entry_id, je.event, l.created_at as at, l.amount, l.running,
        (select p.description from ${journalLines} o join payments p on p.id = substr(o.account, 9)::uuid
          where o.entry_id = l.entry_id and o.account like 'payment:%' limit 1) as payment_description,
        (select v.code from ${journalLines} o join vouchers v on v.id = substr(o.account, 10)::uuid
          where o.entry_id = l.entry_id and o.account like 'vouchers:%' limit 1) as voucher_code,
        case when je.reference like 'credit:%' then (select c.number from credit_notes c
          where c.credit_movement_id = substr(je.reference, 8)::uuid) end as credit_note_number
      from (select entry_id, amount, created_at, id,
          sum(amount) over (order by created_at, id) as running
        from ${journalLines} where account = ${account}) l
      join ${journalEntries} je on je.id = l.entry_id
      order by l.created_at desc, l.id desc
      limit ${limit} offset ${(page - 1) * limit}`),
    db.$count(journalLines, eq(journalLines.account, account)),
  ]);
  return {
    rows: rows.rows.map((row) => ({
      entryId: row.entry_id,
      event: row.event,
      at: new Date(row.at),
      amount: Number(row.amount),
      running: Number(row.running),
      description: row.payment_description ?? row.voucher_code,
      creditNoteNumber: row.credit_note_number,
    })),
    total,
  };
}

/** The credit ledger movement a journal entry of `account` posted (`credit:<movement>`), or null. */
export async function selectCreditMovementOfEntry(
  db: Executor,
  entryId: string,
  account: string,
): Promise<string | null> {
  const result = await db.execute<{ movement_id: string }>(sql`
    select substr(je.reference, 8) as movement_id from ${journalEntries} je
    where je.id = ${entryId} and je.reference like 'credit:%'
      and exists (select 1 from ${journalLines} l where l.entry_id = je.id and l.account = ${account})`);
  return result.rows[0]?.movement_id ?? null;
}
