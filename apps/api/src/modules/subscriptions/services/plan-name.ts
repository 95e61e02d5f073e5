import type { SubscriptionType } from '@champions/domain';
import { planLabel } from '../../../mail/plan-label.ts';

/**
 * The plan's Czech name, "Championship – roční, Brno" / "PAYG+", for what is stored: a payment's
 * description (Czech by design; the receipt is the bilingual document). Mails and documents are
 * given the plan as a value (PlanLabel) and name it in the recipient's language.
 */
export function planName(type: SubscriptionType, areaName: string | null): string {
  return planLabel({ type, areaName }, 'cs');
}
