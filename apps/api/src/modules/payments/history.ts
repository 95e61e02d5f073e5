import type { Executor } from '../../db/client.ts';
import { toPaymentSummary } from './answers.ts';
import { selectPaymentPage } from './payment-repository.ts';

/** One page of the user's billing history, newest first. */
export async function loadPaymentPage(db: Executor, userId: string, page: number, limit: number) {
  const { rows, total } = await selectPaymentPage(db, userId, page, limit);
  return {
    payments: rows.map(toPaymentSummary),
    pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
  };
}
