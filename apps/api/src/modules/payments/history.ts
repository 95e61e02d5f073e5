import { count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { payments } from '../../db/schema.ts';
import { toPaymentSummary } from './answers.ts';

/** One page of the user's billing history, newest first. */
export async function loadPaymentPage(db: Executor, userId: string, page: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(eq(payments.userId, userId))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(payments).where(eq(payments.userId, userId)),
  ]);
  const totalCount = total?.value ?? 0;
  return {
    payments: rows.map(toPaymentSummary),
    pagination: { page, limit, total: totalCount, totalPages: Math.ceil(totalCount / limit) },
  };
}
