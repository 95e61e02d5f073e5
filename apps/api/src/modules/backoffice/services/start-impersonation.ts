import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { type Account, toProfile } from '../../auth/index.ts';
import { findActiveAdmin, recordAudit } from '../repository.ts';

/** An impersonation token is short-lived: the back office opens a panel to help, not to live in it. */
const IMPERSONATION_LIFETIME_SECONDS = 3600;

/**
 * The superadmin opens a partner's panel as that partner: recorded in the audit log, then a
 * short-lived admin token that names the superadmin (`imp`). An unknown or erased partner: 404.
 */
export async function startImpersonation(
  { db, tokens }: UseCaseContext,
  superadmin: Account,
  { adminId }: { adminId: string },
): Promise<{ token: string; admin: ReturnType<typeof toProfile> }> {
  const admin = await findActiveAdmin(db, adminId);
  if (!admin) throw new AppError('PARTNER_NOT_FOUND');
  await recordAudit(db, { actorId: superadmin.id, action: 'impersonation.start', targetId: admin.id });
  const token = await tokens.sign(
    {
      id: admin.id,
      email: admin.email,
      role: 'admin',
      tv: admin.tokenVersion,
      imp: superadmin.id,
      itv: superadmin.tokenVersion,
    },
    IMPERSONATION_LIFETIME_SECONDS,
  );
  return { token, admin: toProfile(admin) };
}
