import {
  CREDIT_MOVEMENT_KINDS,
  type CreditHistoryResponse,
  type CreditMovementKind,
} from '@champions/contract';
import { bookAccount, type Language, normalBalance } from '@champions/domain';
import type { Executor } from '../../db/client.ts';
import { paymentDescriptionIn } from '../../mail/payment-description.ts';
import { selectAccountMovements } from './repository.ts';

const KINDS: ReadonlySet<string> = new Set(CREDIT_MOVEMENT_KINDS);

/** The kind of a credit movement from its entry's event (`credit_<reason>`). */
function kindOf(event: string): CreditMovementKind {
  const reason = event.replace(/^credit_/, '');
  return KINDS.has(reason) ? (reason as CreditMovementKind) : 'other';
}

/**
 * The customer's credit history as the books keep it: every line of `customer_credit:<user>`, newest first,
 * with its reason, the balance right after it and what the payment behind it bought.
 */
export async function loadCreditHistory(
  db: Executor,
  userId: string,
  page: number,
  limit: number,
  /** the reader's language: what a payment bought, said in it */
  language: Language = 'cs',
): Promise<CreditHistoryResponse> {
  const account = bookAccount.customerCredit(userId);
  const { rows, total } = await selectAccountMovements(db, account, page, limit);
  const newest = page === 1 ? rows[0] : (await selectAccountMovements(db, account, 1, 1)).rows[0];
  return {
    balance: normalBalance(account, newest?.running ?? 0),
    movements: rows.map((row) => ({
      id: row.entryId,
      kind: kindOf(row.event),
      amount: normalBalance(account, row.amount),
      balanceAfter: normalBalance(account, row.running),
      at: row.at.toISOString(),
      description: row.description === null ? null : paymentDescriptionIn(row.description, language),
      creditNoteNumber: row.creditNoteNumber,
    })),
    pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
  };
}
