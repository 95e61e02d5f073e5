import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  dayOf,
  minutesBetween,
  mondayOf,
  monthGrid,
  monthLabel,
  monthOf,
  monthToOpen,
  pragueTime,
  weekDays,
} from './calendarDates.ts';
import { crownsInput, optionalCount, parseCrowns } from './ManageUi.tsx';

describe('crowns typed by the partner', () => {
  it('reads whole crowns and a decimal comma or point into haléře', () => {
    expect(parseCrowns('250')).toBe(25000);
    expect(parseCrowns('249,50')).toBe(24950);
    expect(parseCrowns('1 299.9')).toBe(129990);
  });

  it('refuses what is not an amount', () => {
    expect(parseCrowns('')).toBeNaN();
    expect(parseCrowns('-5')).toBeNaN();
    expect(parseCrowns('12,345')).toBeNaN();
    expect(parseCrowns('abc')).toBeNaN();
  });

  it('shows haléře back as typed', () => {
    expect(crownsInput(25000)).toBe('250');
    expect(crownsInput(24950)).toBe('249,50');
  });
});

describe('calendar weeks (Prague)', () => {
  it('finds the Monday of a week and its seven days', () => {
    expect(mondayOf('2027-01-07')).toBe('2027-01-04');
    expect(mondayOf('2027-01-04')).toBe('2027-01-04');
    expect(mondayOf('2027-01-10')).toBe('2027-01-04');
    expect(weekDays('2027-01-04')).toEqual([
      '2027-01-04',
      '2027-01-05',
      '2027-01-06',
      '2027-01-07',
      '2027-01-08',
      '2027-01-09',
      '2027-01-10',
    ]);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('places a slot on its Prague day and time, across DST', () => {
    expect(dayOf('2026-11-21T23:30:00.000Z')).toBe('2026-11-22');
    expect(pragueTime('2027-01-05T05:15:00.000Z')).toBe('06:15');
    expect(pragueTime('2027-07-05T05:15:00.000Z')).toBe('07:15');
    expect(minutesBetween('2027-01-05T05:15:00.000Z', '2027-01-05T06:00:00.000Z')).toBe(45);
  });
});

describe('the month view of the calendar', () => {
  it('covers a month with whole Monday-to-Sunday weeks', () => {
    // December 2026 starts on a Tuesday and ends on a Thursday
    const grid = monthGrid('2026-12');
    expect(grid[0]).toBe('2026-11-30');
    expect(grid.at(-1)).toBe('2027-01-03');
    expect(grid).toHaveLength(35);
    // February 2027 starts on a Monday and ends on a Sunday: exactly four weeks
    expect(monthGrid('2027-02')).toHaveLength(28);
  });

  it('moves between months across a year and names them in Czech', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(monthOf('2026-12-24')).toBe('2026-12');
    expect(monthLabel('2026-12')).toBe('prosinec 2026');
  });

  it('opens on the month that holds today, even in a week that began in the previous month', () => {
    // The week of Monday 30 November 2026 holds Wednesday 2 December: December opens, not November.
    expect(monthToOpen('2026-11-30', null, '2026-12-02')).toBe('2026-12');
    expect(monthToOpen('2026-11-30', null, '2026-11-30')).toBe('2026-11');
    // A chosen day wins; another week opens on the month most of its days belong to.
    expect(monthToOpen('2026-11-30', '2026-11-30', '2026-12-02')).toBe('2026-11');
    expect(monthToOpen('2027-03-29', null, '2026-12-02')).toBe('2027-04');
    expect(monthToOpen('2027-03-22', null, '2026-12-02')).toBe('2027-03');
  });
});

describe('an optional count typed by the partner', () => {
  it('is null when empty and a number otherwise', () => {
    expect(optionalCount('')).toBeNull();
    expect(optionalCount('  ')).toBeNull();
    expect(optionalCount('4')).toBe(4);
  });
});
