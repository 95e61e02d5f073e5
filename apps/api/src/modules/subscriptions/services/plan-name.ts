import { isChampionship, type SubscriptionType } from '@champions/domain';
import { SUBSCRIPTION_TEXTS } from '../../../shared/messages.ts';

const PLAN_NAMES: Record<SubscriptionType, string> = {
  CHAMPIONSHIP: SUBSCRIPTION_TEXTS.planYearly,
  CHAMPIONSHIP_FLEXIBLE: SUBSCRIPTION_TEXTS.planFlexible,
  PAYG_PLUS: 'PAYG+',
};

/** "Championship – roční, Brno" / "PAYG+" */
export function planName(type: SubscriptionType, areaName: string | null): string {
  if (!isChampionship(type)) return PLAN_NAMES[type];
  return `${PLAN_NAMES[type]}, ${areaName ?? SUBSCRIPTION_TEXTS.allAreas}`;
}
