import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { type Account, insertAuditEntry, toProfile } from '../../auth/index.ts';
import { findAccount } from '../repository.ts';
import { ownedAdmin } from './scope.ts';

/** As long as the back office's impersonation: the organisation opens a panel to work in, briefly. */
const ADMIN_SESSION_SECONDS = 3600;

/**
 * The organisation opens one of its admin accounts' panels (/admin): recorded in the audit log, then
 * a short-lived admin token naming the organisation (`imp`, `imr: 'partner'`). The guard checks on
 * every call that the organisation still owns the account and records every write.
 */
export async function openAdminPanel(
  { db, tokens }: UseCaseContext,
  partner: Account,
  { adminId }: { adminId: string },
) {
  const owned = await ownedAdmin(db, partner.id, adminId);
  if (owned.suspendedAt) throw new AppError('ORGANISATION_ADMIN_SUSPENDED');
  const admin = await findAccount(db, owned.id);
  if (!admin) throw new AppError('ORGANISATION_ADMIN_NOT_FOUND');
  await insertAuditEntry(db, {
    actorId: partner.id,
    action: 'impersonation.start',
    targetId: admin.id,
    data: { by: 'partner' },
  });
  const token = await tokens.sign(
    {
      id: admin.id,
      email: admin.email,
      role: 'admin',
      tv: admin.tokenVersion,
      imp: partner.id,
      itv: partner.tokenVersion,
      imr: 'partner',
    },
    ADMIN_SESSION_SECONDS,
  );
  return { token, admin: toProfile(admin) };
}
