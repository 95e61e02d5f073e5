import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt, inOneHour } from '../../test/jwt.ts';
import { renderWithQueries } from '../../test/query.tsx';
import { DashboardPage } from './DashboardPage.tsx';
import { SearchPage } from './SearchPage.tsx';

afterEach(() => vi.unstubAllGlobals());

/** A dashboard answer of `days` days ending 2026-11-23, with entries on two days. */
function dashboard(days: number) {
  const series = Array.from({ length: days }, (_, i) => {
    const day = new Date(Date.UTC(2026, 10, 23 - (days - 1 - i))).toISOString().slice(0, 10);
    return { day, entries: 0, revenue: 0, newUsers: 0 };
  });
  series[days - 1] = { ...series[days - 1]!, entries: 12, revenue: 169_900, newUsers: 3 };
  series[days - 2] = { ...series[days - 2]!, entries: 5, revenue: 0, newUsers: 0 };
  return {
    days,
    from: series[0]!.day,
    to: '2026-11-23',
    series,
    totals: { entries: 17, revenue: 169_900, newUsers: 3 },
    subscriptions: {
      byType: [
        { type: 'CHAMPIONSHIP', count: 4 },
        { type: 'CHAMPIONSHIP_FLEXIBLE', count: 1 },
        { type: 'PAYG_PLUS', count: 0 },
      ],
      byArea: [
        { areaId: '5a0b5c4e-0000-4000-8000-0000000000a1', areaName: 'Praha', count: 3 },
        { areaId: null, areaName: null, count: 2 },
      ],
      active: 5,
    },
    payoutsDue: { count: 2, amount: 1_250_000 },
    openRequests: { new: 3, inProgress: 1 },
    failedPayments24h: 6,
    failedPayments: [
      {
        id: '5a0b5c4e-0000-4000-8000-0000000000f1',
        userId: '5a0b5c4e-0000-4000-8000-0000000000c1',
        userEmail: 'jana@example.cz',
        description: 'Vstup na lekci Jóga',
        amount: 29_000,
        error: 'Karta byla zamítnuta.',
        at: '2026-11-23T08:15:00.000Z',
      },
    ],
    pendingPartners: 2,
  };
}

function renderAt(path: string, answer: (url: URL) => Response) {
  localStorage.setItem('champions.token.superadmin', fakeJwt({ id: 'sa-1', exp: inOneHour() }));
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
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/superadmin/dashboard" element={<DashboardPage />} />
        <Route path="/superadmin/search" element={<SearchPage />} />
        <Route path="/superadmin/users/:id" element={<h1>Stránka zákazníka</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  return urls;
}

describe('the back office’s dashboard', () => {
  it('shows the tiles as text and each chart’s text alternative, and switches to 90 days', async () => {
    const urls = renderAt('/superadmin/dashboard', (url) =>
      Response.json(dashboard(Number(url.searchParams.get('days')))),
    );
    const tiles = await screen.findByRole('region', { name: 'Souhrn za období a co čeká' });
    const tile = (label: string) => within(tiles).getByText(label).closest('li') as HTMLElement;
    expect(tile('Vstupy za období')).toHaveTextContent('17');
    expect(tile('Tržby za období')).toHaveTextContent(/1\s699\sKč/);
    // it says what it counts: card charges, no credit, refunds not deducted
    expect(tile('Tržby za období')).toHaveTextContent('karta a kredit, po odečtení vrácených peněz');
    expect(tile('Noví zákazníci')).toHaveTextContent('3');
    expect(tile('Aktivní předplatné')).toHaveTextContent('5');
    expect(tile('Výplaty k úhradě')).toHaveTextContent(/12\s500\sKč/);
    expect(tile('Výplaty k úhradě')).toHaveTextContent('2 výplaty');
    expect(tile('Otevřené požadavky')).toHaveTextContent('4');
    expect(tile('Otevřené požadavky')).toHaveTextContent('3 nové, 1 v řešení');
    expect(tile('Neúspěšné platby (24 h)')).toHaveTextContent('6');
    // the failed payments' tile opens their list, each payment with its payer's page
    const failedLink = within(tile('Neúspěšné platby (24 h)')).getByRole('link');
    expect(failedLink).toHaveAttribute('href', '#bo-failed-payments');
    const failed = screen.getByRole('region', { name: 'Neúspěšné platby za posledních 24 hodin' });
    expect(failed).toHaveAttribute('id', 'bo-failed-payments');
    expect(within(failed).getByRole('link', { name: 'jana@example.cz' })).toHaveAttribute(
      'href',
      '/superadmin/users/5a0b5c4e-0000-4000-8000-0000000000c1',
    );
    expect(failed).toHaveTextContent(/290\sKč/);
    expect(failed).toHaveTextContent('Karta byla zamítnuta.');
    expect(failed).toHaveTextContent('Zobrazujeme nejnovějších 1 z 6.');
    // partners waiting for approval: their requests in the inbox
    expect(tile('Partneři čekají na schválení')).toHaveTextContent('2 přihlášky partnera v žádostech');
    expect(within(tile('Partneři čekají na schválení')).getByRole('link')).toHaveAttribute(
      'href',
      '/superadmin/request?kind=partner',
    );

    // each chart: a figure named by its title, a summary sentence and a table of every day
    const entries = screen.getByRole('figure', { name: 'Vstupy po dnech' });
    expect(entries).toHaveTextContent('Za 30 dní 17 vstupů, nejvíce 23. 11. 2026: 12.');
    const table = within(entries).getByRole('table', { name: 'Vstupy po dnech' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(within(table).getByRole('row', { name: /22\. 11\. 2026\s+5/ })).toBeInTheDocument();
    const revenue = screen.getByRole('figure', { name: 'Tržby po dnech (karta a kredit, po vrácení)' });
    expect(revenue).toHaveTextContent(/Za 30 dní tržby \(karta a kredit, po vrácení\) 1\s699\sKč/);
    expect(screen.getByRole('figure', { name: 'Noví zákazníci po dnech' })).toHaveTextContent(
      'Za 30 dní 3 noví zákazníci',
    );
    const byArea = screen.getByRole('table', { name: 'Podle oblasti' });
    expect(within(byArea).getByRole('row', { name: /Všechny lokality\s*2/ })).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Podle typu' })).getByRole('row', {
        name: /Championship\s*4/,
      }),
    ).toBeInTheDocument();

    const ui = userEvent.setup();
    const ninety = screen.getByRole('button', { name: '90 dní' });
    expect(ninety).toHaveAttribute('aria-pressed', 'false');
    await ui.click(ninety);
    expect(await screen.findByText(/Za 90 dní 17 vstupů/)).toBeInTheDocument();
    expect(ninety).toHaveAttribute('aria-pressed', 'true');
    expect(urls.map((u) => u.searchParams.get('days'))).toEqual(['30', '90']);
    // two charts render twice: about 4 s on a busy 2-core machine, so the default 5 s is too close
  }, 15_000);

  it('says when the window is empty, and shows an error with a retry', async () => {
    const empty = dashboard(30);
    empty.series = empty.series.map((d) => ({ ...d, entries: 0, revenue: 0, newUsers: 0 }));
    empty.subscriptions = { byType: [], byArea: [], active: 0 };
    let fail = true;
    renderAt('/superadmin/dashboard', () => {
      if (fail) return Response.json({ message: 'Chyba' }, { status: 500 });
      return Response.json(empty);
    });
    expect(await screen.findByText(/Přehled se nepodařilo načíst/)).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Zkusit znovu' }));
    expect(await screen.findAllByText('Za 30 dní zatím nic.')).toHaveLength(3);
    expect(screen.getByText('Žádné aktivní předplatné.')).toBeInTheDocument();
  });
});

describe('the back office’s search results', () => {
  const hit = {
    kind: 'user',
    id: '5a0b5c4e-0000-4000-8000-0000000000b1',
    label: 'Marek Šikora',
    detail: 'marek@example.cz',
    amount: null,
    at: '2026-11-01T10:00:00.000Z',
    targetId: '5a0b5c4e-0000-4000-8000-0000000000b1',
  };

  it('lists the hits with links to their records', async () => {
    const ticket = {
      ...hit,
      kind: 'ticket',
      id: 'abcdef12-0000-4000-8000-000000000001',
      label: 'Jóga',
      amount: 25_000,
    };
    const venue = { ...hit, kind: 'venue', id: 'v1', label: 'Sportcentrum', detail: 'Praha', targetId: 'v1' };
    renderAt('/superadmin/search?q=sikora', () =>
      Response.json({
        q: 'sikora',
        hits: [hit, ticket, venue],
        pagination: { page: 1, limit: 20, total: 3, totalPages: 1 },
      }),
    );
    expect(await screen.findByText('Nalezeno: 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Marek Šikora' })).toHaveAttribute(
      'href',
      `/superadmin/users/${hit.id}`,
    );
    expect(screen.getByRole('link', { name: 'Jóga' })).toHaveAttribute(
      'href',
      `/superadmin/users/${hit.targetId}`,
    );
    expect(screen.getByRole('link', { name: 'Sportcentrum' })).toHaveAttribute(
      'href',
      '/superadmin/venues/v1',
    );
  });

  it('opens the record when exactly one is found', async () => {
    renderAt('/superadmin/search?q=marek%40example.cz', () =>
      Response.json({
        q: 'marek@example.cz',
        hits: [hit],
        pagination: { page: 1, limit: 20, total: 1, totalPages: 1 },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Stránka zákazníka' })).toBeInTheDocument();
  });

  it('says when nothing is found', async () => {
    renderAt('/superadmin/search?q=nikdo', () =>
      Response.json({ q: 'nikdo', hits: [], pagination: { page: 1, limit: 20, total: 0, totalPages: 0 } }),
    );
    expect(await screen.findByText('Nic neodpovídá hledání „nikdo“.')).toBeInTheDocument();
  });
});
