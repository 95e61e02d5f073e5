import { type SQL, sql } from 'drizzle-orm';
import type { AuditContext } from './audit-context.ts';

/**
 * The reconciliation of gift vouchers (docs/business-rules.md, "Dárkové poukazy"): each voucher's account
 * holds its value while it can be used and nothing once it was redeemed, withdrawn, voided or expired, and
 * each of those ends posted once.
 */
export const VOUCHER_INVARIANTS: readonly { name: string; rule: string; query: (at: AuditContext) => SQL }[] =
  [
    {
      name: 'voucher_not_in_books',
      rule: 'each voucher’s account (vouchers:<id>) holds its amount while it is unused and nothing after it was redeemed, voided or expired; its sale is posted once',
      query: () => sql`select v.id::text as id from vouchers v
      left join (select account, sum(amount) as total from journal_lines
        where account like 'vouchers:%' group by account) b on b.account = 'vouchers:' || v.id::text
      where -coalesce(b.total, 0) <> case
          when v.redeemed_at is null and v.voided_at is null and v.expired_at is null then v.amount else 0 end
        or not exists (select 1 from journal_entries e where e.reference = 'voucher:' || v.id::text)
      union all
      select substr(b.account, 10) as id from (select account, sum(amount) as total from journal_lines
        where account like 'vouchers:%' group by account) b
      where not exists (select 1 from vouchers v where 'vouchers:' || v.id::text = b.account)`,
    },
    {
      name: 'voucher_redeemed_not_credited',
      rule: 'a redeemed voucher gave its amount as credit once (a credit ledger row of reason voucher), and no other did',
      query: () => sql`select v.id::text as id from vouchers v
      left join credit_ledger c on c.reason = 'voucher' and c.reference = v.id::text
      group by v.id, v.amount, v.redeemed_at, v.redeemed_by
      having (v.redeemed_at is not null and (count(c.id) <> 1 or coalesce(sum(c.amount), 0) <> v.amount
          or bool_or(c.user_id <> v.redeemed_by)))
        or (v.redeemed_at is null and count(c.id) > 0)`,
    },
  ];
