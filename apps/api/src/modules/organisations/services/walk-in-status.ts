import type { WalkInStatus } from '@champions/contract';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { selectSaleOfPartner } from '../walk-in-sale-repository.ts';
import { refreshSale, saleOf, statusOf } from './walk-in-sale.ts';

/**
 * GET /api/partner/org/reception/walk-in/{paymentId}: where the organisation's desk sale stands
 * (the desk asks every few seconds while the customer pays on her phone) and, once paid, the sold
 * entry. Neither the name of the account behind the e-mail nor the customer's card code. Another
 * organisation's sale: 404.
 */
export async function walkInStatus(
  { db, payments, now }: UseCaseContext,
  partner: Account,
  { paymentId }: { paymentId: string },
): Promise<WalkInStatus> {
  const sale = await refreshSale(
    payments,
    await saleOf(db, partner, paymentId),
    () => selectSaleOfPartner(db, partner.id, paymentId),
    now,
  );
  return statusOf(db, sale, now);
}
