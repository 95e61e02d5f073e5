import { describe, expect, it } from 'vitest';
import { t } from '../i18n/index.ts';
import { payoutPeriodLabel } from './payoutPeriod.ts';

describe('a payout period as people say it', () => {
  it('names a month in Czech with its year', () => {
    expect(payoutPeriodLabel('2026-11')).toBe('listopad 2026');
    expect(payoutPeriodLabel('2027-01')).toBe('leden 2027');
  });

  it('names a week by its number and its Monday to Sunday', () => {
    expect(payoutPeriodLabel('2026-W47')).toBe('47. týden 2026 (16. 11. – 22. 11.)');
  });

  it('shows a key that is no month or week as it is', () => {
    expect(payoutPeriodLabel('2026-13')).toBe('2026-13');
    expect(payoutPeriodLabel('jindy')).toBe('jindy');
  });

  it('counts payouts with the Czech plural forms', () => {
    const row = (count: number) => t('payouts.exportRow', { date: '1. 12. 2026', count, total: '100 Kč' });
    expect(row(1)).toBe('1. 12. 2026: 1 výplata, celkem 100 Kč');
    expect(row(2)).toBe('1. 12. 2026: 2 výplaty, celkem 100 Kč');
    expect(row(5)).toBe('1. 12. 2026: 5 výplat, celkem 100 Kč');
  });
});
