import type { LocalConfirmResponse } from '@champions/contract';
import { walkInSaleState } from '@champions/domain';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../shared/errors.ts';
import type { PaymentsService } from '../../payments/index.ts';
import { selectSaleByTokenHash, type WalkInSaleRow } from '../walk-in-sale-repository.ts';
import { payTokenHash } from './walk-in-link.ts';
import { refreshSale } from './walk-in-sale.ts';

/** The sale of a payment link; an unknown token: 404. */
export async function saleOfLink(db: Database, token: string): Promise<WalkInSaleRow> {
  const sale = await selectSaleByTokenHash(db, payTokenHash(token));
  if (!sale) throw new AppError('WALK_IN_LINK_NOT_FOUND');
  return sale;
}

/** The link's sale brought up to date (refreshSale). */
export async function currentSale(db: Database, payments: PaymentsService, token: string, now: Date) {
  return refreshSale(
    payments,
    await saleOfLink(db, token),
    () => selectSaleByTokenHash(db, payTokenHash(token)),
    now,
  );
}

/** A link that can still pay: a cancelled or expired one says so in Czech. */
export function refuseClosed(sale: WalkInSaleRow, now: Date) {
  const state = walkInSaleState({ ...sale, now });
  if (state === 'cancelled') throw new AppError('WALK_IN_LINK_CANCELLED');
  if (state === 'expired') throw new AppError('WALK_IN_LINK_EXPIRED');
  return state;
}

/** The link's payment, when the client secret is its own intent's. */
export function checkSecret(sale: WalkInSaleRow, clientSecret: string) {
  if (!sale.providerIntentId || clientSecret.split('_secret_')[0] !== sale.providerIntentId) {
    throw new AppError('WALK_IN_LINK_NOT_FOUND');
  }
}

/** What a card call on a link already paid answers: paid, nothing charged. */
export const paidAnswer = (sale: WalkInSaleRow): LocalConfirmResponse => ({
  intentType: 'payment',
  id: sale.providerIntentId ?? sale.paymentId,
  status: 'succeeded',
  error: null,
});
