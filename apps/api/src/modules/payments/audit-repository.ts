import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { slotSellablePlacesSql } from '../../db/sellable.ts';
import { CREDIT_NOTE_TEXTS } from '../../shared/messages.ts';
import { creditReturnsSql } from './returns-repository.ts';

/**
 * The money invariants as queries: each answers the ids that break it (none on a sound database).
 * Written in SQL over the whole database, so they hold on any instance's data, PGlite or PostgreSQL.
 */

const CAPTURED = sql.raw(`('succeeded', 'partially_refunded', 'refunded')`);
/** The credit ledger's reasons that give a payment's money back as credit, each with its credit note. */
const CREDIT_NOTE_REASONS = sql.raw(
  `(${Object.keys(CREDIT_NOTE_TEXTS.creditReturnReasons)
    .map((reason) => `'${reason}'`)
    .join(', ')})`,
);

export const MONEY_INVARIANTS: readonly { name: string; rule: string; query: () => SQL }[] = [
  {
    name: 'negative_balance',
    rule: 'no account has a negative credit balance',
    query: () => sql`select id::text as id from accounts where credits < 0`,
  },
  {
    name: 'balance_not_ledger_sum',
    rule: "each account's credit balance is the sum of its ledger rows",
    query: () => sql`select a.id::text as id from accounts a
      left join (select user_id, sum(amount) as total from credit_ledger group by user_id) l on l.user_id = a.id
      where a.credits <> coalesce(l.total, 0)`,
  },
  {
    name: 'slot_oversold',
    rule: 'no slot holds more than its sellable places',
    query: () =>
      sql`select id::text as id from time_slots where reserved > ${slotSellablePlacesSql('time_slots')}`,
  },
  {
    name: 'reserved_not_live_tickets',
    rule: "a slot's reserved places are its live tickets and the places held for a waitlist charge",
    query: () => sql`select ts.id::text as id from time_slots ts
      where not ts.cancelled and ts.reserved <> (select count(*) from tickets t where t.time_slot_id = ts.id and not t.is_cancelled)
        + (select count(*) from waitlist_entries w where w.time_slot_id = ts.id and w.state = 'charging')`,
  },
  {
    name: 'ticket_without_payment',
    rule: 'a paid ticket has a captured payment; a free one is a membership entry',
    query: () => sql`select t.id::text as id from tickets t left join payments p on p.id = t.payment_id
      where (t.price > 0 and (p.id is null or p.status not in ${CAPTURED}))
         or (t.price = 0 and t.source <> 'CHAMPIONSHIP')`,
  },
  {
    name: 'period_billed_twice',
    rule: 'each period of a plan is billed once',
    query: () => sql`select min(p.id::text) as id from payments p
      where p.kind = 'subscription' and p.status in ${CAPTURED} and p.total_amount > 0
      group by p.user_id, p.reference having count(*) > 1`,
  },
  {
    name: 'covered_ticket_outside_paid_period',
    rule: 'a membership entry that stands lies within a period its membership paid for',
    query: () => sql`select t.id::text as id from tickets t join time_slots ts on ts.id = t.time_slot_id
      where t.source = 'CHAMPIONSHIP' and t.price = 0 and not t.is_cancelled
        and not exists (select 1 from subscriptions s where s.user_id = t.user_id
          and s.current_state <> 'NOT_STARTED'
          and ts.starts_at >= s.start_date
          and ts.starts_at < s.start_date + (s.current_period + 1) * interval '28 days')`,
  },
  {
    name: 'refunds_exceed_payment',
    rule: 'what came back from a payment, to the card and as credit by any path and to whoever got it (a friend who claimed a place of it too), is at most what it took',
    query: () => sql`select p.id::text as id from payments p
      join (select payment_id, sum(amount) as credits from ${creditReturnsSql()} c group by payment_id) r
        on r.payment_id = p.id
      where p.refunded_amount + r.credits > p.amount + p.credits_used - p.credits_back`,
  },
  // back-office refunds of card payments and their credit notes
  {
    name: 'refund_without_credit_note',
    rule: 'each refund has its credit note for the same amount, and a payment’s refunded amount is the sum of its refunds',
    query: () => sql`select r.id::text as id from payment_refunds r
      left join credit_notes c on c.refund_id = r.id
      where c.number is null or (c.document->>'total')::int <> -r.amount
      union all
      select p.id::text as id from payments p
      where p.refunded_amount <> coalesce((select sum(r.amount) from payment_refunds r where r.payment_id = p.id), 0)`,
  },
  {
    name: 'credit_return_without_credit_note',
    rule: 'money of a receipted payment given back as credit has its credit note for the same amount',
    query: () => sql`select cl.id::text as id from credit_ledger cl
      join journal_entries je on je.reference = 'credit:' || cl.id::text
      join journal_lines jl on jl.entry_id = je.id and jl.account like 'payment:%'
      join receipts r on jl.account = 'payment:' || r.payment_id::text
      left join credit_notes c on c.credit_movement_id = cl.id
      where cl.amount > 0 and cl.reason in ${CREDIT_NOTE_REASONS}
        and (r.document->>'total')::int > 0 and r.number not like 'pending/%'
        and (c.number is null or (c.document->>'total')::int <> -cl.amount)`,
  },
  {
    name: 'paid_without_receipt',
    rule: 'every payment of a supply with a price has its receipt from the moment it was paid (card or credits alike); a gift voucher is no supply (multi-purpose voucher, VAT Act §36b) and has none',
    query: () => sql`select p.id::text as id from payments p
      where p.status in ${CAPTURED} and p.total_amount > 0 and p.kind <> 'voucher'
        and not exists (select 1 from receipts r where r.payment_id = p.id)
      union all
      select p.id::text as id from payments p
      where p.kind = 'voucher' and exists (select 1 from receipts r where r.payment_id = p.id)`,
  },
  {
    name: 'document_series_gap',
    rule: 'the receipts and credit notes of a year, and the company invoices of a year, are numbered 1 to their series’ counter, without gaps',
    query: () => sql`select s.series as id from receipt_series s
      left join (
        select split_part(d.number, '-', 1) as series, count(distinct d.number) as n,
          max(split_part(d.number, '-', 2)::int) as top
        from (select number from receipts union all select number from credit_notes) d
        group by 1
        union all
        select 'company-invoice-' || substr(split_part(i.number, '-', 1), 2), count(*),
          max(split_part(i.number, '-', 2)::int)
        from company_invoices i
        group by 1
      ) u on u.series = s.series
      where coalesce(u.n, 0) <> s.last_number or coalesce(u.top, 0) <> s.last_number`,
  },

  // referral rewards
  {
    name: 'referral_reward_not_in_ledger',
    rule: 'a referral reward is two ledger rows (one per side) and what a reversed one leaves is exactly its unrecovered part',
    query: () => sql`select r.id::text as id from referral_rewards r
      left join (select substring(reference from 10 for 36) as reward_id,
          coalesce(sum(amount) filter (where reason = 'referral'), 0) as granted,
          count(*) filter (where reason = 'referral') as rows_granted,
          sum(amount) as net
        from credit_ledger where reference like 'referral:%' group by 1) l on l.reward_id = r.id::text
      where coalesce(l.granted, 0) <> r.referrer_amount + r.referee_amount
         or coalesce(l.rows_granted, 0) <> (r.referrer_amount > 0)::int + (r.referee_amount > 0)::int
         or (r.state = 'refused' and r.referrer_amount + r.referee_amount <> 0)
         or (r.state = 'granted' and coalesce(l.net, 0) <> r.referrer_amount + r.referee_amount)
         or (r.state in ('reversed', 'revoked')
           and coalesce(l.net, 0) <> r.referrer_unrecovered + r.referee_unrecovered)`,
  },
];

export async function selectViolations(db: Executor, query: SQL): Promise<string[]> {
  const result = await db.execute(query);
  return (result.rows as { id: string }[]).map((row) => row.id);
}
