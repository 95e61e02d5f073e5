import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt, inOneHour } from '../../test/jwt.ts';
import { renderWithQueries } from '../../test/query.tsx';
import { VenueInsights } from './VenueInsights.tsx';

afterEach(() => vi.unstubAllGlobals());

const row = (venueId: string, venueName: string, fillRate: number | null) => ({
  venueId,
  venueName,
  adminName: 'Petr Svoboda',
  fillRate,
  championsRate: fillRate,
  booked: 22,
  offered: 48,
  noShows: 2,
  lateCancels: 2,
  resold: 1,
  newCustomers: 2,
  returning: 1,
  newCameBack: 1,
  earnings: 100_000,
  forecast: 150_000,
  rating: fillRate === null ? null : 4,
  reviews: fillRate === null ? 0 : 3,
});

function render(venues: unknown[]) {
  localStorage.setItem('champions.token.partner', fakeJwt({ id: 'org-1', exp: inOneHour() }));
  const urls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      urls.push(new URL(input, 'http://x'));
      return new Response(JSON.stringify({ from: '2026-11-01', to: '2026-11-30', venues }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  renderWithQueries(<VenueInsights month="2026-11" />);
  return urls;
}

describe('the organisation’s venues side by side (/partner/superadmin)', () => {
  it('shows each venue’s figures for the month’s days', async () => {
    const urls = render([
      row('00000000-0000-4000-8000-000000000001', 'Studio A', 0.458),
      row('00000000-0000-4000-8000-000000000002', 'Studio B', null),
    ]);
    const section = await screen.findByRole('region', { name: 'Přehled sportovišť' });
    const first = (await within(section).findByText('Studio A')).closest('tr')!;
    expect(within(first).getAllByText('45,8 %')).toHaveLength(2);
    expect(within(first).getByText('4,0 (3)')).toBeInTheDocument();
    const second = within(section).getByText('Studio B').closest('tr')!;
    expect(within(second).getAllByText('–').length).toBeGreaterThan(0);
    expect(within(section).getByRole('button', { name: 'Stáhnout CSV: Přehled sportovišť' })).toBeVisible();
    const asked = urls.find((url) => url.pathname === '/api/partner/org/insights')!;
    expect(asked.searchParams.get('from')).toBe('2026-11-01');
    expect(asked.searchParams.get('to')).toBe('2026-11-30');
  });

  it('says so when the organisation has no venue', async () => {
    render([]);
    expect(await screen.findByText('Vaše organizace zatím nemá žádné sportoviště.')).toBeVisible();
  });
});
