import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt, inOneHour } from '../../test/jwt.ts';
import { renderWithQueries } from '../../test/query.tsx';
import { currentMonth, DashboardPage } from './DashboardPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const VENUE_A = '00000000-0000-4000-8000-00000000000a';
const VENUE_B = '00000000-0000-4000-8000-00000000000b';
const slot = (id: string, booked: number, capacity: number) => ({
  slotId: `00000000-0000-4000-8000-0000000000${id}`,
  activityName: 'Jóga',
  venueName: 'Studio A',
  startsAt: '2026-11-02T17:00:00.000Z',
  capacity,
  booked,
  fillRate: booked / capacity,
  filledAt: null,
});

const insights = (slots: number) => ({
  from: '2026-11-01',
  to: '2026-11-30',
  venueId: null,
  venues: [
    { id: VENUE_A, name: 'Studio A' },
    { id: VENUE_B, name: 'Studio B' },
  ],
  fill: { slots, offered: 48, booked: 22, fillRate: 0.458, championsOffered: 35, championsRate: 0.629 },
  byActivity: [
    {
      activityId: '00000000-0000-4000-8000-000000000001',
      activityName: 'Jóga',
      venueName: 'Studio A',
      slots: 2,
      offered: 20,
      booked: 15,
      fillRate: 0.75,
      championsOffered: 20,
      championsRate: 0.75,
    },
  ],
  heatmap: [{ weekday: 1, hour: 18, offered: 20, booked: 15, fillRate: 0.75 }],
  attendance: { noShows: 2, ended: 6, lateCancels: 2, resold: 1, recovered: 25_000 },
  customers: { newCustomers: 2, returning: 1, newCameBack: 1 },
  money: { entries: 4, earnings: 100_000, booked: 50_000, forecast: 150_000 },
  rating: {
    average: 4,
    count: 3,
    latest: [
      {
        id: '00000000-0000-4000-8000-000000000099',
        rating: 3,
        text: 'Dobré, ale plno.',
        activityName: 'Jóga',
        venueName: 'Studio A',
        createdAt: '2026-11-10T10:00:00.000Z',
      },
    ],
  },
  topSlots: slots ? [slot('11', 10, 10)] : [],
  bottomSlots: slots ? [slot('12', 0, 8)] : [],
});

function renderDashboard(answer: (url: URL) => Response) {
  localStorage.setItem('champions.token.admin', fakeJwt({ id: 'partner-1', exp: inOneHour() }));
  const urls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://x');
      urls.push(url);
      return answer(url);
    }),
  );
  renderWithQueries(
    <MemoryRouter initialEntries={['/admin/dashboard?from=2026-11-01&to=2026-11-30']}>
      <DashboardPage />
    </MemoryRouter>,
  );
  return urls;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the partner’s dashboard (/admin/dashboard)', () => {
  it('shows the period’s figures, each chart with its table', async () => {
    const urls = renderDashboard(() => json(insights(5)));
    const tiles = await screen.findByRole('region', { name: 'Souhrn za období' });
    expect(within(tiles).getByText('45,8 %')).toBeVisible();
    expect(within(tiles).getByText('22 z 48 míst')).toBeVisible();
    expect(within(tiles).getByText('62,9 %')).toBeVisible();
    expect(within(tiles).getByText('z 6 rezervací na skončené termíny')).toBeVisible();
    expect(within(tiles).getByText(/1\s000\s+Kč/)).toBeVisible();
    expect(within(tiles).getByText('4,0')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Obsazenost podle aktivit' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Obsazenost podle dne a hodiny' })).toBeVisible();
    expect(screen.getByText('Nedorazili (zaplacené místo bez vstupu, termín skončil)')).toBeInTheDocument();
    expect(screen.getByText('Dobré, ale plno.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Stáhnout CSV: Obsazenost podle aktivit' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Nejrychleji obsazené' })).toBeVisible();
    const asked = urls.find((url) => url.pathname === '/api/admin/insights')!;
    expect(asked.searchParams.get('from')).toBe('2026-11-01');
    expect(asked.searchParams.get('to')).toBe('2026-11-30');
    expect(asked.searchParams.has('venueId')).toBe(false);
  });

  it('asks for one venue when the partner picks it', async () => {
    const urls = renderDashboard(() => json(insights(5)));
    const picker = await screen.findByRole('combobox', { name: 'Sportoviště' });
    await screen.findByRole('option', { name: 'Studio B' });
    fireEvent.change(picker, { target: { value: VENUE_B } });
    await waitFor(() => expect(urls.some((url) => url.searchParams.get('venueId') === VENUE_B)).toBe(true));
  });

  it('says so when the period has no slot', async () => {
    renderDashboard(() => json(insights(0)));
    expect(
      await screen.findByText('V tomto období nemáte žádné termíny. Zkuste jiné období nebo sportoviště.'),
    ).toBeVisible();
  });

  it('offers to try again when the figures do not load', async () => {
    renderDashboard(() => json({ statusCode: 500, code: 'X', error: 'x', message: 'x' }, 500));
    expect(await screen.findByRole('button', { name: /Zkusit znovu/ }, { timeout: 12_000 })).toBeVisible();
  });

  it('starts at the current Prague month', () => {
    expect(currentMonth(new Date('2026-12-31T23:30:00Z'))).toEqual({ from: '2027-01-01', to: '2027-01-31' });
    expect(currentMonth(new Date('2028-02-10T10:00:00Z'))).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });
});
