import { sql } from 'drizzle-orm';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/**
 * Every credit ledger row that gives a payment's money back as credit, with the payment it came from:
 * `(payment_id, amount)`. Whoever the credit went to counts: a friend who claimed a place of a
 * multi-place purchase holds its ticket, so that place's refunds are credited to the friend, not to the
 * buyer who paid. Every reference a return of a payment as credits is written under is listed here:
 * - `refund` `<payment>:<key>`: payments' `refundPayment` to credits (a withdrawal, the return job);
 * - `refund` `waitlist-unavailable:<payment>`: a waitlist charge whose place was gone;
 * - `refund` `entry:<ticket>`: the ticket it bought cancelled by the customer (a friend's place taken
 *   back by its buyer too), a suspended partner, or its late-cancelled place taken by someone else;
 * - `slot_cancelled` `<ticket>`: the partner cancelled the ticket's slot;
 * - `refund` `entry-void:<entry>`: the back office voided the entry (scan) of its ticket;
 * - `reactivation`, `switch_refund`: a plan fee given back, named by its credit note's payment.
 * A new path that returns a payment's money as credits must write one of these, or be added here.
 */
export const creditReturnsSql = () => sql`(select r.payment_id, r.amount from (
    select cl.amount, case
      when cl.reason = 'refund' and cl.reference ~ ${sql.raw(`'^${UUID}:'`)}
        then substr(cl.reference, 1, 36)::uuid
      when cl.reason = 'refund' and cl.reference ~ ${sql.raw(`'^waitlist-unavailable:${UUID}$'`)}
        then substr(cl.reference, 22)::uuid
      when cl.reason = 'refund' and cl.reference ~ ${sql.raw(`'^entry:${UUID}$'`)}
        then (select t.payment_id from tickets t where t.id = substr(cl.reference, 7)::uuid)
      when cl.reason = 'refund' and cl.reference ~ ${sql.raw(`'^entry-void:${UUID}$'`)}
        then (select t.payment_id from entries e join tickets t on t.id = e.ticket_id
          where e.id = substr(cl.reference, 12)::uuid)
      when cl.reason = 'slot_cancelled' and cl.reference ~ ${sql.raw(`'^${UUID}$'`)}
        then (select t.payment_id from tickets t where t.id = cl.reference::uuid)
      when cl.reason in ('reactivation', 'switch_refund')
        then (select c.payment_id from credit_notes c where c.credit_movement_id = cl.id)
    end as payment_id
    from credit_ledger cl where cl.amount > 0) r
  where r.payment_id is not null)`;
