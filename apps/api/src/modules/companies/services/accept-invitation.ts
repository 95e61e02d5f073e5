import type { CreateSubscriptionResponse, SeatInvitationRequest } from '@champions/contract';
import type { Language } from '@champions/domain';
import type { Database } from '../../../db/client.ts';
import { AppError } from '../../../shared/errors.ts';
import type { SubscriptionsService } from '../../subscriptions/index.ts';
import {
  selectCompany,
  selectSeatByTokenHash,
  selectSeatSubscriptionId,
  selectSubscription,
  updateSeat,
} from '../repository.ts';
import { hashSeatToken } from './invite-employees.ts';
import { seatPrice } from './seat-price.ts';

/**
 * The employee takes the seat of the invitation link: the seat is claimed for their account (another
 * account is refused), then the Championship is ordered through the ordinary subscription order,
 * marked as the seat's: at once when the company pays the whole price, with the card modal for the
 * employee's share otherwise. The employee's own credit pays towards their share only when they
 * agreed to it (`useCredits`); without it no credit is spent.
 */
export async function acceptInvitation(
  deps: { db: Database; subscriptions: SubscriptionsService; now: Date },
  userId: string,
  { token, useCredits }: SeatInvitationRequest,
  idempotencyKey: string,
  /** the language of the card form's words (the request's) */
  language: Language = 'cs',
): Promise<CreateSubscriptionResponse> {
  const { db, subscriptions, now } = deps;
  const seat = await db.transaction(async (tx) => {
    const row = await selectSeatByTokenHash(tx, hashSeatToken(token), true);
    if (!row || row.removedAt || !(await selectCompany(tx, row.companyId))) {
      throw new AppError('COMPANY_INVITATION_INVALID');
    }
    if (row.userId && row.userId !== userId) throw new AppError('COMPANY_INVITATION_TAKEN');
    return row.userId ? row : updateSeat(tx, row.id, { userId });
  });
  const current = await selectSubscription(db, seat.subscriptionId);
  if (current && current.userId === userId && current.currentState === 'ACTIVE') {
    throw new AppError('SUBSCRIPTION_ALREADY_ACTIVE');
  }
  const price = await seatPrice(db, seat, now);
  let answer: CreateSubscriptionResponse;
  try {
    answer = await subscriptions.create(
      userId,
      { type: 'CHAMPIONSHIP_FLEXIBLE', areaId: seat.areaId, startNow: true },
      idempotencyKey,
      { seat: { id: seat.id, employeeShare: price.employee, useCredits: useCredits === true }, language },
    );
  } catch (error) {
    if (error instanceof AppError && error.code === 'SUBSCRIPTION_ALREADY_ACTIVE') {
      throw new AppError('COMPANY_SEAT_HAS_SUBSCRIPTION');
    }
    throw error;
  }
  const subscriptionId = await selectSeatSubscriptionId(db, userId, seat.id);
  await updateSeat(db, seat.id, { subscriptionId, acceptedAt: seat.acceptedAt ?? now });
  return answer;
}
