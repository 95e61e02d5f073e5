import type { PriceInForce } from '@champions/contract';
import { crowns, type PriceTarget } from '@champions/domain';
import { t } from '../../shared/i18n/index.ts';
import { formatCrowns } from '../../shared/i18n/money.ts';
import { dateOnly } from './BoUi.tsx';

/** What a change changes, in Czech: "Praha", "Všechny lokality", "Příplatek za flexibilní plán", ... */
export function targetLabel(target: PriceTarget, areaName: string | null): string {
  if (target === 'AREA') return t('boPrices.targetArea', { area: areaName ?? '—' });
  return t(`boPrices.target.${target}`);
}

/** An amount in its unit: '1 699 Kč' for a price, '15 %' for the commission. */
export function amountLabel(target: PriceTarget, amount: number | null): string {
  if (amount === null) return '—';
  return target === 'COMMISSION' ? t('boPrices.percent', { n: amount }) : formatCrowns(crowns(amount));
}

/** A Prague calendar day 'YYYY-MM-DD' as the Czech date. */
export function dayLabel(day: string): string {
  return dateOnly.format(new Date(`${day}T12:00:00Z`));
}

/** The label of a price-in-force row. */
export const inForceLabel = (row: PriceInForce) => targetLabel(row.target, row.areaName);
