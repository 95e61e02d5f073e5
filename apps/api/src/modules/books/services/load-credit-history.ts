import {
  CREDIT_MOVEMENT_KINDS,
  type CreditHistoryResponse,
  type CreditMovementKind,
} from '@champions/contract';
import { bookAccount, normalBalance } from '@champions/domain';
import { paymentDescriptionIn } from '../../../mail/payment-description.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { selectAccountMovements } from '../repository.ts';

const KINDS: ReadonlySet<string> = new Set(CREDIT_MOVEMENT_KINDS);

/** The kind of a credit movement from its entry's event (`credit_<reason>`). */
function kindOf(event: string): CreditMovementKind {
  const reason = event.replace(/^credit_/, '');
  return KINDS.has(reason) ? (reason as CreditMovementKind) : 'other';
}

/**
 * GET /api/user/credits/history: the customer's credit history as the books keep it: every line of
 * `customer_credit:<user>`, newest first, with its reason, the balance right after it and what the
 * payment behind it bought (said in the reader's language).
 */
export async function loadCreditHistory(
  { db, language }: UseCaseContext,
  user: Account,
  { page, limit }: { page: number; limit: number },
): Promise<CreditHistoryResponse> {
  const account = bookAccount.customerCredit(user.id);
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
