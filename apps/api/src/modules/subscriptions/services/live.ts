import { isChampionship, type PlanChoice, type SubscriptionType } from '@champions/domain';
import type { Executor } from '../../../db/client.ts';
import { AppError, NotFoundError } from '../../../shared/errors.ts';
import { loadPlanCompany } from '../../entries/index.ts';
import { findSubscription, liveSubscription, loadArea, type Subscription, toDto } from '../repository.ts';

/** The subscription as the API answers it. */
export async function subscriptionAnswer(db: Executor, id: string) {
  const sub = await findSubscription(db, id);
  if (!sub) throw new NotFoundError();
  return toDto(db, sub);
}

/** The user's subscription that runs (a checkout not finished is not one): SUBSCRIPTION_NOT_LIVE otherwise. */
export async function requireLive(db: Executor, userId: string): Promise<Subscription> {
  const sub = await liveSubscription(db, userId);
  if (!sub || sub.currentState === 'NOT_STARTED') throw new AppError('SUBSCRIPTION_NOT_LIVE');
  return sub;
}

/**
 * A company-paid plan (corporate plan) is the company's to change: the employee cannot switch, pause,
 * cancel, reactivate, extend or withdraw from it, nor take back a switch or a pause
 * (SUBSCRIPTION_COMPANY_MANAGED, naming the company); the company removes the seat. A removed
 * employee's plan stays the company's too, so it ends with its paid period as the removal set.
 */
export async function refuseCompanyPlan(db: Executor, sub: Subscription): Promise<void> {
  if (!sub.companySeatId) return;
  const company = await loadPlanCompany(db, sub.companySeatId);
  throw new AppError('SUBSCRIPTION_COMPANY_MANAGED', { params: { company: company?.name ?? '' } });
}

/** A plan type with its area (with the area's price) as the domain rules take it. */
export async function choiceOf(
  db: Executor,
  type: SubscriptionType,
  areaId: string | null | undefined,
  day: string,
): Promise<PlanChoice> {
  if (!isChampionship(type)) return { type, area: null };
  const area = await loadArea(db, areaId, day);
  return { type, area: area ? { id: area.id, price: area.price } : null };
}
