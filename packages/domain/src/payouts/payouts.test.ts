import { describe, expect, it } from 'vitest';
import {
  czechAccountToIban,
  isPayoutPeriodClosed,
  lastClosedPayoutPeriod,
  paymentText,
  payoutActionAllowed,
  payoutActionFrom,
  payoutPeriod,
  payoutPeriodOf,
  payoutTotals,
  payoutVariableSymbol,
  pragueMidnight,
  spaydPayload,
} from './index.ts';

const iso = (date: Date | undefined) => date?.toISOString();

describe('payout periods (Europe/Prague calendar)', () => {
  it('starts a month at Prague midnight in winter and summer time', () => {
    expect(iso(pragueMidnight(2026, 1, 1))).toBe('2025-12-31T23:00:00.000Z');
    expect(iso(pragueMidnight(2026, 7, 1))).toBe('2026-06-30T22:00:00.000Z');
    expect(iso(pragueMidnight(2026, 13, 1))).toBe('2026-12-31T23:00:00.000Z');
  });

  it('bounds October 2026 across the end of summer time', () => {
    const october = payoutPeriod('monthly', '2026-10');
    expect(iso(october?.start)).toBe('2026-09-30T22:00:00.000Z');
    expect(iso(october?.end)).toBe('2026-10-31T23:00:00.000Z');
  });

  it('bounds an ISO week Monday to Monday, also across a new year', () => {
    const w47 = payoutPeriod('weekly', '2026-W47');
    expect(iso(w47?.start)).toBe('2026-11-15T23:00:00.000Z');
    expect(iso(w47?.end)).toBe('2026-11-22T23:00:00.000Z');
    expect(iso(payoutPeriod('weekly', '2026-W01')?.start)).toBe('2025-12-28T23:00:00.000Z');
    expect(payoutPeriod('weekly', '2026-W53')?.key).toBe('2026-W53'); // 2026 starts on a Thursday
  });

  it('refuses keys that name no month or week', () => {
    expect(payoutPeriod('monthly', '2026-13')).toBeNull();
    expect(payoutPeriod('monthly', '2026-00')).toBeNull();
    expect(payoutPeriod('monthly', '2026-W47')).toBeNull();
    expect(payoutPeriod('weekly', '2026-W00')).toBeNull();
    expect(payoutPeriod('weekly', '2025-W53')).toBeNull();
    expect(payoutPeriod('weekly', '2026-11')).toBeNull();
  });

  it('finds the period of an instant on the Prague calendar', () => {
    // 23:30 UTC on 31 October is already 1 November in Prague
    expect(payoutPeriodOf('monthly', Date.parse('2026-10-31T23:30:00Z')).key).toBe('2026-11');
    expect(payoutPeriodOf('weekly', Date.parse('2027-01-01T10:00:00Z')).key).toBe('2026-W53');
    expect(payoutPeriodOf('weekly', Date.parse('2026-11-22T22:59:59Z')).key).toBe('2026-W47');
  });

  it('computes last month and last week from now, and only closed periods', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    expect(lastClosedPayoutPeriod('monthly', now).key).toBe('2026-10');
    expect(lastClosedPayoutPeriod('weekly', now).key).toBe('2026-W47');
    expect(lastClosedPayoutPeriod('monthly', new Date('2027-01-05T12:00:00Z')).key).toBe('2026-12');
    const november = payoutPeriod('monthly', '2026-11');
    expect(november && isPayoutPeriodClosed(november, now)).toBe(false);
    expect(isPayoutPeriodClosed(lastClosedPayoutPeriod('monthly', now), now)).toBe(true);
  });

  it('gives each period its own variable symbol', () => {
    expect(payoutVariableSymbol({ frequency: 'monthly', key: '2026-10' })).toBe('202610');
    expect(payoutVariableSymbol({ frequency: 'weekly', key: '2026-W07' })).toBe('2026007');
  });
});

describe('payout totals', () => {
  it('pays the gross of the entries that stand, less the commission rounded half up', () => {
    const totals = payoutTotals(
      [
        { earning: 15_000, voided: false },
        { earning: 20_050, voided: false },
        { earning: 9_900, voided: true },
      ],
      1_250,
    );
    // 35 050 × 12.5 % = 4 381.25 → 4 381
    expect(totals).toEqual({
      entryCount: 2,
      voidedCount: 1,
      voidedAmount: 9_900,
      gross: 35_050,
      commission: 4_381,
      net: 30_669,
    });
    expect(payoutTotals([{ earning: 1_004, voided: false }], 1_250).commission).toBe(126); // 125.5 → 126
  });

  it('pays everything at no commission and nothing when all is voided', () => {
    expect(payoutTotals([{ earning: 500, voided: false }], 0).net).toBe(500);
    expect(payoutTotals([{ earning: 500, voided: true }], 1_000).net).toBe(0);
    expect(payoutTotals([], 0).gross).toBe(0);
  });

  it('refuses a commission outside 0–100 % or not in whole basis points', () => {
    expect(() => payoutTotals([], -1)).toThrow(RangeError);
    expect(() => payoutTotals([], 10_001)).toThrow(RangeError);
    expect(() => payoutTotals([], 1.5)).toThrow(RangeError);
  });
});

describe('payout states', () => {
  it('moves draft → approved → exported → paid and never back', () => {
    expect(payoutActionAllowed('draft', 'approve')).toBe(true);
    expect(payoutActionAllowed('approved', 'approve')).toBe(false);
    expect(payoutActionAllowed('approved', 'export')).toBe(true);
    expect(payoutActionAllowed('exported', 'export')).toBe(false);
    expect(payoutActionAllowed('exported', 'markPaid')).toBe(true);
    expect(payoutActionAllowed('approved', 'markPaid')).toBe(true);
    expect(payoutActionAllowed('paid', 'markPaid')).toBe(false);
    expect(payoutActionAllowed('approved', 'void')).toBe(false);
    expect(payoutActionAllowed('draft', 'recompute')).toBe(true);
    expect(payoutActionFrom('markPaid')).toEqual(['approved', 'exported']);
  });
});

describe('QR Platba (SPAYD) and IBAN', () => {
  it('turns a Czech account into its IBAN (the ČNB example)', () => {
    expect(czechAccountToIban('19-2000145399/0800')).toBe('CZ6508000000192000145399');
    expect(czechAccountToIban('2000145399/0800')).toMatch(/^CZ\d{2}08000000002000145399$/);
    expect(czechAccountToIban('not an account')).toBeNull();
  });

  it('writes the payment with amount in Kč, CZK, message and variable symbol', () => {
    expect(
      spaydPayload({
        iban: 'CZ6508000000192000145399',
        amount: 123_405,
        variableSymbol: '202610',
        message: 'Výplata Champions * říjen 2026',
      }),
    ).toBe(
      'SPD*1.0*ACC:CZ6508000000192000145399*AM:1234.05*CC:CZK*MSG:Vyplata Champions rijen 2026*X-VS:202610',
    );
    expect(spaydPayload({ iban: 'CZ1', amount: 100, variableSymbol: '1', message: '' })).toBe(
      'SPD*1.0*ACC:CZ1*AM:1.00*CC:CZK*X-VS:1',
    );
  });

  it('refuses an amount that is not positive or a variable symbol that is not 1–10 digits', () => {
    expect(() => spaydPayload({ iban: 'CZ1', amount: 0, variableSymbol: '1', message: '' })).toThrow();
    expect(() =>
      spaydPayload({ iban: 'CZ1', amount: 100, variableSymbol: '12345678901', message: '' }),
    ).toThrow();
  });

  it('keeps payment texts ASCII and short', () => {
    expect(paymentText('Žluťoučký kůň  úpěl\n', 12)).toBe('Zlutoucky ku');
  });
});
