import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { requireCreditNotePdf } from './credit-note-files.ts';

/** GET /api/superadmin/refunds/:refundId/credit-note.pdf */
export async function loadCreditNotePdf(
  { db }: UseCaseContext,
  _superadmin: Account,
  { refundId }: { refundId: string },
) {
  return requireCreditNotePdf(db, refundId);
}
