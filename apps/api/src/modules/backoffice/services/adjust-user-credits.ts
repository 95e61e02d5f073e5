import type { CreditAdjustmentBody, CreditAdjustmentResponse } from '@champions/contract';
import { creditAdjustmentDelta, mayRemoveCredit, PAGES } from '@champions/domain';
import { mailTemplates } from '../../../mail/templates.ts';
import { moneyParam } from '../../../shared/error-codes.ts';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { appendCredit, withAccountLock } from '../../payments/index.ts';
import { recordAudit } from '../repository.ts';
import { findUser, lockUser } from '../users-repository.ts';

/**
 * POST /api/superadmin/users/:id/credits: grants or removes credit with a reason. One ledger row
 * (reason 'adjustment', reference = the superadmin and the request's idempotency key, so a repeat moves nothing), the
 * audit row with the balance before and after, and an e-mail to the user, all in one transaction,
 * under the user's money lock and a row lock on the account. A removal above the balance is refused.
 */
export async function adjustUserCredits(
  { db, mailer, config }: UseCaseContext,
  superadmin: Account,
  { userId, key, ...body }: CreditAdjustmentBody & { userId: string; key: string },
): Promise<CreditAdjustmentResponse> {
  if (!(await findUser(db, userId))) throw new AppError('USER_NOT_FOUND');
  const delta = creditAdjustmentDelta(body.direction, body.amount);
  return withAccountLock(db, userId, () =>
    db.transaction(async (tx) => {
      const user = await lockUser(tx, userId);
      if (!user) throw new AppError('USER_NOT_FOUND');
      if (body.direction === 'remove' && !mayRemoveCredit(user.credits, body.amount)) {
        throw new AppError('CREDIT_REMOVAL_EXCEEDS_BALANCE', {
          params: { amount: moneyParam(body.amount), balance: moneyParam(user.credits) },
        });
      }
      const entry = await appendCredit(tx, {
        userId,
        amount: delta,
        reason: 'adjustment',
        reference: `backoffice:${superadmin.id}:${key}`,
      });
      await recordAudit(tx, {
        actorId: superadmin.id,
        action: body.direction === 'grant' ? 'backoffice.credit.grant' : 'backoffice.credit.remove',
        targetId: userId,
        data: {
          before: { credits: entry.balanceAfter - entry.amount },
          after: { credits: entry.balanceAfter },
          amount: entry.amount,
          reason: body.reason,
          ledgerEntryId: entry.id,
        },
      });
      await mailer.send(
        user.email,
        'credit_adjusted',
        mailTemplates.creditAdjusted(
          body.direction === 'grant',
          body.amount,
          entry.balanceAfter,
          body.reason,
          `${config.PUBLIC_URL}${PAGES.payment}`,
        ),
        tx,
      );
      return {
        credits: entry.balanceAfter,
        entry: {
          id: entry.id,
          amount: entry.amount,
          balanceAfter: entry.balanceAfter,
          createdAt: entry.createdAt.toISOString(),
        },
      };
    }),
  );
}
