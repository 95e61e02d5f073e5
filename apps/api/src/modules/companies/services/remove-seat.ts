import type { CompanySeat } from '@champions/contract';
import { PAGES } from '@champions/domain';
import { companyMail } from '../../../mail/company-templates.ts';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import {
  selectCompany,
  selectCompanySeat,
  selectSubscription,
  setSubscriptionEndsAtPeriodEnd,
  updateSeat,
} from '../repository.ts';
import { seatView } from './list-seats.ts';

/**
 * Removes an employee (our decision): an invitation not taken is withdrawn; a taken seat's Championship
 * runs to the end of the period already paid and then ends (no renewal). The employee is told by e-mail.
 */
export async function removeSeat(
  { db, mailer, config, now }: UseCaseContext,
  account: Account,
  { seatId }: { seatId: string },
): Promise<CompanySeat> {
  const companyId = account.id;
  const publicUrl = config.PUBLIC_URL;
  await db.transaction(async (tx) => {
    const seat = await selectCompanySeat(tx, companyId, seatId, true);
    if (!seat) throw new AppError('COMPANY_SEAT_NOT_FOUND');
    if (seat.removedAt) return;
    await updateSeat(tx, seat.id, { removedAt: now });
    const sub = await selectSubscription(tx, seat.subscriptionId);
    if (!sub || !['ACTIVE', 'WAITING_FOR_PAYMENT', 'NOT_STARTED'].includes(sub.currentState)) return;
    await setSubscriptionEndsAtPeriodEnd(tx, sub.id, now);
    const company = await selectCompany(tx, companyId);
    const until = sub.nextBillingDate ?? now;
    await mailer.send(
      seat.email,
      'company_seat_removed',
      companyMail.removed(
        company?.companyName || company?.name || '',
        until,
        `${publicUrl}${PAGES.user.subscription}`,
      ),
      tx,
    );
  });
  return seatView(db, companyId, seatId, now);
}
