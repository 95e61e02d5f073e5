import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CalendarWeek } from './CalendarWeek.tsx';
import { weekDays } from './calendarDates.ts';
import { yogaSlot } from './calendarFixtures.ts';

describe('CalendarWeek', () => {
  it('lists each day of the week with its slots, says so of an empty day, and opens a slot', async () => {
    const onOpen = vi.fn();
    const evening = { ...yogaSlot, id: '5a0b5c4e-0000-4000-8000-000000000002', activityName: 'Pilates' };
    const thursday = {
      ...yogaSlot,
      id: '5a0b5c4e-0000-4000-8000-000000000003',
      startsAt: '2026-12-03T08:00:00.000Z',
      endsAt: '2026-12-03T09:00:00.000Z',
      cancelled: true,
    };
    render(
      <CalendarWeek days={weekDays('2026-11-30')} slots={[yogaSlot, evening, thursday]} onOpen={onOpen} />,
    );

    const days = screen.getAllByRole('listitem').filter((item) => item.classList.contains('calendar-day'));
    expect(days).toHaveLength(7);
    const [monday, , wednesday, thursdayItem] = days;
    expect(within(monday!).getByText('Žádné termíny')).toBeInTheDocument();
    expect(
      within(wednesday!)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([expect.stringContaining('Ranní jóga'), expect.stringContaining('Pilates')]);
    expect(within(thursdayItem!).getByRole('button')).toHaveTextContent('Zrušeno');

    await userEvent.click(
      within(wednesday!).getByRole('button', { name: /18:00 Ranní jóga, obsazeno 3 z 12/ }),
    );
    expect(onOpen).toHaveBeenCalledWith(yogaSlot);
  });
});
