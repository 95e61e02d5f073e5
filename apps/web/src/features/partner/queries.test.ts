import { describe, expect, it } from 'vitest';
import { ratingText } from './PartnerUi.tsx';
import { currentMonth, overviewCsvFile } from './queries.ts';

describe('the partner organisation’s dashboards', () => {
  it('takes this month in Prague, also around midnight at the turn of a month', () => {
    expect(currentMonth(new Date('2026-11-26T08:00:00Z'))).toBe('2026-11');
    // 23:30 UTC on 31 October is already 1 November in Prague
    expect(currentMonth(new Date('2026-10-31T23:30:00Z'))).toBe('2026-11');
  });

  it('names the CSV after the month', () => {
    expect(overviewCsvFile('2026-10')).toMatchObject({
      url: expect.stringContaining('/partner/org/overview.csv?month=2026-10'),
      filename: 'prehled-organizace-2026-10.csv',
    });
  });

  it('writes a rating with a decimal comma, and says when there is none', () => {
    expect(ratingText({ average: 4.5, count: 12 })).toBe('4,5 z 5 (12 hodnocení)');
    expect(ratingText({ average: null, count: 0 })).toBe('Bez hodnocení');
  });
});
