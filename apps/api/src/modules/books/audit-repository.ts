import { type SQL, sql } from 'drizzle-orm';
import type { AuditContext } from './audit-context.ts';
import { COMPANY_INVOICE_INVARIANTS } from './company-invoice-audit-repository.ts';
import { FULFILMENT_INVARIANTS } from './fulfilment-audit-repository.ts';
import { PARTNER_INVARIANTS } from './partner-audit-repository.ts';
import { REFERRAL_WRITE_OFF_INVARIANTS } from './referral-write-off-audit-repository.ts';
import { SUPPLY_INVARIANTS } from './supply-audit-repository.ts';
import { VOUCHER_INVARIANTS } from './voucher-audit-repository.ts';

/**
 * The reconciliation of the books (npm run audit:money): each query answers the ids that break its rule,
 * none on sound books. The journal must balance, and every operational table that keeps an amount
 * (accounts.credits, the credit ledger, payments, the card provider's own records) must agree with it.
 */

const CAPTURED = sql.raw(`('succeeded', 'partially_refunded', 'refunded')`);

export const BOOK_INVARIANTS: readonly { name: string; rule: string; query: (at: AuditContext) => SQL }[] = [
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
    rule: 'the money at the card provider per payment, from its own records (each payment intent’s capture less the provider’s refunds of it), is what the books hold at provider:<payment>',
    // driven by the built-in provider's objects (its intents name our payment in their metadata), so a
    // capture or refund the provider made that our tables never heard of shows up too
    query: () => sql`with at_provider as (
        select coalesce(o.data->'metadata'->>'paymentId', o.id) as id,
          sum(coalesce((o.data->>'amountReceived')::int, 0) - coalesce((o.data->>'refunded')::int, 0)) as by_intent,
          sum(coalesce((o.data->>'amountReceived')::int, 0) - coalesce((select sum((r.data->>'amount')::int)
            from local_provider_objects r where r.type = 'refund' and r.data->>'paymentIntentId' = o.id), 0)) as by_refunds
        from local_provider_objects o where o.type = 'payment_intent' group by 1),
      in_books as (select substr(account, 10) as id, sum(amount) as total from journal_lines
        where account like 'provider:%' group by account)
      select a.id from at_provider a left join in_books b on b.id = a.id
      where a.by_intent <> coalesce(b.total, 0) or a.by_refunds <> coalesce(b.total, 0)
      union
      select b.id from in_books b
      where b.total <> 0 and not exists (select 1 from at_provider a where a.id = b.id)
        and exists (select 1 from payments p where p.id::text = b.id and p.provider = 'local')`,
  },
  {
    name: 'payment_returned_twice',
    rule: 'no payment gave back more than it took, in card and credit together (no value leaves twice)',
    query: () => sql`select substr(account, 9) as id from journal_lines
      where account like 'payment:%' group by account having sum(amount) > 0`,
  },
  ...PARTNER_INVARIANTS,
  ...FULFILMENT_INVARIANTS,
  ...COMPANY_INVOICE_INVARIANTS,
  ...REFERRAL_WRITE_OFF_INVARIANTS,
  ...SUPPLY_INVARIANTS,
  ...VOUCHER_INVARIANTS,
];
