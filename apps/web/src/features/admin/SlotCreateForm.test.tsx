import { weekdayOf } from '@champions/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordingFetch, renderWithQueries } from '../../test/query.tsx';
import { activity } from './calendarFixtures.ts';
import { SlotCreateForm } from './SlotCreateForm.tsx';

afterEach(() => vi.unstubAllGlobals());

const yoga = activity('5a0b5c4e-0000-4000-8000-0000000000a1', 'Ranní jóga', 60, 12);
const pilates = activity('5a0b5c4e-0000-4000-8000-0000000000a2', 'Pilates', 45, 8);

describe('SlotCreateForm', () => {
  it('takes the chosen activity’s length and capacity, and creates a weekly series', async () => {
    const api = recordingFetch(() => ({ created: 5, skipped: 0, message: 'Vytvořeno 5 termínů.' }));
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    renderWithQueries(<SlotCreateForm activities={[yoga, pilates]} preselected={pilates.id} />);
    const user = userEvent.setup();

    expect(screen.getByLabelText('Aktivita')).toHaveValue(pilates.id);
    expect(screen.getByLabelText('Délka (minuty)')).toHaveValue(45);
    await user.selectOptions(screen.getByLabelText('Aktivita'), yoga.id);
    expect(screen.getByLabelText('Délka (minuty)')).toHaveValue(60);
    expect(screen.getByLabelText('Kapacita')).toHaveValue(12);

    await user.click(screen.getByLabelText('Opakovat každý týden'));
    const date = String((screen.getByLabelText('Datum') as HTMLInputElement).value);
    const until = String((screen.getByLabelText('Opakovat do') as HTMLInputElement).value);
    await user.click(screen.getByRole('button', { name: 'Vytvořit opakované termíny' }));

    expect(await screen.findByText('Vytvořeno 5 termínů.')).toBeInTheDocument();
    expect(api.calls).toEqual([
      {
        method: 'POST',
        path: '/api/admin/slots',
        body: {
          activityId: yoga.id,
          date,
          time: '18:00',
          durationMinutes: 60,
          capacity: 12,
          repeatWeeklyUntil: until,
          repeatWeekdays: [weekdayOf(date)],
        },
      },
    ]);
  });

  it('repeats on Monday, Wednesday and Friday at once, saying how many slots it makes', async () => {
    const api = recordingFetch(() => ({ created: 6, skipped: 0, message: 'Vytvořeno 6 termínů.' }));
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    renderWithQueries(<SlotCreateForm activities={[yoga]} preselected={yoga.id} />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Opakovat každý týden'));
    // Monday 1 February 2027 to Sunday 14 February: two weeks
    const date = screen.getByLabelText('Datum');
    await user.clear(date);
    await user.type(date, '2027-02-01');
    const until = screen.getByLabelText('Opakovat do');
    await user.clear(until);
    await user.type(until, '2027-02-14');

    const days = screen.getByRole('group', { name: 'Opakovat ve dnech' });
    const boxes = within(days).getAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('.checkbox')?.textContent)).toEqual([
      'Pondělí',
      'Úterý',
      'Středa',
      'Čtvrtek',
      'Pátek',
      'Sobota',
      'Neděle',
    ]);
    // the first date's weekday is chosen to begin with
    expect(within(days).getByRole('checkbox', { name: 'Pondělí' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('Vytvoříme 2 termíny.');
    await user.click(within(days).getByRole('checkbox', { name: 'Středa' }));
    // by keyboard too: Tab to Thursday, then Friday, and Space ticks it
    within(days).getByRole('checkbox', { name: 'Středa' }).focus();
    await user.tab();
    await user.tab();
    expect(within(days).getByRole('checkbox', { name: 'Pátek' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('status')).toHaveTextContent('Vytvoříme 6 termínů.');

    await user.click(screen.getByRole('button', { name: 'Vytvořit opakované termíny' }));
    expect(await screen.findByText('Vytvořeno 6 termínů.')).toBeInTheDocument();
    expect(api.calls[0]!.body).toMatchObject({
      date: '2027-02-01',
      repeatWeeklyUntil: '2027-02-14',
      repeatWeekdays: [1, 3, 5],
    });
  });

  it('refuses a series with no weekday chosen, in Czech, and sends nothing', async () => {
    const api = recordingFetch(() => ({}));
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    renderWithQueries(<SlotCreateForm activities={[yoga]} preselected={yoga.id} />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Opakovat každý týden'));
    const days = screen.getByRole('group', { name: 'Opakovat ve dnech' });
    for (const box of within(days).getAllByRole('checkbox'))
      if ((box as HTMLInputElement).checked) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Vytvořit opakované termíny' }));
    expect(await within(days).findByText('Vyberte aspoň jeden den v týdnu.')).toBeVisible();
    expect(days).toHaveAccessibleDescription('Vyberte aspoň jeden den v týdnu.');
    expect(within(days).getByRole('checkbox', { name: 'Pondělí' })).toHaveFocus();
    expect(api.calls).toEqual([]);
  });
});
