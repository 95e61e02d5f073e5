import type { SubscriptionDto } from '@champions/contract';
import {
  BRAND,
  canExtend,
  isChampionship,
  isInExtendWindow,
  isYearly,
  pauseStatus,
  type SubscriptionStatus,
  type SubscriptionType,
  yearEnd,
} from '@champions/domain';
import { t } from '../../shared/i18n/index.ts';
import { locale } from '../../shared/i18n/language.ts';

/** A date as the page's readers write it, in Prague: "4. ledna 2027", "4 January 2027". */
export const longDate = (value: string | Date) =>
  new Intl.DateTimeFormat(locale(), { dateStyle: 'long', timeZone: 'Europe/Prague' }).format(new Date(value));

/** The plans' names in the page's language (read when shown). */
export const TYPE_NAMES: Record<SubscriptionType, string> = {
  get CHAMPIONSHIP() {
    return `${BRAND.membership} ${t('pendingPurchase.yearly')}`;
  },
  get CHAMPIONSHIP_FLEXIBLE() {
    return `${BRAND.membership} ${t('pendingPurchase.flexible')}`;
  },
  PAYG_PLUS: 'PAYG+',
};

/** "Championship roční, Brno" / "PAYG+" */
export function planLabel(type: SubscriptionType, areaName: string | null) {
  if (!isChampionship(type)) return TYPE_NAMES[type];
  return `${TYPE_NAMES[type]}, ${areaName ?? t('subscription.allLocations')}`;
}

/** End of a yearly commitment: start + numOfPeriods × 28 days (SPEC 3, 4; the domain's yearEnd). */
export const yearEndOf = (sub: { startDate: string; numOfPeriods: number }) =>
  yearEnd({ startDate: new Date(sub.startDate), numOfPeriods: sub.numOfPeriods });

/** "Prodloužit o rok" is offered for a yearly plan that may be extended, in the last periods of its commitment. */
export function extendOffered(
  sub: Pick<SubscriptionDto, 'type' | 'startDate' | 'numOfPeriods'>,
  status: SubscriptionStatus,
  now: number,
): boolean {
  if (!isYearly(sub.type) || !canExtend(status)) return false;
  return isInExtendWindow({ startDate: new Date(sub.startDate), numOfPeriods: sub.numOfPeriods }, now);
}

/** The planned or running pause of a subscription as dates; null without one or once it is over. */
export function activePause(sub: Pick<SubscriptionDto, 'pause'>, now: number) {
  if (!sub.pause) return null;
  const pause = { startsAt: new Date(sub.pause.startsAt), resumesAt: new Date(sub.pause.resumesAt) };
  return pauseStatus(pause, now) === 'over' ? null : pause;
}
