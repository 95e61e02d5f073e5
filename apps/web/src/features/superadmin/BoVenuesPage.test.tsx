import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt, inOneHour } from '../../test/jwt.ts';
import { renderWithQueries } from '../../test/query.tsx';
import { BoVenuesPage } from './BoVenuesPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const PARTNER = '5a0b5c4e-0000-4000-8000-0000000000a1';
const venue = (n: number, name: string, city: string) => ({
  id: `5a0b5c4e-0000-4000-8000-0000000000b${n}`,
  name,
  partnerId: PARTNER,
  partnerName: 'Sportcentrum Svoboda',
  city,
  categoryName: null,
  published: false,
  photoCount: n,
  activityCount: 0,
  createdAt: '2026-10-01T10:00:00.000Z',
});

function renderPage(initial: string) {
  localStorage.setItem('champions.token.superadmin', fakeJwt({ id: 'sa', exp: inOneHour() }));
  const urls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      urls.push(new URL(input, 'http://x'));
      return Response.json({
        venues: [venue(1, 'Bazén Jih', 'Brno'), venue(2, 'Aréna Sever', 'Praha')],
        pagination: { page: 2, limit: 25, total: 27, totalPages: 2 },
        partners: [
          { id: '5a0b5c4e-0000-4000-8000-0000000000a0', name: 'Fit Praha' },
          { id: PARTNER, name: 'Sportcentrum Svoboda' },
        ],
      });
    }),
  );
  renderWithQueries(
    <MemoryRouter initialEntries={[initial]}>
      <Routes>
        <Route path="/superadmin/venues" element={<BoVenuesPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return urls;
}

describe('the back office’s venues list', () => {
  it('asks the server with the address’s filters and shows them chosen once the partners come', async () => {
    const urls = renderPage(`/superadmin/venues?partnerId=${PARTNER}&published=no&page=2`);
    const table = await screen.findByRole('table', { name: 'Sportoviště' });
    expect(within(table).getByRole('link', { name: 'Bazén Jih' })).toBeInTheDocument();
    const asked = urls[0]!.searchParams;
    expect(asked.get('partnerId')).toBe(PARTNER);
    expect(asked.get('published')).toBe('no');
    expect(asked.get('page')).toBe('2');
    // the partner's options come with the list; the select shows the one in the address
    expect(screen.getByRole('combobox', { name: 'Partner' })).toHaveValue(PARTNER);
    expect(screen.getByRole('combobox', { name: 'Zveřejnění' })).toHaveValue('no');
    expect(screen.getByText('Nalezeno míst: 27')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Stránky míst' })).toHaveTextContent('Strana 2 z 2');
  });

  it('sorts by a column on the server from its heading, from page 1', async () => {
    const urls = renderPage('/superadmin/venues?page=2');
    const ui = userEvent.setup();
    await screen.findByRole('table');
    await ui.click(screen.getByRole('button', { name: 'Seřadit podle: Město' }));
    await vi.waitFor(() => expect(urls.at(-1)!.searchParams.get('sort')).toBe('city'));
    expect(urls.at(-1)!.searchParams.get('dir')).toBe('asc');
    expect(urls.at(-1)!.searchParams.get('page')).toBe('1');
    expect(screen.getByRole('columnheader', { name: /Město/ })).toHaveAttribute('aria-sort', 'ascending');
  });
});
