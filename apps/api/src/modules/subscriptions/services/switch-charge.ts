import { createHash } from 'node:crypto';
import { type PlanChoice, SUBSCRIPTION_TYPES, type SubscriptionType } from '@champions/domain';
import type { Subscription } from '../repository.ts';

const ALL_AREAS = 'all';

/**
 * A short fingerprint of the plan's terms a switch is priced and allowed on (type, area, state,
 * period, price, cancellation, pending switch, pause, ...): equal fingerprints, the same plan.
 */
export function planFingerprint(sub: Subscription): string {
  const terms = [
    sub.type,
    sub.areaId,
    sub.currentState,
    sub.currentPeriod,
    sub.numOfPeriods,
    sub.startDate.getTime(),
    sub.subscribedPrice,
    sub.cancelAtPeriodEnd,
    sub.cancelAtWholeEnd,
    sub.switchTo,
    sub.switchToAreaId,
    sub.catchUpFee,
    sub.cancelledAt?.getTime() ?? null,
    sub.pauseStartsAt?.getTime() ?? null,
    sub.pauseResumesAt?.getTime() ?? null,
    sub.companySeatId,
  ];
  return createHash('sha256').update(JSON.stringify(terms)).digest('hex').slice(0, 16);
}

/**
 * The reference of a switch's charge, `${subscriptionId}:switch:${askedAt}:${plan}:${type}:${area}`:
 * everything its fulfilment needs to put the switch into effect as it was asked, even when the charge
 * succeeds only later (the reconcile job after a crash), and to see whether the plan is still the same.
 */
export function switchChargeReference(sub: Subscription, askedAt: Date, target: PlanChoice): string {
  return [
    sub.id,
    'switch',
    askedAt.getTime(),
    planFingerprint(sub),
    target.type,
    target.area?.id ?? ALL_AREAS,
  ].join(':');
}

export interface AskedSwitch {
  subscriptionId: string;
  askedAt: Date;
  plan: string;
  type: SubscriptionType;
  areaId: string | null;
}

/** What a switch charge's reference says was asked, or null for another reference (an older format). */
export function readSwitchChargeReference(reference: string | null): AskedSwitch | null {
  const [subscriptionId, kind, askedAt, plan, type, area, ...rest] = (reference ?? '').split(':');
  if (kind !== 'switch' || !subscriptionId || !plan || !area || rest.length > 0) return null;
  if (!(SUBSCRIPTION_TYPES as readonly string[]).includes(type ?? '')) return null;
  const at = Number(askedAt);
  if (!Number.isSafeInteger(at)) return null;
  return {
    subscriptionId,
    askedAt: new Date(at),
    plan,
    type: type as SubscriptionType,
    areaId: area === ALL_AREAS ? null : area,
  };
}
