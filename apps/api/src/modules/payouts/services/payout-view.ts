import type { PayoutDetail, PayoutSummary } from '@champions/contract';
import { czechAccountToIban, spaydPayload } from '@champions/domain';
import { PAYOUT_TEXTS } from '../../../shared/messages.ts';
import type { PayoutWithPartner } from '../repository.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toSummary(row: PayoutWithPartner): PayoutSummary {
  return {
    id: row.id,
    adminId: row.adminId,
    partnerName: row.partnerName,
    partnerEmail: row.partnerEmail,
    frequency: row.frequency,
    period: row.periodKey,
    periodStart: row.periodStart.toISOString(),
    periodEnd: row.periodEnd.toISOString(),
    status: row.status,
    entryCount: row.entryCount,
    voidedCount: row.voidedCount,
    voidedAmount: row.voidedAmount,
    gross: row.gross,
    commissionBps: row.commissionBps,
    commission: row.commission,
    amount: row.amount,
    bankAccount: row.bankAccount,
    variableSymbol: row.variableSymbol,
    computedAt: iso(row.computedAt),
    approvedAt: iso(row.approvedAt),
    exportedAt: iso(row.exportedAt),
    exportId: row.exportId,
    paidAt: iso(row.paidAt),
  };
}

/** The payout with its IBAN and QR Platba code (none while there is nothing to pay). */
export function toDetail(row: PayoutWithPartner): PayoutDetail {
  const iban = czechAccountToIban(row.bankAccount);
  const spayd =
    iban && row.amount > 0 && row.variableSymbol
      ? spaydPayload({
          iban,
          amount: row.amount,
          variableSymbol: row.variableSymbol,
          message: PAYOUT_TEXTS.paymentMessage(row.periodKey),
        })
      : null;
  return { payout: toSummary(row), iban, spayd };
}
