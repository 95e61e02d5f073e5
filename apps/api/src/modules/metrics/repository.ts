import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

export interface JobQueueRow {
  kind: string;
  due: number;
  oldestDueSeconds: number;
  dead: number;
}

/** Per job kind: how many are due now, how long the oldest has waited, how many are dead. */
export async function jobQueueState(db: Executor): Promise<JobQueueRow[]> {
  const result = await db.execute(sql`
    select kind,
      count(*) filter (where done_at is null and dead_at is null and run_at <= now())::int as due,
      coalesce(extract(epoch from now() - min(run_at) filter (
        where done_at is null and dead_at is null and run_at <= now())), 0)::float8 as "oldestDueSeconds",
      count(*) filter (where dead_at is not null)::int as dead
    from jobs
    where done_at is null
    group by kind`);
  return result.rows as unknown as JobQueueRow[];
}

export interface PaymentOutcomeRow {
  kind: string;
  status: string;
  count: number;
}

/** Payments of the last 24 hours by kind and outcome (succeeded, failed, pending, refunded...). */
export async function recentPaymentOutcomes(db: Executor): Promise<PaymentOutcomeRow[]> {
  const result = await db.execute(sql`
    select kind, status, count(*)::int as count from payments
    where created_at > now() - interval '24 hours'
    group by kind, status`);
  return result.rows as unknown as PaymentOutcomeRow[];
}
