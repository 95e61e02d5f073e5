import type { EntryQuoteResponse } from '@champions/contract';
import { t } from '../../shared/i18n/index.ts';
import { formatCzk } from '../../shared/i18n/money.ts';

/**
 * What a quoted purchase costs, in a line: the quote's total (what the buy panel charges), with its
 * places when there are more than one ("3 místa · 870 Kč").
 */
export function quotedTotal(quote: Pick<EntryQuoteResponse, 'places' | 'total'>): string {
  const total = formatCzk(quote.total);
  return quote.places > 1 ? t('friends.placesPrice', { n: quote.places, total }) : total;
}
