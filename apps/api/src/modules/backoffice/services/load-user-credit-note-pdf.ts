import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { selectUserRefundId } from '../refunds-repository.ts';
import { requireCreditNotePdf } from './credit-note-files.ts';

/** GET /api/user/refunds/:refundId/credit-note.pdf: only the user's own refund (404 otherwise). */
export async function loadUserCreditNotePdf(
  { db }: UseCaseContext,
  user: Account,
  { refundId }: { refundId: string },
) {
  if (!(await selectUserRefundId(db, user.id, refundId))) throw new AppError('REFUND_NOT_FOUND');
  return requireCreditNotePdf(db, refundId);
}
