import type { WalkInStatus, WalkInTicket } from '@champions/contract';
import { walkInSaleState } from '@champions/domain';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../shared/errors.ts';
import type { Account } from '../../auth/index.ts';
import { findTicketView } from '../../entries/index.ts';
import { isPaymentFinal, type PaymentsService } from '../../payments/index.ts';
import { selectTicketIdOfPayment } from '../repository.ts';
import { selectSaleOfPartner, type WalkInSaleRow } from '../walk-in-sale-repository.ts';

/**
 * A desk sale brought up to date: an open payment is asked at the provider (the customer may have
 * paid on her phone: this fulfils it, as the card modal's return does), and a payment whose link's
 * time is over is cancelled (a card confirmed just in time still counts: cancelPayment applies it).
 */
export async function refreshSale(
  payments: PaymentsService,
  sale: WalkInSaleRow,
  reload: () => Promise<WalkInSaleRow | null>,
  now: Date,
): Promise<WalkInSaleRow> {
  if (isPaymentFinal(sale.paymentStatus)) return sale;
  if (sale.providerIntentId) await payments.syncPayment(sale.userId, sale.paymentId);
  let current = (await reload()) ?? sale;
  if (!isPaymentFinal(current.paymentStatus) && walkInSaleState({ ...current, now }) !== 'pending') {
    await payments.cancelPayment(current.userId, current.paymentId);
    current = (await reload()) ?? current;
  }
  return current;
}

/** The organisation's own desk sale; another organisation's: 404. */
export async function saleOf(db: Database, partner: Account, paymentId: string) {
  const sale = await selectSaleOfPartner(db, partner.id, paymentId);
  if (!sale) throw new AppError('ORGANISATION_SALE_NOT_FOUND');
  return sale;
}

/** The entry a paid sale bought (none while unpaid, or when a slot filled meanwhile gave the money back). */
export async function soldTicket(db: Database, sale: WalkInSaleRow) {
  const ticketId = await selectTicketIdOfPayment(db, sale.paymentId);
  const view = ticketId ? await findTicketView(db, ticketId) : null;
  return view?.venueAdminId ? view : null;
}

/** Where a desk sale stands, with the sold entry once paid. */
export async function statusOf(db: Database, sale: WalkInSaleRow, now: Date): Promise<WalkInStatus> {
  const state = walkInSaleState({ ...sale, now });
  const view = state === 'paid' ? await soldTicket(db, sale) : null;
  const ticket: WalkInTicket | null = view
    ? {
        ticketId: view.ticket.id,
        email: sale.email,
        activityName: view.activityName,
        venueName: view.venueName,
        slotStartsAt: view.slotStartsAt?.toISOString() ?? null,
        price: view.ticket.price,
        isUsed: view.ticket.isUsed,
      }
    : null;
  return { saleId: sale.paymentId, state, expiresAt: sale.expiresAt.toISOString(), ticket };
}
