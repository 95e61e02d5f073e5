import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { polyfillDialog } from '../../test/dialog.ts';
import { fakeJwt, inOneHour } from '../../test/jwt.ts';
import { recordingFetch, renderWithQueries } from '../../test/query.tsx';
import { CalendarPage } from './CalendarPage.tsx';
import { activity, yogaSlot } from './calendarFixtures.ts';

beforeAll(polyfillDialog);
afterEach(() => vi.unstubAllGlobals());

const yoga = activity(yogaSlot.activityId, 'Ranní jóga', 60, 12);
const pilates = activity('5a0b5c4e-0000-4000-8000-0000000000a2', 'Pilates', 45, 8);
const pilatesSlot = {
  ...yogaSlot,
  id: '5a0b5c4e-0000-4000-8000-000000000009',
  activityId: pilates.id,
  activityName: 'Pilates',
};

function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

function renderCalendar(path: string) {
  localStorage.setItem('champions.token.admin', fakeJwt({ id: 'partner-1', exp: inOneHour() }));
  const api = recordingFetch((_method, path) =>
    path === '/api/admin/activities' ? { activities: [yoga, pilates] } : { slots: [yogaSlot, pilatesSlot] },
  );
  const fetch = vi.fn(api.fetch);
  vi.stubGlobal('fetch', fetch);
  renderWithQueries(
    <MemoryRouter initialEntries={[path]}>
      <CalendarPage />
      <Address />
    </MemoryRouter>,
  );
  const slotQueries = () =>
    fetch.mock.calls
      .map(([input]) => new URL(input, 'http://x'))
      .filter((url) => url.pathname === '/api/admin/slots')
      .map((url) => url.search);
  return { slotQueries };
}

describe('CalendarPage', () => {
  it('composes the slot form, the week of the URL filtered to one activity, and the slot dialog', async () => {
    const { slotQueries } = renderCalendar(`/admin/calendar?week=2026-12-02&activity=${yoga.id}`);

    expect(await screen.findByRole('heading', { name: 'Nový termín' })).toBeInTheDocument();
    expect(screen.getByLabelText('Aktivita')).toHaveValue(yoga.id);
    const slot = await screen.findByRole('button', { name: /18:00 Ranní jóga/ });
    expect(screen.queryByRole('button', { name: /Pilates, obsazeno/ })).not.toBeInTheDocument();
    expect(slotQueries()).toEqual(['?from=2026-11-30&to=2026-12-06']);

    await userEvent.click(slot);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Studio Pohyb · Obsazeno 3 / 12')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zavřít' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('moves between weeks and switches to the month of the week, keeping it all in the URL', async () => {
    const { slotQueries } = renderCalendar('/admin/calendar?week=2026-12-02');
    await screen.findByRole('button', { name: /18:00 Ranní jóga/ });
    const address = () => screen.getByTestId('address').textContent;

    await userEvent.click(screen.getByRole('button', { name: 'Další →' }));
    expect(address()).toBe('/admin/calendar?week=2026-12-07');
    await userEvent.click(screen.getByRole('button', { name: 'Měsíc' }));
    expect(address()).toBe('/admin/calendar?week=2026-12-07&view=month&month=2026-12');
    expect(await screen.findByRole('heading', { name: /Měsíc prosinec 2026/i })).toBeInTheDocument();
    expect(slotQueries()).toEqual([
      '?from=2026-11-30&to=2026-12-06',
      '?from=2026-12-07&to=2026-12-13',
      '?from=2026-11-30&to=2027-01-03',
    ]);
  });
});
