import type { ScanResponse, WalkInAdmitBody, WalkInStatus, WalkInTicket } from '@champions/contract';
import type { Language } from '@champions/domain';
import { walkInSaleState } from '@champions/domain';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../shared/errors.ts';
import type { AppEvents } from '../../../shared/event-bus.ts';
import type { Account } from '../../auth/index.ts';
import { admitHolder, findTicketView } from '../../entries/index.ts';
import { isPaymentFinal, type PaymentsService } from '../../payments/index.ts';
import { selectTicketIdOfPayment } from '../repository.ts';
import { markSaleCancelled, selectSaleOfPartner, type WalkInSaleRow } from '../walk-in-sale-repository.ts';

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

async function saleOf(db: Database, partner: Account, paymentId: string) {
  const sale = await selectSaleOfPartner(db, partner.id, paymentId);
  if (!sale) throw new AppError('ORGANISATION_SALE_NOT_FOUND');
  return sale;
}

/** The entry a paid sale bought (none while unpaid, or when a slot filled meanwhile gave the money back). */
async function soldTicket(db: Database, sale: WalkInSaleRow) {
  const ticketId = await selectTicketIdOfPayment(db, sale.paymentId);
  const view = ticketId ? await findTicketView(db, ticketId) : null;
  return view?.venueAdminId ? view : null;
}

async function statusOf(db: Database, sale: WalkInSaleRow, now: Date): Promise<WalkInStatus> {
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

/**
 * GET /api/partner/org/reception/walk-in/{paymentId}: where the organisation's desk sale stands
 * (the desk asks every few seconds while the customer pays on her phone) and, once paid, the sold
 * entry. Neither the name of the account behind the e-mail nor the customer's card code. Another
 * organisation's sale: 404.
 */
export async function walkInStatus(
  db: Database,
  payments: PaymentsService,
  partner: Account,
  paymentId: string,
  now: Date,
): Promise<WalkInStatus> {
  const sale = await refreshSale(
    payments,
    await saleOf(db, partner, paymentId),
    () => selectSaleOfPartner(db, partner.id, paymentId),
    now,
  );
  return statusOf(db, sale, now);
}

/**
 * POST /api/partner/org/reception/walk-in/{paymentId}/cancel: the desk cancels a sale the customer
 * has not paid: its payment is cancelled and the link answers that the desk cancelled it. A sale the
 * customer paid meanwhile stays paid (the answer says so).
 */
export async function cancelWalkIn(
  db: Database,
  payments: PaymentsService,
  partner: Account,
  paymentId: string,
  now: Date,
): Promise<WalkInStatus> {
  const sale = await saleOf(db, partner, paymentId);
  if (!isPaymentFinal(sale.paymentStatus)) await payments.cancelPayment(sale.userId, sale.paymentId);
  const after = await saleOf(db, partner, paymentId);
  if (walkInSaleState({ ...after, now }) !== 'paid') await markSaleCancelled(db, paymentId, now);
  return statusOf(db, await saleOf(db, partner, paymentId), now);
}

/**
 * POST /api/partner/org/reception/walk-in/{paymentId}/admit: the desk admits the entry it sold, by
 * the door's rules (the slot on now admits, a repeat spends nothing, another time only when the desk
 * confirms it), as the door of the ticket's venue. The answer names the customer by the e-mail, not
 * by the account's name. A sale not paid: 404. An admission says `entry.admitted` (the partner's
 * webhook), as a scan at the door does.
 */
export async function admitWalkIn(
  db: Database,
  payments: PaymentsService,
  partner: Account,
  paymentId: string,
  input: WalkInAdmitBody,
  now: Date,
  events: AppEvents,
  language: Language = 'cs',
): Promise<ScanResponse> {
  const sale = await refreshSale(
    payments,
    await saleOf(db, partner, paymentId),
    () => selectSaleOfPartner(db, partner.id, paymentId),
    now,
  );
  const view = walkInSaleState({ ...sale, now }) === 'paid' ? await soldTicket(db, sale) : null;
  if (!view) throw new AppError('ORGANISATION_SALE_NOT_FOUND');
  return admitHolder(
    db,
    { accountId: partner.id, partnerId: view.venueAdminId!, venueIds: [view.venueId], language },
    { userId: sale.userId, userName: sale.email },
    { venueId: view.venueId, confirmTicketId: input.confirmTicketId, onlyTicketId: view.ticket.id },
    now,
    events,
  );
}
