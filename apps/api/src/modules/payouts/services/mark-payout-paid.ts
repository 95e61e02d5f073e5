import type { PayoutDetail } from '@champions/contract';
import { PAGES, payoutActionFrom } from '@champions/domain';
import { payoutMail } from '../../../mail/payout-templates.ts';
import { moneyParam } from '../../../shared/error-codes.ts';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { type Account, insertAuditEntry } from '../../auth/index.ts';
import { partnerPayable, postPayoutPaid } from '../../books/index.ts';
import { lockPartner, movePayout, selectPayout } from '../repository.ts';
import { toDetail } from './payout-view.ts';

/** the mail attachment kind of a payout's statement PDF (id = payout id) */
export const PAYOUT_STATEMENT_ATTACHMENT = 'payout_statement';

/**
 * Marks an approved or exported payout paid, once: one conditional update (of two requests at once
 * exactly one moves it; the check constraint keeps paid_at with 'paid'), its posting to the books (the
 * gross leaves what the partner is owed: the amount to the bank, the commission to the platform; refused
 * with a 409 when the books owe the partner less than the gross), the audit row, and the partner's e-mail
 * with the PDF statement queued in the same transaction (no e-mail if it rolls back).
 */
export async function markPayoutPaid(
  { db, config, mailer, events, now }: UseCaseContext,
  superadmin: Account,
  { payoutId: id }: { payoutId: string },
): Promise<PayoutDetail> {
  const actorId = superadmin.id;
  const moved = await db.transaction(async (tx) => {
    const before = await selectPayout(tx, id);
    const row = await movePayout(tx, id, payoutActionFrom('markPaid'), {
      status: 'paid',
      paidAt: now,
      paidById: actorId,
    });
    if (!row || !before) return false;
    // the books settle the gross from what the partner is owed, never below zero
    await lockPartner(tx, row.adminId);
    const owed = await partnerPayable(tx, row.adminId);
    if (row.gross > owed) {
      throw new AppError('PAYOUT_EXCEEDS_PAYABLE', {
        params: { gross: moneyParam(row.gross), owed: moneyParam(owed) },
      });
    }
    await postPayoutPaid(tx, row);
    await insertAuditEntry(tx, {
      actorId,
      action: 'payout.paid',
      targetId: row.adminId,
      data: {
        payoutId: id,
        before: { status: before.status, paidAt: null },
        after: { status: row.status, paidAt: now.toISOString(), amount: row.amount },
      },
    });
    // the partner's webhooks, queued with the payment (shared/app-events.ts)
    await events.emit(tx, { type: 'payout.paid', payoutId: id });
    const paid = { ...before, ...row };
    if (paid.partnerEmail) {
      const content = payoutMail.paid({
        period: paid.periodKey,
        amount: paid.amount,
        account: paid.bankAccount,
        url: new URL(PAGES.admin.earnings, config.PUBLIC_URL).toString(),
      });
      // the statement is rendered when the mail is delivered (plugins/documents.ts registers the renderer); the
      // address may be the partner's contact e-mail, of no account: the partner account's language
      await mailer.send(paid.partnerEmail, 'payoutPaid', content, tx, {
        dedupeKey: `payout-paid:${id}`,
        attachments: [{ kind: PAYOUT_STATEMENT_ATTACHMENT, id }],
        language: paid.partnerLanguage,
      });
    }
    return true;
  });
  const payout = await selectPayout(db, id);
  if (!payout) throw new AppError('PAYOUT_NOT_FOUND');
  if (!moved) throw new AppError('PAYOUT_NOT_PAYABLE');
  return toDetail(payout);
}
