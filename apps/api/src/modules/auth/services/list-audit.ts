import type { AccountRole, AuditQuery, AuditResponse, AuditTargetKind } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { type Account, listAuditEntries } from '../repository.ts';

/** What the target row is: a customer, a partner, another account, a venue, an activity, a request. */
function targetKind(row: {
  targetRole: AccountRole | null;
  targetVenue: string | null;
  targetActivity: string | null;
  targetRequest: string | null;
}): AuditTargetKind | null {
  if (row.targetRole === 'user' || row.targetRole === 'admin') return row.targetRole;
  if (row.targetRole) return 'account';
  if (row.targetVenue) return 'venue';
  if (row.targetActivity) return 'activity';
  if (row.targetRequest) return 'request';
  return null;
}

/** GET /api/superadmin/audit: one page of who did what as whom, newest first. */
export async function listAudit(
  { db }: UseCaseContext,
  _superadmin: Account,
  query: AuditQuery,
): Promise<AuditResponse> {
  const { page, limit, ...filter } = query;
  const { rows, total } = await listAuditEntries(db, filter, page, limit);
  return {
    entries: rows.map(({ entry, actorEmail, targetEmail, targetName, ...row }) => ({
      id: entry.id,
      actorId: entry.actorId,
      actorEmail,
      action: entry.action,
      targetId: entry.targetId,
      targetEmail,
      targetKind: targetKind(row),
      targetName: targetName ?? null,
      data: entry.data,
      createdAt: entry.createdAt.toISOString(),
    })),
    pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
  };
}
