import type { CompanySeat } from '@champions/contract';
import { PAGES } from '@champions/domain';
import type { Database } from '../../../db/client.ts';
import { companyMail } from '../../../mail/company-templates.ts';
import type { Mailer } from '../../../mail/mailer.ts';
import { AppError } from '../../../shared/errors.ts';
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
  deps: { db: Database; mailer: Mailer; publicUrl: string; now: Date },
  companyId: string,
  seatId: string,
): Promise<CompanySeat> {
  const { db, mailer, publicUrl, now } = deps;
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
