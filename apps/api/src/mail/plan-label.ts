import { isChampionship, isYearly, type Language, type SubscriptionType } from '@champions/domain';
import { PLAN_TEXTS } from '../shared/messages.ts';
import { PLAN_TEXTS_EN } from '../shared/messages-en.ts';

/**
 * A subscription plan as the mails and documents are given it: a value, not words, so that each
 * language names it its own way (a stored payment description keeps the Czech name, planName).
 */
export interface PlanLabel {
  type: SubscriptionType;
  /** the plan's location; null: all locations (a PAYG+ plan has none) */
  areaName: string | null;
}

const WORDS = { cs: PLAN_TEXTS, en: PLAN_TEXTS_EN } as const;

/** "Championship – roční, Brno" / "Championship – flexible, all locations" / "PAYG+" */
export function planLabel(plan: PlanLabel, language: Language): string {
  const words = WORDS[language];
  if (!isChampionship(plan.type)) return words.paygPlus;
  const duration = isYearly(plan.type) ? words.yearly : words.flexible;
  return `${duration}, ${plan.areaName ?? words.allAreas}`;
}
