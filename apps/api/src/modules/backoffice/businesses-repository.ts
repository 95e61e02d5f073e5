import { bookAccount } from '@champions/domain';
import { desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts, companyInvoices } from '../../db/schema.ts';

/**
 * The back office's companies (business accounts): each with its seats and invoices, searched by
 * name, IČO or e-mail (lower case, unaccented, every word anywhere, as `search-repository.ts`).
 */

export interface BusinessRow {
  id: string;
  name: string;
  ico: string | null;
  email: string;
  seatsUsed: number;
  seatsInvited: number;
  invoicesCount: number;
  unpaidTotal: number;
  createdAt: Date | string;
}

const escapeLike = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

function companySearch(q: string | undefined): SQL {
  const words = (q ?? '').split(/\s+/).filter(Boolean).slice(0, 5);
  const text = sql`coalesce(a.company_name, '') || ' ' || a.name || ' ' || coalesce(a.company_id, '') || ' ' || a.email`;
  const parts = words.map(
    (word) => sql`lower(f_unaccent(${text})) like lower(f_unaccent(${`%${escapeLike(word)}%`}))`,
  );
  return sql.join([sql`a.role = 'business' and a.deleted_at is null`, ...parts], sql` and `);
}

/** One page of companies, by name; what each owes is its receivable in the books (company_receivable). */
export async function selectBusinessPage(
  db: Executor,
  input: { q?: string | undefined; page: number; limit: number },
): Promise<{ rows: BusinessRow[]; total: number }> {
  const where = companySearch(input.q);
  const [rows, counted] = await Promise.all([
    db.execute(sql`
      select a.id, coalesce(nullif(a.company_name, ''), nullif(a.name, ''), a.email) as name,
        nullif(a.company_id, '') as ico, a.email, a.created_at as "createdAt",
        (select count(*)::int from company_seats s
          where s.company_id = a.id and s.removed_at is null and s.accepted_at is not null) as "seatsUsed",
        (select count(*)::int from company_seats s
          where s.company_id = a.id and s.removed_at is null and s.accepted_at is null) as "seatsInvited",
        (select count(*)::int from company_invoices i where i.company_id = a.id) as "invoicesCount",
        (select coalesce(sum(l.amount), 0)::int from journal_lines l
          where l.account = ${bookAccount.companyReceivable('')} || a.id::text) as "unpaidTotal"
      from accounts a
      where ${where}
      order by lower(coalesce(nullif(a.company_name, ''), nullif(a.name, ''), a.email)), a.id
      limit ${input.limit} offset ${(input.page - 1) * input.limit}`),
    db.execute(sql`select count(*)::int as total from accounts a where ${where}`),
  ]);
  return {
    rows: rows.rows as unknown as BusinessRow[],
    total: Number((counted.rows[0] as { total?: number } | undefined)?.total ?? 0),
  };
}

/** The business account, or null (another role's id is not a company). */
export async function selectBusiness(db: Executor, id: string) {
  const [row] = await db
    .select({ id: accounts.id, role: accounts.role, deletedAt: accounts.deletedAt })
    .from(accounts)
    .where(eq(accounts.id, id));
  return row && row.role === 'business' && row.deletedAt === null ? row : null;
}

export async function selectCompanyInvoices(db: Executor, companyId: string) {
  return db
    .select()
    .from(companyInvoices)
    .where(eq(companyInvoices.companyId, companyId))
    .orderBy(desc(companyInvoices.issuedAt));
}

export async function selectCompanyInvoice(db: Executor, number: string) {
  const [row] = await db.select().from(companyInvoices).where(eq(companyInvoices.number, number));
  return row ?? null;
}

/** The invoice, locked for the caller's transaction. */
export async function lockCompanyInvoice(tx: Executor, number: string) {
  const [row] = await tx
    .select()
    .from(companyInvoices)
    .where(eq(companyInvoices.number, number))
    .for('update');
  return row ?? null;
}

export async function setInvoicePaid(tx: Executor, number: string, paidAt: Date) {
  const [row] = await tx
    .update(companyInvoices)
    .set({ paidAt })
    .where(eq(companyInvoices.number, number))
    .returning();
  return row!;
}
