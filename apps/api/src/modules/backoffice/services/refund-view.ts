import type {
  BackofficeRefundRow,
  BackofficeUserPaymentRow,
  BackofficeUserPaymentsQuery,
  BackofficeUserPaymentsResponse,
} from '@champions/contract';
import type { Executor } from '../../../db/client.ts';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { type Payment, readRefundables } from '../../payments/index.ts';
import {
  type RefundRow,
  selectCardPaymentPage,
  selectRefundsOf,
  selectTicketsOf,
} from '../refunds-repository.ts';
import { findUser } from '../users-repository.ts';

export function toRefundRow(refund: RefundRow): BackofficeRefundRow {
  return {
    id: refund.id,
    amount: refund.amount,
    reason: refund.reason,
    createdAt: refund.createdAt.toISOString(),
    creditNoteNumber: refund.creditNoteNumber,
    by: refund.by,
    ticketCancelled: refund.cancelledTicketId !== null,
  };
}

type Ticket = Awaited<ReturnType<typeof selectTicketsOf>>[number];

function ticketState(ticket: Ticket | undefined): BackofficeUserPaymentRow['ticket'] {
  if (!ticket) return 'none';
  if (ticket.isUsed) return 'used';
  return ticket.isCancelled ? 'cancelled' : 'unused';
}

/**
 * The payments of `payments` as the back office lists them, with their refunds and tickets; `refundable`
 * is what a refund to the card may still give back, read as the refund itself reads it (`readRefundables`).
 */
export async function toPaymentRows(db: Executor, list: Payment[]): Promise<BackofficeUserPaymentRow[]> {
  const ids = list.map((p) => p.id);
  const [refunds, tickets, refundables] = await Promise.all([
    selectRefundsOf(db, ids),
    selectTicketsOf(db, ids),
    readRefundables(db, list),
  ]);
  return list.map((p) => ({
    id: p.id,
    kind: p.kind,
    description: p.description,
    status: p.status,
    createdAt: p.createdAt.toISOString(),
    paidAt: p.paidAt?.toISOString() ?? null,
    totalAmount: p.totalAmount,
    cardAmount: p.amount,
    creditsUsed: p.creditsUsed,
    receiptNumber: p.receiptNumber,
    refundedAmount: p.refundedAmount,
    refundable: p.receiptNumber ? refundables.get(p.id)!.toCardRemaining : 0,
    ticket: ticketState(tickets.find((t) => t.paymentId === p.id)),
    refunds: refunds.filter((r) => r.paymentId === p.id).map(toRefundRow),
  }));
}

/** GET /api/superadmin/users/:id/payments: the user's card payments, newest first, paged on the server. */
export async function listUserCardPayments(
  { db }: UseCaseContext,
  _superadmin: Account,
  { userId, page, limit }: BackofficeUserPaymentsQuery & { userId: string },
): Promise<BackofficeUserPaymentsResponse> {
  if (!(await findUser(db, userId))) throw new AppError('USER_NOT_FOUND');
  const { rows, total } = await selectCardPaymentPage(db, userId, page, limit);
  return {
    payments: await toPaymentRows(db, rows),
    pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
  };
}
