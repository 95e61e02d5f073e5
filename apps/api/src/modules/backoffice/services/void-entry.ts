import type { VoidEntryResponse } from '@champions/contract';
import { PAGES, payoutTotals } from '@champions/domain';
import { entryMailTemplates } from '../../../mail/entry-templates.ts';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { reversePartnerEarning, reverseTicketProvided } from '../../books/index.ts';
import { releasePlace, ticketCancellationRefund } from '../../entries/index.ts';
import { appendCredit, withAccountLock } from '../../payments/index.ts';
import { selectPayoutLines, updatePayout, voidPayoutLine } from '../../payouts/index.ts';
import { reverseReferralRewardForPayment } from '../../referrals/index.ts';
import {
  cancelVoidedTicket,
  findEntryOwner,
  lockEntryWithTicket,
  lockPayoutLineOf,
  markEntryVoided,
  selectEntryRow,
} from '../entries-repository.ts';
import { recordAudit } from '../repository.ts';
import { toEntryRow } from './entry-row.ts';

/**
 * POST /api/superadmin/entries/:id/void: a wrong scan is voided with a reason, in one transaction
 * under the customer's money lock and row locks on the entry, its ticket and its payout:
 * - an entry in a payout that is approved, exported or paid is refused (409): a paid amount never changes;
 *   in a draft payout its line is voided and the totals computed again;
 * - the entry is marked voided (reason, who, when) and its earning set aside (it drops out of earnings and payouts);
 *   the books take it back from what the partner is owed (`earning-void:<entry>`) and the ticket's supply
 *   back from sales (`provided-void:ticket:<ticket>`);
 * - the ticket is cancelled (its place and a membership's covered day are free again) and what it cost
 *   returns as credits, once (ledger reference `entry-void:<entry>`), less what already came back from
 *   its payment (`ticketCancellationRefund`); a referral reward its payment earned by that entry's use
 *   is taken back (the purchase did not stand), both sides e-mailed;
 * - the audit row holds the state before and after;
 * - the customer gets a Czech e-mail (queued in the transaction): which entry, why, and what came back
 *   as credit (never to the card) or why nothing did.
 * A second void is refused (409), so of many concurrent voids exactly one has an effect.
 * The cancelled ticket says `entry.withdrawn` (the partner's `booking.cancelled` webhook).
 */
export async function voidEntry(
  { db, now, events, mailer, config }: UseCaseContext,
  superadmin: Account,
  { entryId, reason }: { entryId: string; reason: string },
): Promise<VoidEntryResponse> {
  const userId = await findEntryOwner(db, entryId);
  if (!userId) throw new AppError('BACKOFFICE_ENTRY_NOT_FOUND');
  const refundedCredits = await withAccountLock(db, userId, () =>
    db.transaction(async (tx) => {
      const locked = await lockEntryWithTicket(tx, entryId);
      if (!locked) throw new AppError('BACKOFFICE_ENTRY_NOT_FOUND');
      const { entry, ticket } = locked;
      if (entry.voidedAt) throw new AppError('ENTRY_ALREADY_VOIDED');
      const line = await lockPayoutLineOf(tx, entryId);
      if (line && line.payout.status !== 'draft') throw new AppError('ENTRY_VOID_PAYOUT_CLOSED');
      const voided = await markEntryVoided(tx, { id: entryId, reason, actorId: superadmin.id, now });
      if (!voided) throw new AppError('ENTRY_ALREADY_VOIDED');
      await reversePartnerEarning(tx, entryId, 'partner_earning_void');
      // the entry no longer counts as provided: its price returns to the customer below
      await reverseTicketProvided(tx, ticket.id);
      let payoutAfter: { id: string; amount: number } | null = null;
      if (line) {
        await voidPayoutLine(tx, {
          payoutId: line.payout.id,
          entryId,
          reason,
          actorId: superadmin.id,
          now,
        });
        const totals = payoutTotals(
          (await selectPayoutLines(tx, line.payout.id)).map((l) => ({
            earning: l.earning,
            voided: l.voidedAt !== null,
          })),
          line.payout.commissionBps,
        );
        const updated = await updatePayout(tx, line.payout.id, {
          amount: totals.net,
          gross: totals.gross,
          commission: totals.commission,
          entryCount: totals.entryCount,
          voidedCount: totals.voidedCount,
          voidedAmount: totals.voidedAmount,
        });
        payoutAfter = { id: updated.id, amount: updated.amount };
      }
      const cancelled = await cancelVoidedTicket(tx, ticket.id, now);
      if (cancelled?.timeSlotId) await releasePlace(tx, cancelled.timeSlotId);
      if (cancelled) await events.emit(tx, { type: 'entry.withdrawn', ticketId: ticket.id, by: 'champions' });
      let credit: { amount: number; balanceAfter: number } | null = null;
      // what the ticket cost, less what already came back from its payment (a back-office refund)
      const refund = await ticketCancellationRefund(tx, ticket);
      if (refund > 0) {
        credit = await appendCredit(tx, {
          userId,
          amount: refund,
          reason: 'refund',
          reference: `entry-void:${entryId}`,
        });
      }
      if (ticket.paymentId) await reverseReferralRewardForPayment(tx, ticket.paymentId, { now, mailer });
      await recordAudit(tx, {
        actorId: superadmin.id,
        action: 'backoffice.entry.void',
        targetId: entryId,
        data: {
          reason,
          userId,
          ticketId: ticket.id,
          before: {
            voided: false,
            partnerEarning: entry.partnerEarning,
            ticketCancelled: ticket.isCancelled,
            ...(credit ? { credits: credit.balanceAfter - credit.amount } : {}),
            ...(line ? { payoutAmount: line.payout.amount } : {}),
          },
          after: {
            voided: true,
            partnerEarning: 0,
            ticketCancelled: true,
            ...(credit ? { credits: credit.balanceAfter } : {}),
            ...(payoutAfter ? { payoutAmount: payoutAfter.amount } : {}),
          },
          refundedCredits: credit?.amount ?? 0,
          payoutId: line?.payout.id ?? null,
        },
      });
      const row = (await selectEntryRow(tx, entryId))!;
      await mailer.send(
        row.customerEmail,
        'entry_voided',
        entryMailTemplates.entryVoided({
          activity: row.activityName,
          venue: row.venueName,
          when: row.scannedAt,
          reason,
          credit: credit?.amount ?? null,
          balance: credit?.balanceAfter ?? null,
          covered: ticket.source === 'CHAMPIONSHIP',
          url: `${config.PUBLIC_URL.replace(/\/$/, '')}${PAGES.payment}`,
        }),
        tx,
        { dedupeKey: `entry-void:${entryId}` },
      );
      return credit?.amount ?? 0;
    }),
  );
  const row = await selectEntryRow(db, entryId);
  if (!row) throw new AppError('BACKOFFICE_ENTRY_NOT_FOUND');
  return { entry: toEntryRow(row), refundedCredits };
}
