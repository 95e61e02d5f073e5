import type { CreateSubscriptionResponse, SeatInvitationRequest } from '@champions/contract';
import { AppError } from '../../../shared/errors.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { createSubscription } from '../../subscriptions/index.ts';
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
  ctx: UseCaseContext,
  user: Account,
  /** `key`: the call's Idempotency-Key, the subscription order's */
  { token, useCredits, key }: SeatInvitationRequest & { key: string },
): Promise<CreateSubscriptionResponse> {
  const { db, now } = ctx;
  const userId = user.id;
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
    // the card form's words in the request's language (the context's)
    answer = await createSubscription(ctx, user, {
      type: 'CHAMPIONSHIP_FLEXIBLE',
      areaId: seat.areaId,
      startNow: true,
      key,
      seat: { id: seat.id, employeeShare: price.employee, useCredits: useCredits === true },
    });
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
