import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { polyfillDialog } from '../../test/dialog.ts';
import { fakeJwt, inOneHour } from '../../test/jwt.ts';
import { renderWithQueries } from '../../test/query.tsx';
import { BoVenueDetailPage } from './BoVenueDetailPage.tsx';

beforeAll(polyfillDialog);
afterEach(() => vi.unstubAllGlobals());

const VENUE_ID = '5a0b5c4e-0000-4000-8000-0000000000c1';
const AREA_ID = '5a0b5c4e-0000-4000-8000-0000000000a1';
const venue = {
  id: VENUE_ID,
  name: 'Sportoviště Žabovřesky',
  description: 'Původní popis.',
  areaId: AREA_ID,
  areaName: 'Brno',
  venueCategoryId: null,
  street: 'Náměstí 1',
  city: 'Brno',
  postalCode: '60200',
  lat: 49.19,
  lng: 16.6,
  phone: null,
  website: null,
  equipmentIds: [],
  openingHours: [{ day: 1, opens: '07:00', closes: '21:00' }],
  photos: [],
  published: true,
  activityCount: 1,
  createdAt: '2026-11-01T10:00:00.000Z',
};
const overview = {
  areas: [{ id: AREA_ID, slug: 'brno', name: 'Brno', price: 1699, lat: 49.19, lng: 16.6 }],
  venueCategories: [],
  activityCategories: [],
  equipmentCategories: [],
  activities: [],
  users: [],
  admins: [],
  venues: [],
};

function renderPage() {
  localStorage.setItem('champions.token.superadmin', fakeJwt({ id: 'sa-1', exp: inOneHour() }));
  const calls: { method: string; path: string; body: unknown }[] = [];
  let current = { ...venue };
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = new URL(input, 'http://x').pathname;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    if (path === '/api/superadmin/') return Response.json(overview);
    if (method === 'PUT' && path.endsWith('/published')) current = { ...current, ...(body as object) };
    else if (method === 'PUT') current = { ...current, ...(body as object) };
    return Response.json({
      venue: current,
      partner: { id: 'p-1', name: 'Žabka Sport s.r.o.', email: 'partner@example.cz' },
      activities: [{ id: '5a0b5c4e-0000-4000-8000-0000000000d1', name: 'Jóga ráno', published: true }],
    });
  });
  vi.stubGlobal('fetch', fetch);
  renderWithQueries(
    <MemoryRouter initialEntries={[`/superadmin/venues/${VENUE_ID}`]}>
      <Routes>
        <Route path="/superadmin/venues/:id" element={<BoVenueDetailPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return calls;
}

describe('the back office’s venue page', () => {
  it('saves the description with the partner’s form for the partner', { timeout: 15_000 }, async () => {
    const calls = renderPage();
    const ui = userEvent.setup();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sportoviště Žabovřesky' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Partner: Žabka Sport s\.r\.o\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jóga ráno' })).toBeInTheDocument();

    const description = screen.getByLabelText('Popis');
    await ui.clear(description);
    await ui.click(description);
    await ui.paste('Nově s vířivkou.');
    await ui.click(screen.getByRole('button', { name: 'Uložit změny' }));
    expect(await screen.findByText('Změny jsme uložili.')).toBeInTheDocument();
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0]).toMatchObject({
      path: `/api/superadmin/venues/${VENUE_ID}`,
      body: { description: 'Nově s vířivkou.', areaId: AREA_ID, name: 'Sportoviště Žabovřesky' },
    });
  });

  it('refuses an empty name in Czech without calling the server', async () => {
    const calls = renderPage();
    const ui = userEvent.setup();
    await ui.clear(await screen.findByLabelText('Název sportoviště'));
    await ui.click(screen.getByRole('button', { name: 'Uložit změny' }));
    expect(await screen.findAllByText(/Zadejte název/)).not.toHaveLength(0);
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('hides the venue only after the confirmation', async () => {
    const calls = renderPage();
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Skrýt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Skrýt „Sportoviště Žabovřesky“?' });
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
    await ui.click(within(dialog).getByRole('button', { name: 'Skrýt' }));
    expect(await screen.findByText('Změna je uložena.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      { method: 'PUT', path: `/api/superadmin/venues/${VENUE_ID}/published`, body: { published: false } },
    ]);
  });
});
