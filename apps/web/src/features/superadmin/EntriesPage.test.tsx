import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt, inOneHour } from '../../test/jwt.ts';
import { renderWithQueries } from '../../test/query.tsx';
import { EntriesPage } from './EntriesPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const JIH = '5a0b5c4e-0000-4000-8000-0000000000a1';
const SEVER = '5a0b5c4e-0000-4000-8000-0000000000a2';
const GYM = '5a0b5c4e-0000-4000-8000-0000000000b1';

const entry = {
  id: '5a0b5c4e-0000-4000-8000-0000000000c1',
  scannedAt: '2026-11-20T10:00:00.000Z',
  customerId: '5a0b5c4e-0000-4000-8000-0000000000d1',
  customerName: 'Vojtěch Omyl',
  customerEmail: 'vojta@example.cz',
  venueId: GYM,
  venueName: 'Gym Jih',
  partnerId: JIH,
  partnerName: 'Sport Jih',
  activityName: 'Posilovna',
  source: 'PAYG',
  price: 15_000,
  earning: 12_000,
  voidedAt: null,
  voidReason: null,
  voidedEarning: null,
};

function renderPage(initial: string) {
  localStorage.setItem('champions.token.superadmin', fakeJwt({ id: 'sa', exp: inOneHour() }));
  const asked: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      asked.push(new URL(input, 'http://x').searchParams);
      return Response.json({
        entries: [entry],
        pagination: { page: 1, limit: 25, total: 1, totalPages: 1 },
        venues: [
          { id: GYM, name: 'Gym Jih', partnerId: JIH },
          { id: '5a0b5c4e-0000-4000-8000-0000000000b2', name: 'Bazén Sever', partnerId: SEVER },
        ],
        partners: [
          { id: JIH, name: 'Sport Jih' },
          { id: SEVER, name: 'Sport Sever' },
        ],
      });
    }),
  );
  renderWithQueries(
    <MemoryRouter initialEntries={[initial]}>
      <Routes>
        <Route path="/superadmin/enter" element={<EntriesPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return asked;
}

describe('the back office’s entries list', () => {
  it('shows the newest scans first; a chosen column starts with its largest', async () => {
    const asked = renderPage('/superadmin/enter');
    const table = await screen.findByRole('table', { name: 'Vstupy' });
    expect(within(table).getByText('Vojtěch Omyl')).toBeInTheDocument();
    expect(asked[0]!.get('sort')).toBe('scannedAt');
    expect(asked[0]!.get('dir')).toBe('desc');
    expect(screen.getByRole('columnheader', { name: /Odbaveno/ })).toHaveAttribute('aria-sort', 'descending');
    const ui = userEvent.setup();
    await ui.click(screen.getByRole('button', { name: 'Seřadit podle: Výdělek partnera' }));
    await vi.waitFor(() => expect(asked.at(-1)!.get('sort')).toBe('earning'));
    expect(asked.at(-1)!.get('dir')).toBe('desc');
    await ui.click(screen.getByRole('button', { name: 'Seřadit podle: Výdělek partnera' }));
    await vi.waitFor(() => expect(asked.at(-1)!.get('dir')).toBe('asc'));
  });

  it('offers the venues of the partner in the address, filters on the server and resets', async () => {
    const asked = renderPage(
      `/superadmin/enter?partnerId=${JIH}&venueId=${GYM}&day=2026-11-20&result=admitted`,
    );
    const filters = await screen.findByRole('form', { name: 'Filtry vstupů' });
    await screen.findByRole('table');
    expect(asked[0]!.get('partnerId')).toBe(JIH);
    expect(asked[0]!.get('venueId')).toBe(GYM);
    expect(asked[0]!.get('day')).toBe('2026-11-20');
    expect(asked[0]!.get('result')).toBe('admitted');
    const venue = within(filters).getByRole('combobox', { name: 'Provozovna' });
    expect(
      within(venue)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Všechny provozovny', 'Gym Jih']);
    expect(venue).toHaveValue(GYM);
    expect(within(filters).getByRole('combobox', { name: 'Partner' })).toHaveValue(JIH);
    expect(within(filters).getByLabelText('Den')).toHaveValue('2026-11-20');

    const ui = userEvent.setup();
    await ui.click(within(filters).getByRole('button', { name: 'Zrušit filtry' }));
    await vi.waitFor(() => expect(asked.at(-1)!.get('partnerId')).toBeNull());
    expect(asked.at(-1)!.get('day')).toBeNull();
    expect(within(filters).getByLabelText('Den')).toHaveValue('');
    expect(within(filters).getByRole('combobox', { name: 'Provozovna' })).toHaveValue('');
    expect(
      within(within(filters).getByRole('combobox', { name: 'Provozovna' })).getAllByRole('option'),
    ).toHaveLength(3);
  });
});
