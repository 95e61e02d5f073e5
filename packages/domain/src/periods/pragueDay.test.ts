import { describe, expect, it } from 'vitest';
import { pragueDayKey } from './index.ts';

describe('Prague calendar day key (Europe/Prague)', () => {
  it('uses the Prague date, not UTC: 23:30 UTC in winter is the next day in Prague', () => {
    expect(pragueDayKey(new Date('2025-01-15T23:30:00Z'))).toBe('2025-01-16');
    expect(pragueDayKey(new Date('2025-01-15T22:59:59Z'))).toBe('2025-01-15');
  });

  it('follows summer time (UTC+2)', () => {
    expect(pragueDayKey(new Date('2025-07-01T21:59:59Z'))).toBe('2025-07-01');
    expect(pragueDayKey(new Date('2025-07-01T22:00:00Z'))).toBe('2025-07-02');
  });

  it('accepts epoch ms', () => {
    expect(pragueDayKey(Date.UTC(2025, 0, 1, 12))).toBe('2025-01-01');
  });
});
