import { payoutPeriod } from '@champions/domain';
import { t } from '../i18n/index.ts';
import { locale } from '../i18n/language.ts';

const month = new Intl.DateTimeFormat(locale(), { month: 'long', timeZone: 'UTC' });
const day = new Intl.DateTimeFormat(locale(), {
  day: 'numeric',
  month: 'numeric',
  timeZone: 'Europe/Prague',
});

/**
 * A payout period's key as people say it: '2026-11' → 'listopad 2026', '2026-W47' → '47. týden 2026
 * (16. 11. – 22. 11.)'; a key that is no month or week shows as it is.
 */
export function payoutPeriodLabel(key: string): string {
  const monthly = /^(\d{4})-(\d{2})$/.exec(key);
  if (monthly && payoutPeriod('monthly', key)) {
    const name = month.format(new Date(Date.UTC(Number(monthly[1]), Number(monthly[2]) - 1, 1)));
    return t('payouts.periodMonth', { month: name, year: monthly[1]! });
  }
  const weekly = /^(\d{4})-W(\d{2})$/.exec(key);
  const period = weekly ? payoutPeriod('weekly', key) : null;
  if (weekly && period)
    return t('payouts.periodWeek', {
      week: Number(weekly[2]),
      year: weekly[1]!,
      from: day.format(period.start),
      to: day.format(new Date(period.end.getTime() - 1)),
    });
  return key;
}
