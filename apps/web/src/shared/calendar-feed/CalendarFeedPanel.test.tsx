import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordingFetch, renderWithQueries } from '../../test/query.tsx';
import { CalendarFeedPanel } from './CalendarFeedPanel.tsx';

afterEach(() => vi.unstubAllGlobals());

const url = `https://champions.cz/api/public/calendar/${'a'.repeat(43)}.ics`;

/** The feed API as a small state machine: off until made, then on, off again when revoked. */
function feedApi(active = false) {
  let on = active;
  return recordingFetch((method) => {
    if (method === 'POST') {
      on = true;
      return {
        active: true,
        createdAt: '2026-11-23T09:00:00.000Z',
        url,
        webcalUrl: url.replace('https:', 'webcal:'),
      };
    }
    if (method === 'DELETE') on = false;
    return { active: on, createdAt: on ? '2026-11-20T09:00:00.000Z' : null };
  });
}

describe('the calendar feed panel', () => {
  it('makes the customer’s address, shows it once with a webcal link, and turns it off', async () => {
    const api = feedApi();
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    renderWithQueries(<CalendarFeedPanel owner="user" className="panel" />);
    expect(screen.getByRole('heading', { name: 'Vstupy v kalendáři' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Vytvořit odkaz na kalendář' }));
    expect(await screen.findByLabelText('Tajná adresa kalendáře')).toHaveValue(url);
    expect(screen.getByRole('link', { name: 'Otevřít v kalendáři' })).toHaveAttribute(
      'href',
      url.replace('https:', 'webcal:'),
    );
    await user.click(screen.getByRole('button', { name: 'Kopírovat adresu' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Adresa je ve schránce.');
    await user.click(screen.getByRole('button', { name: 'Vypnout kalendář' }));
    expect(await screen.findByRole('button', { name: 'Vytvořit odkaz na kalendář' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Tajná adresa kalendáře')).not.toBeInTheDocument();
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /api/user/calendar-feed',
      'POST /api/user/calendar-feed',
      'DELETE /api/user/calendar-feed',
    ]);
  });

  it('says since when the partner’s feed is on, without the address (only its hash is kept)', async () => {
    const api = feedApi(true);
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    renderWithQueries(<CalendarFeedPanel owner="admin" className="area-card" />);
    expect(await screen.findByText(/Kalendář je zapnutý od 20\. 11\. 2026/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Rozvrh v kalendáři' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Tajná adresa kalendáře')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Vytvořit novou adresu' }));
    expect(await screen.findByLabelText('Tajná adresa kalendáře')).toHaveValue(url);
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /api/admin/calendar-feed',
      'POST /api/admin/calendar-feed',
    ]);
  });

  it('shows an error with a retry when the state cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('{"message":"x"}', { status: 500, headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    renderWithQueries(<CalendarFeedPanel owner="user" className="panel" />);
    expect(await screen.findByText('Stav kalendáře se nepodařilo načíst.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zkusit znovu' })).toBeInTheDocument();
  });
});
