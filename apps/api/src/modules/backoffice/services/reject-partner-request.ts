import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { findRequest } from '../requests-repository.ts';
import { approvalOf, decideRegisteredPartner } from './decide-registered-partner.ts';

/**
 * POST /api/superadmin/requests/:id/reject-partner: a self-registered partner's request returned with a
 * reason (their offer stays hidden; they are told and may submit again).
 */
export async function rejectPartnerRequest(
  { db, mailer, config, now, language }: UseCaseContext,
  superadmin: Account,
  { requestId, reason }: { requestId: string; reason: string },
): Promise<{ message: string }> {
  const deps = { mailer, publicUrl: config.PUBLIC_URL, language };
  return db.transaction(async (tx) => {
    const request = await findRequest(tx, requestId, true);
    if (!request) throw new AppError('REQUEST_NOT_FOUND');
    if (request.kind !== 'partner') throw new AppError('REQUEST_NOT_PARTNER');
    // only a request the partner has submitted (and not decided yet) can be returned
    if (!request.accountId || (await approvalOf(tx, request.accountId)) !== 'submitted') {
      throw new AppError('PARTNER_NOT_AWAITING_APPROVAL');
    }
    const { message } = await decideRegisteredPartner(
      tx,
      deps,
      superadmin,
      request,
      { approve: false, reason },
      now,
    );
    return { message };
  });
}
