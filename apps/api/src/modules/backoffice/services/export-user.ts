import type { AccountExport } from '@champions/contract';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { loadAccountExport } from '../../users/index.ts';
import { recordAudit } from '../repository.ts';
import { findUser } from '../users-repository.ts';

/** GET /api/superadmin/users/:id/export: the customer's own GDPR export, read by the back office (audited). */
export async function exportUser(
  { db, now }: UseCaseContext,
  superadmin: Account,
  { userId }: { userId: string },
): Promise<AccountExport> {
  const user = await findUser(db, userId);
  if (!user) throw new AppError('USER_NOT_FOUND');
  await recordAudit(db, {
    actorId: superadmin.id,
    action: 'gdpr.export',
    targetId: userId,
    data: { by: 'backoffice' },
  });
  return loadAccountExport(db, user, now);
}
