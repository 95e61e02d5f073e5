import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueries } from '../../test/query.tsx';
import { FriendPlacePage } from './FriendPlacePage.tsx';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'A'.repeat(43);
const place = {
  activityName: 'Hatha jóga',
  optionName: null,
  venueName: 'Studio Lotos',
  venueAddress: 'Národní 12',
  venueCity: 'Praha',
  slotStartsAt: '2026-12-04T17:00:00.000Z',
  slotEndsAt: '2026-12-04T18:00:00.000Z',
  fromName: 'Jana',
  state: 'valid',
  code: `CH1G.9c406f41-b03d-4a7e-8d8a-3faf5c4d4d44.${'0'.repeat(20)}`,
};

const page = () =>
  renderWithQueries(
    <MemoryRouter initialEntries={[`/pozvanka/${TOKEN}`]}>
      <Routes>
        <Route path="/pozvanka/:token" element={<FriendPlacePage />} />
      </Routes>
    </MemoryRouter>,
  );

describe('FriendPlacePage on /pozvanka/<token>', () => {
  it('shows who invites, what, when and where without an account, and offers to sign in to save it', async () => {
    const fetch = vi.fn(async () => Response.json(place));
    vi.stubGlobal('fetch', fetch);
    page();
    expect(await screen.findByText('Jana vás zve. Na recepci ukažte tento QR kód.')).toBeInTheDocument();
    expect(screen.getByText('Hatha jóga')).toBeInTheDocument();
    expect(screen.getByText('Studio Lotos, Národní 12, Praha')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Přihlásit se' })).toHaveAttribute('href', '/user/login');
    expect(String((fetch.mock.calls[0] as unknown as [string])[0])).toContain(
      `/public/friend-places/${TOKEN}`,
    );
  });

  it('says a taken-back place’s link no longer works', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { statusCode: 404, code: 'FRIEND_PLACE_NOT_FOUND', error: 'Not Found', message: 'x' },
          { status: 404 },
        ),
      ),
    );
    page();
    expect(
      await screen.findByText('Pozvánka neplatí: místo bylo vráceno nebo odkaz není správný.'),
    ).toBeInTheDocument();
  });
});
