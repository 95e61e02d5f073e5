import type { PaymentDetailResponse, PaymentMethodDto } from '@champions/contract';
import { type Language, paymentHistoryOutcome } from '@champions/domain';
import { paymentDescriptionIn } from '../../mail/payment-description.ts';
import type { Payment } from './service.ts';

/** A saved card as the contract answers it (Stripe's card shape). */
export const toMethodDto = (m: {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  isDefault: boolean;
}): PaymentMethodDto => ({
  id: m.id,
  card: { brand: m.brand, last4: m.last4, exp_month: m.expMonth, exp_year: m.expYear },
  isDefault: m.isDefault,
});

/** A payment as a line of the billing history answers it, its description in the reader's language. */
export const toPaymentSummary = (p: Payment, language: Language = 'cs') => ({
  id: p.id,
  kind: p.kind,
  description: paymentDescriptionIn(p.description, language),
  amount: p.amount,
  creditsUsed: p.creditsUsed,
  currency: p.currency,
  status: p.status,
  outcome: paymentHistoryOutcome(p),
  refundedAmount: p.refundedAmount,
  receiptNumber: p.receiptNumber,
  createdAt: p.createdAt.toISOString(),
});

/** One payment with its totals, as the contract answers it. */
export const toPaymentDetail = (p: Payment, language: Language = 'cs'): PaymentDetailResponse['payment'] => ({
  ...toPaymentSummary(p, language),
  totalAmount: p.totalAmount,
  creditsBack: p.creditsBack,
  lastError: p.lastError,
  paidAt: p.paidAt?.toISOString() ?? null,
});
