import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../plans/config.ts';
import { yearEnd, yearlyPeriodCount } from '../subscriptions/yearEnd.ts';
import {
  amountDueNow,
  isFreePeriod,
  normalizePromo,
  PROMO_INVALID_MESSAGE,
  PROMO_YEARLY_ONLY_MESSAGE,
  validatePromo,
} from './index.ts';

const yearly = { alreadyApplied: false, type: 'CHAMPIONSHIP' as const };

describe('promo code CHAMPIONSHIP (SPEC 5)', () => {
  it('is trimmed and upper-cased', () => {
    expect(normalizePromo('  championship \n')).toBe('CHAMPIONSHIP');
  });

  it('accepts the code with spaces and lower case', () => {
    expect(validatePromo(' Championship  ', yearly)).toEqual({ ok: true, code: 'CHAMPIONSHIP' });
  });

  it("refuses an already applied code with 'Tento kód není platný.'", () => {
    expect(validatePromo('CHAMPIONSHIP', { ...yearly, alreadyApplied: true })).toEqual({
      ok: false,
      error: 'Tento kód není platný.',
    });
  });

  it('refuses any other code, inner spaces included', () => {
    expect(validatePromo('CHAMPION', yearly)).toEqual({ ok: false, error: PROMO_INVALID_MESSAGE });
    expect(validatePromo('CHAMPION SHIP', yearly).ok).toBe(false);
    expect(validatePromo('', yearly).ok).toBe(false);
  });

  it('affects only the yearly plan: refused for flexible and PAYG+, saying why (our decision)', () => {
    const yearlyOnly = { ok: false, error: 'Kód CHAMPIONSHIP platí jen pro roční členství.' };
    expect(validatePromo('CHAMPIONSHIP', { ...yearly, type: 'CHAMPIONSHIP_FLEXIBLE' })).toEqual(yearlyOnly);
    expect(validatePromo('championship', { ...yearly, type: 'PAYG_PLUS' })).toEqual(yearlyOnly);
    expect(PROMO_YEARLY_ONLY_MESSAGE).toBe(yearlyOnly.error);
    expect(validatePromo('SLEVA', { ...yearly, type: 'CHAMPIONSHIP_FLEXIBLE' })).toEqual({
      ok: false,
      error: PROMO_INVALID_MESSAGE,
    });
  });

  it('first period (4 weeks) free; 14 periods = 56 weeks in total', () => {
    expect(isFreePeriod(0, true)).toBe(true);
    expect(isFreePeriod(1, true)).toBe(false);
    expect(isFreePeriod(0, false)).toBe(false);
    const start = Date.UTC(2025, 0, 6);
    expect(yearEnd({ startDate: start, numOfPeriods: yearlyPeriodCount(true) }).getTime() - start).toBe(
      56 * 7 * 86_400_000,
    );
  });

  it('amount due now is 0 with the promo on the yearly plan, else the first period price', () => {
    const praha = { type: 'CHAMPIONSHIP' as const, area: { id: 'praha', price: 169_900 } };
    expect(amountDueNow(praha, DEFAULT_CONFIG, true)).toBe(0);
    expect(amountDueNow(praha, DEFAULT_CONFIG, false)).toBe(169_900);
    expect(amountDueNow({ ...praha, type: 'CHAMPIONSHIP_FLEXIBLE' }, DEFAULT_CONFIG, true)).toBe(189_800);
  });
});
