import { type SQL, sql } from 'drizzle-orm';

/**
 * The company invoices reconciled with the books (companies/services/invoice-postings.ts): each issued
 * invoice is owed for its total, each paid one was received at the bank for it, and what the books say a
 * company owes is exactly its unpaid invoices. Each query answers the invoice numbers or company ids
 * that break its rule.
 */
export const COMPANY_INVOICE_INVARIANTS: readonly { name: string; rule: string; query: () => SQL }[] = [
  {
    name: 'company_invoice_not_posted',
    rule: 'each company invoice is posted once as issued, the company owing its total (and no invoice is posted that does not exist)',
    query: () => sql`select i.number as id from company_invoices i
      left join journal_entries e on e.reference = 'invoice:' || i.number
      left join journal_lines j on j.entry_id = e.id and j.account = 'company_receivable:' || i.company_id::text
      group by i.number, i.total having coalesce(sum(j.amount), 0) <> i.total
      union all
      select substr(e.reference, 9) as id from journal_entries e
      where e.reference like 'invoice:%' and not exists (select 1 from company_invoices i
        where 'invoice:' || i.number = e.reference)`,
  },
  {
    name: 'company_invoice_payment_not_posted',
    rule: 'each paid company invoice has its payment posted once for its total, and an unpaid one has none',
    query: () => sql`select i.number as id from company_invoices i
      left join journal_entries e on e.reference = 'invoice-paid:' || i.number
      left join journal_lines j on j.entry_id = e.id and j.account = 'company_receivable:' || i.company_id::text
      group by i.number, i.total, i.paid_at
      having coalesce(sum(j.amount), 0) <> case when i.paid_at is null then 0 else -i.total end
      union all
      select substr(e.reference, 14) as id from journal_entries e
      where e.reference like 'invoice-paid:%' and not exists (select 1 from company_invoices i
        where 'invoice-paid:' || i.number = e.reference)`,
  },
  {
    name: 'company_receivable_not_unpaid_invoices',
    rule: 'what the books say a company owes (company_receivable) is the total of its unpaid invoices',
    query: () => sql`select coalesce(b.company_id, u.company_id) as id
      from (select substr(account, 20) as company_id, sum(amount) as owed from journal_lines
        where account like 'company_receivable:%' group by account) b
      full join (select company_id::text as company_id, sum(total) as unpaid from company_invoices
        where paid_at is null group by company_id) u on u.company_id = b.company_id
      where coalesce(b.owed, 0) <> coalesce(u.unpaid, 0)`,
  },
];
