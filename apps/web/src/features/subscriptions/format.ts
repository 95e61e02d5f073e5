import type { SubscriptionDto } from '@champions/contract';
import { BRAND, isChampionship, PERIOD_MS, pauseStatus, type SubscriptionType } from '@champions/domain';
import { t } from '../../shared/i18n/index.ts';

/** A date as Czech readers write it, in Prague: "4. ledna 2027". */
export const longDate = (value: string | Date) =>
  new Intl.DateTimeFormat('cs-CZ', { dateStyle: 'long', timeZone: 'Europe/Prague' }).format(new Date(value));

export const TYPE_NAMES: Record<SubscriptionType, string> = {
  CHAMPIONSHIP: `${BRAND.membership} roční`,
  CHAMPIONSHIP_FLEXIBLE: `${BRAND.membership} flexibilní`,
  PAYG_PLUS: 'PAYG+',
};

/** "Championship roční, Brno" / "PAYG+" */
export function planLabel(type: SubscriptionType, areaName: string | null) {
  if (!isChampionship(type)) return TYPE_NAMES[type];
  return `${TYPE_NAMES[type]}, ${areaName ?? t('subscription.allLocations')}`;
}

/** End of a yearly commitment: start + numOfPeriods × 28 days (SPEC 3, 4). */
export const yearEndOf = (sub: { startDate: string; numOfPeriods: number }) =>
  new Date(new Date(sub.startDate).getTime() + sub.numOfPeriods * PERIOD_MS);

/** The planned or running pause of a subscription as dates; null without one or once it is over. */
export function activePause(sub: Pick<SubscriptionDto, 'pause'>, now: number) {
  if (!sub.pause) return null;
  const pause = { startsAt: new Date(sub.pause.startsAt), resumesAt: new Date(sub.pause.resumesAt) };
  return pauseStatus(pause, now) === 'over' ? null : pause;
}
