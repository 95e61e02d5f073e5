import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt, inOneHour } from '../../test/jwt.ts';
import { renderWithQueries } from '../../test/query.tsx';
import { AdminsPage } from './AdminsPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const row = (n: number, state: string, companyName: string) => ({
  id: `5a0b5c4e-0000-4000-8000-00000000000${n}`,
  name: `Partner ${n}`,
  companyName,
  email: `partner${n}@example.cz`,
  emailVerified: state !== 'unverified',
  state,
  venueCount: n,
  createdAt: '2026-10-01T10:00:00.000Z',
});

const ROWS = [
  row(1, 'active', 'Posilovna Jih s.r.o.'),
  row(2, 'invited', 'Jóga Vinohrady'),
  row(3, 'suspended', 'Bazén Sever'),
];

function renderPage(initial: string) {
  localStorage.setItem('champions.token.superadmin', fakeJwt({ id: 'sa', exp: inOneHour() }));
  const urls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://x');
      urls.push(url);
      const state = url.searchParams.get('state');
      const admins = state ? ROWS.filter((r) => r.state === state) : ROWS;
      return Response.json({
        admins,
        pagination: { page: 1, limit: 25, total: admins.length, totalPages: 1 },
      });
    }),
  );
  renderWithQueries(
    <MemoryRouter initialEntries={[initial]}>
      <Routes>
        <Route path="/superadmin/admins" element={<AdminsPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return urls;
}

describe('the back office’s partners list', () => {
  it('shows each partner’s state and filters by it on the server', async () => {
    const urls = renderPage('/superadmin/admins');
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Stav' })).toBeInTheDocument();
    const rowOf = (name: string) => within(table).getByText(name).closest('tr') as HTMLElement;
    expect(rowOf('Posilovna Jih s.r.o.')).toHaveTextContent('aktivní');
    expect(rowOf('Jóga Vinohrady')).toHaveTextContent('pozvaný (ještě si nenastavil heslo)');
    expect(rowOf('Bazén Sever')).toHaveTextContent('pozastavený');
    // the partners waiting for approval are requests in the inbox, one link away
    expect(screen.getByRole('link', { name: 'Přihlášky partnerů' })).toHaveAttribute(
      'href',
      '/superadmin/request?kind=partner',
    );

    const ui = userEvent.setup();
    const select = screen.getByRole('combobox', { name: 'Stav partnera' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Všechny stavy',
      'aktivní',
      'čeká na schválení',
      'pozvaný (ještě si nenastavil heslo)',
      'nepotvrzený e-mail',
      'pozastavený',
      'zablokovaný',
    ]);
    await ui.selectOptions(select, 'pozastavený');
    await ui.click(screen.getByRole('button', { name: 'Hledat' }));
    expect(await screen.findByText('Nalezeno partnerů: 1')).toBeInTheDocument();
    expect(screen.queryByText('Posilovna Jih s.r.o.')).not.toBeInTheDocument();
    expect(urls.at(-1)?.searchParams.get('state')).toBe('suspended');
  });

  it('reads the state filter from the address', async () => {
    const urls = renderPage('/superadmin/admins?state=invited');
    expect(await screen.findByText('Jóga Vinohrady')).toBeInTheDocument();
    expect(urls[0]?.searchParams.get('state')).toBe('invited');
    expect(screen.getByRole('combobox', { name: 'Stav partnera' })).toHaveValue('invited');
  });
});
