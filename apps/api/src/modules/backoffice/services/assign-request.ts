import type { BackofficeRequestDetail, RequestAssigneeBody } from '@champions/contract';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { recordAudit } from '../repository.ts';
import { findRequest, listSuperadmins, updateRequest } from '../requests-repository.ts';
import { auditedRequest, loadRequest } from './request-view.ts';

/** PUT /api/superadmin/requests/:id/assignee: gives the request to a superadmin (or nobody), audited. */
export async function assignRequest(
  ctx: UseCaseContext,
  superadmin: Account,
  { requestId: id, ...body }: RequestAssigneeBody & { requestId: string },
): Promise<BackofficeRequestDetail> {
  const { db, now } = ctx;
  await db.transaction(async (tx) => {
    const before = await findRequest(tx, id, true);
    if (!before) throw new AppError('REQUEST_NOT_FOUND');
    if (body.assigneeId && !(await listSuperadmins(tx)).some((a) => a.id === body.assigneeId)) {
      throw new AppError('REQUEST_ASSIGNEE_INVALID');
    }
    if (before.assigneeId === body.assigneeId) return;
    await updateRequest(tx, id, { assigneeId: body.assigneeId }, now);
    await recordAudit(tx, {
      actorId: superadmin.id,
      action: 'request.assign',
      targetId: id,
      data: {
        before: auditedRequest(before),
        after: { ...auditedRequest(before), assigneeId: body.assigneeId },
      },
    });
  });
  return loadRequest(ctx, superadmin, { requestId: id });
}
