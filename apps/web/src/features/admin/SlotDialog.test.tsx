import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { polyfillDialog } from '../../test/dialog.ts';
import { recordingFetch, renderWithQueries } from '../../test/query.tsx';
import { yogaSlot } from './calendarFixtures.ts';
import { SlotDialog } from './SlotDialog.tsx';

beforeAll(polyfillDialog);
afterEach(() => vi.unstubAllGlobals());

describe('SlotDialog', () => {
  it('fills the slot’s time and capacity, and saves the moved slot', async () => {
    const api = recordingFetch(() => yogaSlot);
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    const onClose = vi.fn();
    renderWithQueries(<SlotDialog slot={yogaSlot} onClose={onClose} />);
    const user = userEvent.setup();

    expect(screen.getByText('Studio Pohyb · Obsazeno 3 / 12')).toBeInTheDocument();
    expect(screen.getByText(/Na termín jsou přihlášení lidé/)).toBeInTheDocument();
    expect(screen.getByLabelText('Začátek')).toHaveValue('18:00');
    await user.clear(screen.getByLabelText('Začátek'));
    await user.type(screen.getByLabelText('Začátek'), '19:30');
    await user.click(screen.getByRole('button', { name: 'Uložit změny' }));

    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls).toEqual([
      {
        method: 'PUT',
        path: `/api/admin/slots/${yogaSlot.id}`,
        body: { date: '2026-12-02', time: '19:30', durationMinutes: 60, capacity: 12, championsPlaces: null },
      },
    ]);
  });

  it('asks before cancelling a booked slot, then says what happened', async () => {
    const api = recordingFetch(() => ({ message: 'Termín je zrušený.', notified: 3, creditReturned: 0 }));
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    renderWithQueries(<SlotDialog slot={yogaSlot} onClose={() => {}} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Zrušit termín' }));
    expect(screen.getByText(/Přihlášených: 3\. Pošleme jim e-mail/)).toBeInTheDocument();
    expect(api.calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Zrušit termín' }));

    await vi.waitFor(() =>
      expect(api.calls).toEqual([
        { method: 'POST', path: `/api/admin/slots/${yogaSlot.id}/cancel`, body: undefined },
      ]),
    );
  });
});
