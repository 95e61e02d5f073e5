import type { Language } from '@champions/domain';
import type { Executor } from '../../db/client.ts';
import { toPaymentSummary } from './answers.ts';
import { selectPaymentPage } from './payment-repository.ts';

/**
 * One page of the user's billing history, newest first: only what happened to money (a card window
 * never submitted is left out); `everything` (the GDPR export) lists every payment row held.
 */
export async function loadPaymentPage(
  db: Executor,
  userId: string,
  page: number,
  limit: number,
  everything = false,
  /** the reader's language (the descriptions); the GDPR export keeps them as stored */
  language: Language = 'cs',
) {
  const { rows, total } = await selectPaymentPage(db, userId, page, limit, !everything);
  return {
    payments: rows.map((row) => toPaymentSummary(row, language)),
    pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
  };
}
