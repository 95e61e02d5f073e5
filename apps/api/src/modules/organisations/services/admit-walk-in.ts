import type { ScanResponse, WalkInAdmitBody } from '@champions/contract';
import { walkInSaleState } from '@champions/domain';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { admitHolder } from '../../entries/index.ts';
import { selectSaleOfPartner } from '../walk-in-sale-repository.ts';
import { refreshSale, saleOf, soldTicket } from './walk-in-sale.ts';

/**
 * POST /api/partner/org/reception/walk-in/{paymentId}/admit: the desk admits the entry it sold, by
 * the door's rules (the slot on now admits, a repeat spends nothing, another time only when the desk
 * confirms it), as the door of the ticket's venue. The answer names the customer by the e-mail, not
 * by the account's name. A sale not paid: 404. An admission says `entry.admitted` (the partner's
 * webhook), as a scan at the door does.
 */
export async function admitWalkIn(
  { db, payments, now, events, language }: UseCaseContext,
  partner: Account,
  { paymentId, ...input }: WalkInAdmitBody & { paymentId: string },
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
