import type { AuditQuery, AuditResponse } from '@champions/contract';
import type { Executor } from '../../../db/client.ts';
import { listAuditEntries } from '../repository.ts';

/** GET /api/superadmin/audit: one page of who did what as whom, newest first. */
export async function listAudit(db: Executor, query: AuditQuery): Promise<AuditResponse> {
  const { page, limit, ...filter } = query;
  const { rows, total } = await listAuditEntries(db, filter, page, limit);
  return {
    entries: rows.map(({ entry, actorEmail, targetEmail }) => ({
      id: entry.id,
      actorId: entry.actorId,
      actorEmail,
      action: entry.action,
      targetId: entry.targetId,
      targetEmail,
      data: entry.data,
      createdAt: entry.createdAt.toISOString(),
    })),
    pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
  };
}
