import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { polyfillDialog } from '../../test/dialog.ts';
import { fakeJwt, inOneHour } from '../../test/jwt.ts';
import { renderWithQueries } from '../../test/query.tsx';
import { BoActivityCreatePage, BoActivityPage } from './BoActivityPage.tsx';

beforeAll(polyfillDialog);
afterEach(() => vi.unstubAllGlobals());

const VENUE_ID = '5a0b5c4e-0000-4000-8000-0000000000c1';
const ACTIVITY_ID = '5a0b5c4e-0000-4000-8000-0000000000d1';
const overview = {
  areas: [],
  venueCategories: [],
  activityCategories: [],
  equipmentCategories: [],
  activities: [],
  users: [],
  admins: [],
  venues: [],
};
const activity = {
  id: ACTIVITY_ID,
  venueId: VENUE_ID,
  venueName: 'Sportoviště Žabovřesky',
  name: 'Kruhový trénink',
  activityCategoryId: null,
  categoryName: null,
  description: '',
  durationMinutes: 60,
  capacity: 20,
  championsPlaces: null,
  photos: [],
  published: false,
  venuePublished: true,
  options: [
    {
      id: '5a0b5c4e-0000-4000-8000-0000000000e1',
      name: 'Jednorázový vstup',
      price: 25_000,
      durationMinutes: 60,
      paygPlusPrice: 21_250,
      partnerEarning: 20_000,
    },
  ],
  upcomingSlots: 0,
  createdAt: '2026-11-01T10:00:00.000Z',
};

function renderAt(path: string) {
  localStorage.setItem('champions.token.superadmin', fakeJwt({ id: 'sa-1', exp: inOneHour() }));
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const url = new URL(input, 'http://x');
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, body });
    if (url.pathname === '/api/superadmin/') return Response.json(overview);
    if (url.pathname === '/api/superadmin/venue-options') {
      return Response.json({
        venues: [{ id: VENUE_ID, name: 'Sportoviště Žabovřesky', city: 'Brno', partnerName: 'Žabka Sport' }],
      });
    }
    return Response.json(
      {
        activity: { ...activity, ...(body as object) },
        partner: { id: 'p-1', name: 'Žabka Sport', email: 'partner@example.cz' },
        venues: [{ id: VENUE_ID, name: 'Sportoviště Žabovřesky' }],
      },
      { status: method === 'POST' ? 201 : 200 },
    );
  });
  vi.stubGlobal('fetch', fetch);
  renderWithQueries(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/superadmin/activity/create" element={<BoActivityCreatePage />} />
        <Route path="/superadmin/activity/:id" element={<BoActivityPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return calls;
}

describe('the back office’s new activity', () => {
  it('asks for the venue first, then creates the activity for its partner and opens it', {
    timeout: 15_000,
  }, async () => {
    const calls = renderAt('/superadmin/activity/create');
    const ui = userEvent.setup();
    expect(screen.queryByLabelText('Název aktivity')).not.toBeInTheDocument();
    await screen.findByRole('option', { name: 'Sportoviště Žabovřesky, Brno – Žabka Sport' });
    await ui.selectOptions(screen.getByLabelText('Místo'), VENUE_ID);

    await ui.click(await screen.findByRole('button', { name: 'Vytvořit aktivitu' }));
    expect(await screen.findAllByText(/Zadejte název aktivity/)).not.toHaveLength(0);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await ui.type(screen.getByLabelText('Název aktivity'), 'Kruhový trénink');
    await ui.type(screen.getByLabelText('Cena možnosti 1 (Kč)'), '250');
    await ui.click(screen.getByRole('button', { name: 'Vytvořit aktivitu' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kruhový trénink' })).toBeInTheDocument();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toEqual([
      {
        method: 'POST',
        path: '/api/superadmin/activities',
        body: expect.objectContaining({
          venueId: VENUE_ID,
          name: 'Kruhový trénink',
          options: [expect.objectContaining({ price: 25_000 })],
        }),
      },
    ]);
  });

  it('publishes an activity only after the confirmation', async () => {
    const calls = renderAt(`/superadmin/activity/${ACTIVITY_ID}`);
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Zveřejnit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zveřejnit „Kruhový trénink“?' });
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
    await ui.click(dialog.querySelector('.button--primary') as HTMLElement);
    expect(await screen.findByText('Změna je uložena.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        path: `/api/superadmin/activities/${ACTIVITY_ID}/published`,
        body: { published: true },
      },
    ]);
  });
});
