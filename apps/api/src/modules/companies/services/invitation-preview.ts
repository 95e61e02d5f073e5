import type { SeatInvitationPreview } from '@champions/contract';
import { AppError } from '../../../shared/errors.ts';
import { COMPANY_TEXTS } from '../../../shared/messages.ts';
import { COMPANY_PLAN_TEXTS_EN } from '../../../shared/messages-en.ts';
import type { UseCaseContext } from '../../../shared/use-case.ts';
import type { Account } from '../../auth/index.ts';
import { creditBalance } from '../../payments/index.ts';
import { selectCompany, selectSeatByTokenHash } from '../repository.ts';
import { hashSeatToken } from './invite-employees.ts';
import { seatPrice } from './seat-price.ts';

/**
 * What the invitation link offers the signed-in employee before they accept it: the company, the plan
 * and its location, the period price split between the company and them, and their own credit (which
 * pays their share only when they agree to it). A seat taken by another account is refused. The plan is
 * named in the caller's language.
 */
export async function invitationPreview(
  { db, now, language }: UseCaseContext,
  user: Account,
  { token }: { token: string },
): Promise<SeatInvitationPreview> {
  const plans = language === 'en' ? COMPANY_PLAN_TEXTS_EN : COMPANY_TEXTS;
  const userId = user.id;
  const seat = await selectSeatByTokenHash(db, hashSeatToken(token));
  const company = seat && !seat.removedAt ? await selectCompany(db, seat.companyId) : null;
  if (!seat || !company) throw new AppError('COMPANY_INVITATION_INVALID');
  if (seat.userId && seat.userId !== userId) throw new AppError('COMPANY_INVITATION_TAKEN');
  const price = await seatPrice(db, seat, now);
  return {
    company: company.companyName || company.name,
    plan: price.areaName ? plans.areaPlan(price.areaName) : plans.allLocations,
    area: price.areaName,
    price: price.price,
    companyShare: price.company,
    employeeShare: price.employee,
    credits: await creditBalance(db, userId),
  };
}
