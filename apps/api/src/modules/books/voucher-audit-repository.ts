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
      group by v.id, v.amount, v.redeemed_at, v.redeemed_by, v.plan_type
      having (v.plan_type is null and v.redeemed_at is not null and (count(c.id) <> 1
          or coalesce(sum(c.amount), 0) <> v.amount or bool_or(c.user_id <> v.redeemed_by)))
        or ((v.redeemed_at is null or v.plan_type is not null) and count(c.id) > 0)`,
    },
    {
      name: 'plan_voucher_not_started',
      rule: 'a redeemed plan voucher started its plan for the customer who redeemed it (its periods not charged) and moved its value back to its payment once (voucher-plan:<id>); an unredeemed one started none',
      query: () => sql`select v.id::text as id from vouchers v
      left join subscriptions s on s.id = v.subscription_id
      where v.plan_type is not null and (
        (v.redeemed_at is not null and (s.id is null or s.user_id <> v.redeemed_by or s.voucher_periods <> v.periods
          or (select count(*) from journal_entries e where e.reference = 'voucher-plan:' || v.id::text) <> 1))
        or (v.redeemed_at is null and (v.subscription_id is not null
          or exists (select 1 from journal_entries e where e.reference = 'voucher-plan:' || v.id::text))))`,
    },
    {
      name: 'plan_voucher_not_provided',
      rule: 'a redeemed plan voucher’s payment prepays its amount less an equal share per covered period that ran (the last one the rest), nothing once its plan ended; an expired one prepays nothing (taxed when sold, provided at expiry)',
      query: () => sql`select v.id::text as id from vouchers v
      left join subscriptions s on s.id = v.subscription_id
      where v.plan_type is not null and (v.redeemed_at is not null or v.expired_at is not null)
        and (select coalesce(-sum(l.amount) filter (where l.account = 'payment:' || v.payment_id::text), 0)
            - coalesce(sum(l.amount) filter (where l.account = 'provided:' || v.payment_id::text), 0)
          from journal_lines l where l.account in ('payment:' || v.payment_id::text, 'provided:' || v.payment_id::text))
          <> case
            when v.expired_at is not null or s.current_state = 'ENDED'
              or exists (select 1 from journal_entries e
                where e.reference = 'provided:plan-voucher-rest:' || v.payment_id::text)
              or least(s.current_period, v.periods) >= v.periods then 0
            else v.amount - least(s.current_period, v.periods) * (v.amount / v.periods)
          end`,
    },
  ];
