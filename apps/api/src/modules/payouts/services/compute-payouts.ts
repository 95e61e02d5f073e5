import type { PayoutComputeResponse } from '@champions/contract';
import {
  isPayoutPeriodClosed,
  type PayoutFrequency,
  payoutPeriod,
  payoutTotals,
  payoutVariableSymbol,
} from '@champions/domain';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import { type Account, insertAuditEntry } from '../../auth/index.ts';
import { defaultCommissionOn, priceDay } from '../../prices/index.ts';
import {
  insertPayout,
  replacePayoutLines,
  selectPartnersFor,
  selectPayoutByPeriod,
  selectPayoutLines,
  selectUnpaidEntries,
  updatePayout,
} from '../repository.ts';

/**
 * Computes the payouts of a closed month (partners paid monthly) or ISO week (partners paid weekly)
 * from the entries admitted in it that no other payout holds, at each partner's commission. One
 * transaction per partner with the payout row locked: a draft is refreshed (its voids kept), an
 * approved or later payout is left as it is. A partner without a bank account is left out: the answer
 * names each one that had entries to pay in the period (`skipped`), so the back office can chase them.
 */
export async function computePayouts(
  { db, now }: UseCaseContext,
  superadmin: Account,
  input: { frequency: PayoutFrequency; period: string },
): Promise<PayoutComputeResponse> {
  const actorId = superadmin.id;
  const period = payoutPeriod(input.frequency, input.period);
  if (!period) throw new AppError('VALIDATION_ERROR', { params: { field: 'period', reason: input.period } });
  if (!isPayoutPeriodClosed(period, now)) {
    throw new AppError('PAYOUT_PERIOD_OPEN', { params: { period: period.key } });
  }
  const result: PayoutComputeResponse = {
    frequency: period.frequency,
    period: period.key,
    computed: 0,
    locked: 0,
    missingAccount: 0,
    skipped: [],
  };
  // a partner without its own settings pays the default commission in force when the period starts
  const defaultCommission = await defaultCommissionOn(db, priceDay(period.start));
  for (const partner of await selectPartnersFor(db, period.frequency)) {
    if (!partner.bankAccount?.trim()) {
      const waiting = await selectUnpaidEntries(db, {
        adminId: partner.adminId,
        from: period.start,
        to: period.end,
      });
      // nothing to pay in the period: nobody was left out
      if (waiting.length === 0) continue;
      result.missingAccount += 1;
      result.skipped.push({
        adminId: partner.adminId,
        partnerName: partner.companyName || partner.name,
        partnerEmail: partner.email,
        reason: 'missing_bank_account',
        entryCount: waiting.length,
        gross: waiting.reduce((sum, entry) => sum + entry.earning, 0),
      });
      continue;
    }
    const outcome = await db.transaction(async (tx) => {
      const existing = await selectPayoutByPeriod(tx, partner.adminId, period.start);
      if (existing && existing.status !== 'draft') return 'locked' as const;
      const entries = await selectUnpaidEntries(tx, {
        adminId: partner.adminId,
        from: period.start,
        to: period.end,
        exceptPayoutId: existing?.id,
      });
      if (!existing && entries.length === 0) return 'none' as const;
      const voids = new Map(
        existing
          ? (await selectPayoutLines(tx, existing.id)).filter((l) => l.voidedAt).map((l) => [l.entryId, l])
          : [],
      );
      const commissionBps = partner.commissionBps ?? defaultCommission;
      const totals = payoutTotals(
        entries.map((entry) => ({ earning: entry.earning, voided: voids.has(entry.entryId) })),
        commissionBps,
      );
      const values = {
        frequency: period.frequency,
        periodKey: period.key,
        periodEnd: period.end,
        amount: totals.net,
        gross: totals.gross,
        commission: totals.commission,
        commissionBps,
        entryCount: totals.entryCount,
        voidedCount: totals.voidedCount,
        voidedAmount: totals.voidedAmount,
        bankAccount: partner.bankAccount ?? '',
        companyName: partner.companyName || partner.name,
        variableSymbol: payoutVariableSymbol(period),
        computedAt: now,
      };
      const payout = existing
        ? await updatePayout(tx, existing.id, values)
        : await insertPayout(tx, {
            ...values,
            adminId: partner.adminId,
            periodStart: period.start,
            status: 'draft',
          });
      if (!payout) return 'locked' as const; // a concurrent computation made it first
      await replacePayoutLines(
        tx,
        payout.id,
        entries.map((entry) => {
          const voided = voids.get(entry.entryId);
          return {
            payoutId: payout.id,
            entryId: entry.entryId,
            earning: entry.earning,
            voidedAt: voided?.voidedAt ?? null,
            voidReason: voided?.voidReason ?? null,
            voidedById: voided?.voidedById ?? null,
          };
        }),
      );
      await insertAuditEntry(tx, {
        actorId,
        action: 'payout.compute',
        targetId: partner.adminId,
        data: {
          payoutId: payout.id,
          period: period.key,
          before: existing
            ? { status: existing.status, amount: existing.amount, entryCount: existing.entryCount }
            : null,
          after: { status: payout.status, amount: payout.amount, entryCount: payout.entryCount },
        },
      });
      return 'computed' as const;
    });
    if (outcome === 'computed') result.computed += 1;
    if (outcome === 'locked') result.locked += 1;
  }
  return result;
}
