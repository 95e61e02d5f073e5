import type { BackofficeRequestDetail, RequestStateBody } from '@champions/contract';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { recordAudit } from '../repository.ts';
import { findRequest, updateRequest } from '../requests-repository.ts';
import { auditedRequest, loadRequest } from './request-view.ts';

/** PUT /api/superadmin/requests/:id/state: new, in progress or done, audited with before and after. */
export async function setRequestState(
  ctx: UseCaseContext,
  superadmin: Account,
  { requestId: id, ...body }: RequestStateBody & { requestId: string },
): Promise<BackofficeRequestDetail> {
  const { db, now } = ctx;
  await db.transaction(async (tx) => {
    const before = await findRequest(tx, id, true);
    if (!before) throw new AppError('REQUEST_NOT_FOUND');
    if (before.status === body.status) return;
    await updateRequest(tx, id, { status: body.status }, now);
    await recordAudit(tx, {
      actorId: superadmin.id,
      action: 'request.state',
      targetId: id,
      data: { before: auditedRequest(before), after: { ...auditedRequest(before), status: body.status } },
    });
  });
  return loadRequest(ctx, superadmin, { requestId: id });
}
