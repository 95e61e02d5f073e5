import { type Crowns, crownsToMinor, formatMoney, type HalerAmount } from '@champions/domain';
import { getLanguage } from './language.ts';

/**
 * The domain's one money formatter (`formatMoney`, packages/domain/src/language/format.ts) in the
 * page's language: '1 699 Kč' on a Czech page, '1,699 Kč' on an English one. The web imports these,
 * never the domain's `formatCzk` (Czech only).
 */
export const formatCzk = (minor: HalerAmount): string => formatMoney(minor, getLanguage());

/** An amount in whole crowns (the contract's config and area prices) in the page's language. */
export const formatCrowns = (amount: Crowns): string => formatMoney(crownsToMinor(amount), getLanguage());
