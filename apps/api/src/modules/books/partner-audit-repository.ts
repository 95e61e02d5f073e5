import { type SQL, sql } from 'drizzle-orm';

/**
 * The reconciliation of the partner's side of the books (appended to BOOK_INVARIANTS): every query answers
 * the ids that break its rule. An entry's earning is taken back once (`earning-void:<entry>`) when the back
 * office voids the entry or voids it on a draft payout; either way the partner is not paid for it.
 */

/** Per entry: its earning (kept in voided_earning once voided), whether it was taken back, its partner. */
const ENTRY_EARNINGS = sql`select e.id, v.admin_id,
    e.partner_earning + coalesce(e.voided_earning, 0) as earned,
    e.voided_at is not null or exists (select 1 from payout_entries pe
      where pe.entry_id = e.id and pe.voided_at is not null) as taken_back
  from entries e join venues v on v.id = e.venue_id
  where v.admin_id is not null`;

/** The sum of the lines of each partner's payable account. */
const PAYABLE = sql`select substr(account, 17) as admin_id, sum(amount) as total from journal_lines
  where account like 'partner_payable:%' group by account`;

export const PARTNER_INVARIANTS: readonly { name: string; rule: string; query: () => SQL }[] = [
  {
    name: 'partner_earning_not_posted',
    rule: 'each admitted entry’s earning is owed to its venue’s partner in the books (earning:<entry>), and taken back once (earning-void:<entry>) when the entry or its payout line is voided',
    query: () => sql`with earned as (${ENTRY_EARNINGS}),
      posted as (select j.reference, l.account, sum(l.amount) as total from journal_entries j
        join journal_lines l on l.entry_id = j.id
        where j.reference like 'earning:%' or j.reference like 'earning-void:%'
        group by j.reference, l.account)
      select x.id::text as id from earned x
      left join posted p on p.reference = 'earning:' || x.id::text
        and p.account = 'partner_payable:' || x.admin_id::text
      left join posted r on r.reference = 'earning-void:' || x.id::text
        and r.account = 'partner_payable:' || x.admin_id::text
      where -coalesce(p.total, 0) <> x.earned
        or coalesce(r.total, 0) <> case when x.taken_back then x.earned else 0 end
      union
      select regexp_replace(j.reference, '^earning(-void)?:', '') as id from journal_entries j
      where (j.reference like 'earning:%' or j.reference like 'earning-void:%')
        and not exists (select 1 from entries e
          where e.id::text = regexp_replace(j.reference, '^earning(-void)?:', ''))`,
  },
  {
    name: 'payout_not_posted',
    rule: 'each paid payout is posted once (payout:<payout>): its gross leaves what the partner is owed, its amount goes to payouts sent and its commission to platform revenue; an unpaid payout posts nothing',
    query: () => sql`with posted as (select j.reference,
        coalesce(sum(l.amount) filter (where l.account like 'partner_payable:%'), 0) as payable,
        coalesce(sum(l.amount) filter (where l.account = 'payouts_sent'), 0) as sent,
        coalesce(sum(l.amount) filter (where l.account = 'platform_revenue'), 0) as revenue,
        coalesce(sum(l.amount) filter (where l.account not like 'partner_payable:%'
          and l.account not in ('payouts_sent', 'platform_revenue')), 0) as other,
        bool_and(l.account not like 'partner_payable:%' or l.account = 'partner_payable:' || p.admin_id::text)
          as own_partner
      from journal_entries j join journal_lines l on l.entry_id = j.id
      join payouts p on 'payout:' || p.id::text = j.reference
      group by j.reference)
      select p.id::text as id from payouts p
      left join posted x on x.reference = 'payout:' || p.id::text
      where case when p.status = 'paid'
        then coalesce(x.payable, 0) <> p.gross or coalesce(x.sent, 0) <> -p.amount
          or coalesce(x.revenue, 0) <> -p.commission or coalesce(x.other, 0) <> 0
          or not coalesce(x.own_partner, true)
        else x.reference is not null end
      union
      select substr(j.reference, 8) as id from journal_entries j
      where j.reference like 'payout:%'
        and not exists (select 1 from payouts p where 'payout:' || p.id::text = j.reference)`,
  },
  {
    name: 'partner_payable_not_in_books',
    rule: 'what the books owe each partner is its earnings not voided (neither the entry nor its payout line) less the gross of its paid payouts',
    query: () => sql`with earned as (select admin_id, sum(earned) filter (where not taken_back) as total
        from (${ENTRY_EARNINGS}) x group by admin_id),
      paid as (select admin_id, sum(gross) as total from payouts where status = 'paid' group by admin_id),
      expected as (select coalesce(e.admin_id, p.admin_id) as admin_id,
          coalesce(e.total, 0) - coalesce(p.total, 0) as total
        from earned e full join paid p on p.admin_id = e.admin_id),
      books as (${PAYABLE})
      select coalesce(x.admin_id::text, b.admin_id) as id from expected x
      full join books b on b.admin_id = x.admin_id::text
      where coalesce(x.total, 0) <> -coalesce(b.total, 0)`,
  },
  {
    name: 'partner_payable_negative',
    rule: 'the books never owe a partner less than nothing (no payout paid beyond what it earned)',
    query: () => sql`select admin_id as id from (${PAYABLE}) b where b.total > 0`,
  },
];
