import { CONSTANTS } from '@champions/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { AuditContext } from './audit-context.ts';

/**
 * The reconciliation of supplies provided (npm run audit:money, docs/operations.md): a paid ticket is
 * provided in the books exactly when it was used (and not voided) or expired, and a withdrawal returns
 * what its contract's payments prepaid and did not provide. Each query answers the ids that break its rule.
 */

const PERIOD = sql.raw(`interval '${CONSTANTS.PERIOD_DAYS} days'`);

/** How long a withdrawal's return may wait: the call after the commit makes it, a job 5 minutes later retries. */
export const WITHDRAWAL_RETURN_WITHIN_MS = 60 * 60_000;

/** What ticket `t` posted as provided, net of its void: the sum of its `provided:<payment>` lines. */
const providedOfTicket = (t: string) =>
  sql.raw(`(select coalesce(sum(l.amount), 0) from journal_entries je
    join journal_lines l on l.entry_id = je.id and l.account like 'provided:%'
    where je.reference in ('provided:ticket:' || ${t}.id::text, 'provided-void:ticket:' || ${t}.id::text))`);

/** Whether ticket `t` was provided: used at the door (its entry not voided), or expired unused. */
const ticketProvided = (t: string) =>
  sql.raw(`(${t}.expired_at is not null or exists (select 1 from entries e
    where e.ticket_id = ${t}.id and e.voided_at is null))`);

/** What payment `p` still prepays in the books: what it took and has not returned, less what it provided. */
const prepaidOnPayment = (p: string) =>
  sql.raw(`(select coalesce(-sum(l.amount) filter (where l.account = 'payment:' || ${p}.id::text), 0)
      - coalesce(sum(l.amount) filter (where l.account = 'provided:' || ${p}.id::text), 0)
    from journal_lines l where l.account in ('payment:' || ${p}.id::text, 'provided:' || ${p}.id::text))`);

export const SUPPLY_INVARIANTS: readonly {
  name: string;
  rule: string;
  query: (at: AuditContext) => SQL;
}[] = [
  {
    name: 'supply_not_posted',
    rule: 'a paid ticket used at the door (not voided) or expired is posted as provided (provided:ticket:<ticket>) when its payment still held its price',
    query: () => sql`select t.id::text as id from tickets t
      join payments p on p.id = t.payment_id
      where t.price > 0 and ${ticketProvided('t')} and ${providedOfTicket('t')} = 0
        and not exists (select 1 from journal_entries je where je.reference = 'provided:ticket:' || t.id::text)
        and (select coalesce(-sum(l.amount), 0) from journal_lines l where l.account = 'payment:' || p.id::text) >= t.price`,
  },
  {
    name: 'supply_without_provision',
    rule: 'a ticket not provided (unused and not expired, cancelled, or its entry voided) has nothing posted as provided',
    query: () => sql`select t.id::text as id from tickets t
      where t.payment_id is not null and not ${ticketProvided('t')} and ${providedOfTicket('t')} <> 0`,
  },
  {
    name: 'supply_beyond_payment',
    rule: 'a payment provides at most what it took (provided:<payment> never above what the payment took, card and credit)',
    query: () => sql`select p.id::text as id from payments p
      where (select coalesce(sum(l.amount), 0) from journal_lines l where l.account = 'provided:' || p.id::text)
        > p.amount + p.credits_used - p.credits_back`,
  },
  {
    name: 'plan_period_not_provided',
    rule: 'a plan payment (a period, a switch) made before a period of its plan ran its course prepays nothing more: it was provided when the period closed (provided:plan:<payment>)',
    query: () => sql`select p.id::text as id from payments p
      join subscriptions s on s.id::text = split_part(p.reference, ':', 1)
      where p.kind in ('subscription', 'switch') and p.status in ('succeeded', 'partially_refunded')
        and coalesce(p.paid_at, p.created_at) < case
          when s.current_state = 'ENDED' then s.start_date + (s.current_period + 1) * ${PERIOD}
          when s.current_state in ('ACTIVE', 'WAITING_FOR_PAYMENT') and s.current_period >= 1
            then s.start_date + s.current_period * ${PERIOD}
        end
        and ${prepaidOnPayment('p')} > 0`,
  },
  {
    name: 'fee_not_provided',
    rule: 'a paid fee (the catch-up fee of a cancellation) prepays nothing: it is provided when it is paid (provided:fee:<payment>)',
    query: () => sql`select p.id::text as id from payments p
      where p.kind = 'catch_up_fee' and p.status in ('succeeded', 'partially_refunded') and ${prepaidOnPayment('p')} > 0`,
  },
  {
    name: 'withdrawal_not_returned',
    rule: 'an hour after a withdrawal, its contract’s payments prepay nothing more: what was paid and not provided came back (to the card or as credit)',
    query: ({ now }) => sql`select distinct s.id::text as id from subscriptions s
      join journal_entries je on je.reference like 'provided:withdrawal:' || s.id::text || ':%'
      join payments p on p.reference like s.id::text || ':%' and p.kind in ('subscription', 'switch')
        and p.status in ('succeeded', 'partially_refunded')
      where s.cancelled_at < ${new Date(now.getTime() - WITHDRAWAL_RETURN_WITHIN_MS).toISOString()}::timestamptz
        and ${prepaidOnPayment('p')} > 0`,
  },
];
