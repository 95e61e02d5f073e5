import { CONSTANTS } from '@champions/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { AuditContext } from './audit-context.ts';

/**
 * The reconciliation of what money bought (npm run audit:money, docs/operations.md): every captured
 * payment bought what it was for or came back, and every admission at the door was paid for. Each
 * query answers the ids that break its rule.
 */

/**
 * How long a captured payment may wait for its fulfilment or its return: fulfilments run in the
 * capture's transaction and a return job within minutes, so an hour only leaves room for retries.
 */
export const FULFILMENT_WITHIN_MS = 60 * 60_000;

const CAPTURED = sql.raw(`('succeeded', 'partially_refunded', 'refunded')`);

/** What payment `p` still holds in the books: what it took, card and credit, less what came back. */
const heldByPayment = (p: string) =>
  sql.raw(
    `(select coalesce(-sum(l.amount), 0) from journal_lines l where l.account = 'payment:' || ${p}.id::text)`,
  );

/** The `n`-th part (1-based) of payment `p`'s reference, `<subscription id>:…`. */
const part = (p: string, n: number) => sql.raw(`split_part(${p}.reference, ':', ${n})`);

export const FULFILMENT_INVARIANTS: readonly {
  name: string;
  rule: string;
  query: (at: AuditContext) => SQL;
}[] = [
  {
    name: 'captured_payment_unfulfilled',
    rule: 'a payment captured over an hour ago bought what it was for (a ticket, the plan period, the cancellation or the switch it paid) or came back whole (or its return is queued)',
    query: ({ now }) => sql`select p.id::text as id from payments p
      where p.status in ${CAPTURED} and p.total_amount > 0
        and coalesce(p.paid_at, p.created_at) < ${new Date(now.getTime() - FULFILMENT_WITHIN_MS).toISOString()}::timestamptz
        and ${heldByPayment('p')} <> 0
        and not exists (select 1 from jobs j where j.dedupe_key = 'payments.return:' || p.id::text and j.dead_at is null)
        and not case p.kind
          when 'entry' then exists (select 1 from tickets t where t.payment_id = p.id)
          when 'voucher' then exists (select 1 from vouchers v where v.payment_id = p.id)
          when 'plan_voucher' then exists (select 1 from vouchers v where v.payment_id = p.id)
          when 'subscription' then exists (select 1 from subscriptions s
            where s.id::text = ${part('p', 1)} and s.current_state <> 'NOT_STARTED'
              and (s.current_period >= case when ${part('p', 2)} ~ '^[0-9]+$' then ${part('p', 2)}::int end
                -- a switch from PAYG+ starts the periods again
                or exists (select 1 from payments w where w.kind = 'switch' and w.status in ${CAPTURED}
                  and w.reference like s.id::text || ':switch:%' and w.paid_at >= p.paid_at)))
          when 'catch_up_fee' then exists (select 1 from subscriptions s
            where s.id::text = ${part('p', 1)} and s.cancelled_at is not null)
          when 'switch' then exists (select 1 from subscriptions s where s.id::text = ${part('p', 1)} and (
              (s.type::text = ${part('p', 5)} and coalesce(s.area_id::text, 'all') = ${part('p', 6)})
              or (s.switch_to::text = ${part('p', 5)} and coalesce(s.switch_to_area_id::text, 'all') = ${part('p', 6)})
              -- a yearly plan switched to, turned flexible after its year
              or (${part('p', 5)} = 'CHAMPIONSHIP' and s.type = 'CHAMPIONSHIP_FLEXIBLE'
                and coalesce(s.area_id::text, 'all') = ${part('p', 6)} and s.current_period >= s.num_of_periods)
              -- the planned switch gave way to a cancellation, which keeps the catch-up fee the switch paid
              -- (the cancellation charges nothing more: cancellationFee counts the fee already paid)
              or (s.switch_to is null and s.cancelled_at is not null and s.catch_up_fee > 0)
              -- put into effect as it was asked (on record with its charge), the plan changed again since
              -- by a switch that cost nothing
              or exists (select 1 from audit_log a where a.action = 'subscription.switch'
                and a.data->>'paymentId' = p.id::text and a.data->>'effective' = 'immediately')
              -- planned for the period end, it took effect then (and the plan changed again since)
              or exists (select 1 from audit_log a where a.action = 'subscription.switch_applied'
                and a.data->>'subscriptionId' = s.id::text and a.data->>'type' = ${part('p', 5)}
                and coalesce(a.data->>'areaId', 'all') = ${part('p', 6)} and a.created_at >= p.paid_at)
              -- changed again since: a later switch charged, or a planned one dropped with its fee returned
              or exists (select 1 from payments w where w.kind = 'switch' and w.status in ${CAPTURED}
                and w.reference like s.id::text || ':switch:%' and w.paid_at > p.paid_at)
              or exists (select 1 from credit_ledger c where c.user_id = s.user_id
                and c.reason in ('switch_refund', 'reactivation') and c.reference like s.id::text || ':%')))
          else false
        end`,
  },
  {
    name: 'admission_not_paid',
    rule: 'an entry admitted at the door (not voided) stands on a ticket that stands and is paid: by a payment that still holds money or credit (or that the back office chose to refund), or, for a membership entry, by its plan period paid and not returned whole (or a company seat, or a promo’s free period)',
    query: () => sql`select e.id::text as id from entries e
      join tickets t on t.id = e.ticket_id
      left join time_slots ts on ts.id = t.time_slot_id
      where e.voided_at is null and (
        t.is_cancelled
        or (t.price > 0 and not exists (select 1 from payments p
          where p.id = t.payment_id and p.status in ${CAPTURED}
            -- a refund the back office chose to give (audited, with its credit note) may return it whole
            and (${heldByPayment('p')} > 0 or exists (select 1 from payment_refunds r where r.payment_id = p.id))))
        or (t.price = 0 and not exists (select 1 from subscriptions s
          where s.user_id = t.user_id and coalesce(ts.starts_at, e.scanned_at) >= s.start_date
            and (s.company_seat_id is not null
              -- the promo's free periods are paid by nobody
              or (s.promo_applied and coalesce(ts.starts_at, e.scanned_at)
                < s.start_date + ${CONSTANTS.PROMO_FREE_PERIODS} * interval '28 days')
              or exists (select 1 from payments p
              where p.user_id = s.user_id and p.status in ${CAPTURED}
                and ${heldByPayment('p')} > 0
                and ((p.kind = 'subscription' and p.reference = s.id::text || ':'
                    || floor(extract(epoch from coalesce(ts.starts_at, e.scanned_at) - s.start_date) / (28 * 86400))::int)
                  -- the first period of a plan switched to from PAYG+ is paid by the switch
                  or (p.kind = 'switch' and p.reference like s.id::text || ':switch:%'
                    and p.paid_at < s.start_date + interval '28 days'
                    and coalesce(ts.starts_at, e.scanned_at) < s.start_date + interval '28 days'))))))
      )`,
  },
];
