import { screen } from '@testing-library/react';
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
        },
      },
    ]);
  });
});
