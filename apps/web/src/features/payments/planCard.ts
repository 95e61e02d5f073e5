import type { SubscriptionDto } from '@champions/contract';
import { locale } from '../../shared/i18n/language.ts';
import { formatCzk } from '../../shared/i18n/money.ts';

/** A date as Czech readers write it, in Prague: "4. ledna 2027". */
const longDate = (value: string) =>
  new Intl.DateTimeFormat(locale(), { dateStyle: 'long', timeZone: 'Europe/Prague' }).format(new Date(value));

/**
 * The next payment a plan takes from the customer's saved card, or null when none is coming (no
 * live plan, a plan ending at its period's end, a plan the company pays).
 */
export function nextCardPayment(
  sub: SubscriptionDto | null | undefined,
): { amount: string; date: string } | null {
  if (!sub || sub.company || sub.cancelAtPeriodEnd || !sub.nextBillingDate) return null;
  if (!['ACTIVE', 'WAITING_FOR_PAYMENT', 'NOT_STARTED'].includes(sub.currentState)) return null;
  return { amount: formatCzk(sub.subscribedPrice), date: longDate(sub.nextBillingDate) };
}
