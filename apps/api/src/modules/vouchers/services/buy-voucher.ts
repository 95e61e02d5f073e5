import type { BuyVoucherBody, BuyVoucherResponse } from '@champions/contract';
import {
  addDaysToDay,
  isVoucherAmount,
  planVoucherAmount,
  pragueDayKey,
  VOUCHER_DELIVERY_MAX_DAYS,
} from '@champions/domain';
import type { Executor } from '../../../db/client.ts';
import { VOUCHER_TEXTS } from '../../../mail/voucher-templates.ts';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { quoteVoucherPlan } from '../../subscriptions/index.ts';
import { selectVoucherOfPayment } from '../repository.ts';
import { voucherReference } from './fulfil-voucher.ts';
import { customerVoucher } from './voucher-view.ts';

/**
 * Starts (or resumes, same Idempotency-Key) the card payment of a gift voucher (an amount, or periods of a
 * Championship plan at today's price: payment kind 'plan_voucher', with a receipt): the whole amount on the card,
 * the customer's credit untouched (credit cannot buy a voucher: it would turn credit into a gift of money).
 * 201 with the voucher when a saved card paid at once; 202 with the client secret for the card modal.
 * The answer names a plan voucher's plan in the caller's language.
 */
export async function buyVoucher(
  { db, payments, now, language }: UseCaseContext,
  user: Account,
  { key, ...body }: BuyVoucherBody & { key: string },
): Promise<{ statusCode: 201 | 202; body: BuyVoucherResponse }> {
  const plan = body.plan ? await planOrder(db, body.plan, body.price, now) : null;
  const amount = plan ? plan.amount : (body.amount ?? 0);
  if (!plan && !isVoucherAmount(amount)) throw new AppError('BAD_REQUEST');
  const today = pragueDayKey(now);
  if (body.deliveryDate < today || body.deliveryDate > addDaysToDay(today, VOUCHER_DELIVERY_MAX_DAYS)) {
    throw new AppError('VOUCHER_DELIVERY_DATE_INVALID');
  }
  const payment = await payments.startPurchase({
    userId: user.id,
    amount,
    useCredits: false,
    paymentMethodId: body.paymentMethodId,
    purpose: {
      kind: plan ? 'plan_voucher' : 'voucher',
      reference: voucherReference({
        amount,
        recipientName: body.recipientName.trim(),
        message: (body.message ?? '').trim(),
        recipientEmail: body.recipientEmail ?? null,
        deliveryDate: body.deliveryDate,
        ...(plan ? { plan: plan.plan } : {}),
      }),
      description: plan
        ? VOUCHER_TEXTS.planPaymentDescription(plan.plan.name, plan.plan.periods)
        : VOUCHER_TEXTS.paymentDescription(amount),
    },
    idempotencyKey: `voucher-${key}`,
  });
  const voucher = payment.status === 'succeeded' ? await selectVoucherOfPayment(db, payment.paymentId) : null;
  return {
    statusCode: voucher ? 201 : 202,
    body: { voucher: voucher ? await customerVoucher(db, voucher, now, language) : null, payment },
  };
}

/**
 * A plan voucher's order: the plan as the checkout offers it today, at its period price × periods. The price
 * the page showed must be that price (a price changed since is refused, VOUCHER_PRICE_CHANGED).
 */
async function planOrder(
  db: Executor,
  choice: NonNullable<BuyVoucherBody['plan']>,
  shown: number | undefined,
  now: Date,
) {
  const quote = await quoteVoucherPlan(db, choice.type, choice.areaId, now);
  const amount = planVoucherAmount(quote.periodPrice, choice.periods);
  if (amount <= 0 || shown !== amount) throw new AppError('VOUCHER_PRICE_CHANGED');
  return {
    amount,
    plan: { type: choice.type, areaId: quote.areaId, name: quote.name, periods: choice.periods },
  };
}
