import { type SQL, sql } from 'drizzle-orm';
import { COMPANY_INVOICE_INVARIANTS } from './company-invoice-invariants.ts';
import { REFERRAL_WRITE_OFF_INVARIANTS } from './referral-write-off-invariants.ts';

/**
 * The reconciliation of the books (npm run audit:money): each query answers the ids that break its rule,
 * none on sound books. The journal must balance, and every operational table that keeps an amount
 * (accounts.credits, the credit ledger, payments, the card provider's own records) must agree with it.
 */

const CAPTURED = sql.raw(`('succeeded', 'partially_refunded', 'refunded')`);

export const BOOK_INVARIANTS: readonly { name: string; rule: string; query: () => SQL }[] = [
  {
    name: 'journal_entry_unbalanced',
    rule: 'every journal entry has at least two lines and they sum to zero',
    query: () => sql`select e.id::text as id from journal_entries e
      left join journal_lines l on l.entry_id = e.id
      group by e.id having count(l.id) < 2 or coalesce(sum(l.amount), 0) <> 0`,
  },
  {
    name: 'trial_balance_not_zero',
    rule: 'the lines of the whole journal sum to zero (the trial balance)',
    query: () => sql`select 'journal' as id from journal_lines having coalesce(sum(amount), 0) <> 0`,
  },
  {
    name: 'credit_not_in_books',
    rule: "each customer's credit (accounts.credits) is the balance of the customer's credit account in the books",
    query: () => sql`select a.id::text as id from accounts a
      left join (select account, sum(amount) as total from journal_lines
        where account like 'customer_credit:%' group by account) b on b.account = 'customer_credit:' || a.id::text
      where a.credits <> -coalesce(b.total, 0)
      union all
      select substr(b.account, 17) as id from (select account, sum(amount) as total from journal_lines
        where account like 'customer_credit:%' group by account) b
      where not exists (select 1 from accounts a where 'customer_credit:' || a.id::text = b.account) and b.total <> 0`,
  },
  {
    name: 'credit_movement_not_posted',
    rule: 'each credit movement is posted once, moving the customer’s credit account by its amount',
    query: () => sql`select l.id::text as id from credit_ledger l
      left join journal_entries e on e.reference = 'credit:' || l.id::text
      left join journal_lines j on j.entry_id = e.id and j.account = 'customer_credit:' || l.user_id::text
      group by l.id, l.amount having coalesce(sum(j.amount), 0) <> -l.amount`,
  },
  {
    name: 'capture_not_posted',
    rule: 'each card payment captured by the provider is posted once for the amount the card was charged',
    query: () => sql`select p.id::text as id from payments p
      left join journal_entries e on e.reference = 'capture:' || p.id::text
      left join journal_lines j on j.entry_id = e.id and j.account = 'provider:' || p.id::text
      where p.status in ${CAPTURED} and p.mode = 'charge' and p.amount > 0
      group by p.id, p.amount having coalesce(sum(j.amount), 0) <> p.amount
      union all
      select substr(e.reference, 9) as id from journal_entries e
      where e.reference like 'capture:%' and not exists (select 1 from payments p
        where 'capture:' || p.id::text = e.reference and p.status in ${CAPTURED})`,
  },
  {
    name: 'provider_not_in_books',
    rule: 'the money at the card provider per payment (its own records: captured less refunded) is what the books hold for it',
    query: () => sql`select p.id::text as id from payments p
      join local_provider_objects o on o.id = p.provider_intent_id and o.type = 'payment_intent'
      left join (select account, sum(amount) as total from journal_lines
        where account like 'provider:%' group by account) b on b.account = 'provider:' || p.id::text
      where p.provider = 'local'
        and coalesce((o.data->>'amountReceived')::int, 0) - coalesce((o.data->>'refunded')::int, 0)
          <> coalesce(b.total, 0)`,
  },
  {
    name: 'payment_returned_twice',
    rule: 'no payment gave back more than it took, in card and credit together (no value leaves twice)',
    query: () => sql`select substr(account, 9) as id from journal_lines
      where account like 'payment:%' group by account having sum(amount) > 0`,
  },
  ...COMPANY_INVOICE_INVARIANTS,
  ...REFERRAL_WRITE_OFF_INVARIANTS,
];
