import type {
  BackofficeRefundRow,
  BackofficeUserPaymentRow,
  BackofficeUserPaymentsQuery,
  BackofficeUserPaymentsResponse,
} from '@champions/contract';
import { refundRemaining } from '@champions/domain';
import type { Executor } from '../../../db/client.ts';
import { AppError } from '../../../shared/errors.ts';
import type { Payment } from '../../payments/index.ts';
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

const REFUNDABLE = new Set(['succeeded', 'partially_refunded']);

/** The payments of `payments` as the back office lists them, with their refunds and tickets. */
export async function toPaymentRows(db: Executor, list: Payment[]): Promise<BackofficeUserPaymentRow[]> {
  const ids = list.map((p) => p.id);
  const [refunds, tickets] = await Promise.all([selectRefundsOf(db, ids), selectTicketsOf(db, ids)]);
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
    refundable: REFUNDABLE.has(p.status) && p.receiptNumber ? refundRemaining(p.amount, p.refundedAmount) : 0,
    ticket: ticketState(tickets.find((t) => t.paymentId === p.id)),
    refunds: refunds.filter((r) => r.paymentId === p.id).map(toRefundRow),
  }));
}

/** GET /api/superadmin/users/:id/payments: the user's card payments, newest first, paged on the server. */
export async function listUserCardPayments(
  db: Executor,
  userId: string,
  query: BackofficeUserPaymentsQuery,
): Promise<BackofficeUserPaymentsResponse> {
  if (!(await findUser(db, userId))) throw new AppError('USER_NOT_FOUND');
  const { page, limit } = query;
  const { rows, total } = await selectCardPaymentPage(db, userId, page, limit);
  return {
    payments: await toPaymentRows(db, rows),
    pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
  };
}
