import type { SubscriptionDto } from '@champions/contract';
import { SUBSCRIPTION_TYPES, type SubscriptionStatus, type SubscriptionType } from '@champions/domain';

/** The fields of the API's subscription that the domain's state rules read (switchTo narrowed to a type). */
export function subscriptionStatus(dto: SubscriptionDto | null | undefined): SubscriptionStatus | null {
  if (!dto) return null;
  const switchTo = (SUBSCRIPTION_TYPES as readonly string[]).includes(dto.switchTo ?? '')
    ? (dto.switchTo as SubscriptionType)
    : null;
  return {
    type: dto.type,
    currentState: dto.currentState,
    cancelAtPeriodEnd: dto.cancelAtPeriodEnd,
    cancelAtWholeEnd: dto.cancelAtWholeEnd,
    switchTo,
  };
}
