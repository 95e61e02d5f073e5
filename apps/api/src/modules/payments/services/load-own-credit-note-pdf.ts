import { bookAccount } from '@champions/domain';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { selectCreditMovementOfEntry } from '../../books/index.ts';
import { creditReturnNotePdf } from '../credit-notes.ts';

/**
 * GET /api/user/credits/:id/credit-note.pdf: the credit note of one of the user's own credit movements
 * (the credit history's row, a journal entry); another user's movement, or one without a note, is not found.
 */
export async function loadOwnCreditNotePdf(
  { db }: UseCaseContext,
  user: Account,
  input: { entryId: string },
): Promise<{ pdf: Buffer; fileName: string }> {
  const movement = await selectCreditMovementOfEntry(db, input.entryId, bookAccount.customerCredit(user.id));
  const file = movement ? await creditReturnNotePdf(db, movement) : null;
  if (!file) throw new AppError('CREDIT_NOTE_NOT_FOUND');
  return file;
}
