import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt, inOneHour } from '../../test/jwt.ts';
import { renderWithQueries } from '../../test/query.tsx';
import { AuditPage } from './AuditPage.tsx';

afterEach(() => vi.unstubAllGlobals());

function renderPage(initial: string, entries: unknown[] = []) {
  localStorage.setItem('champions.token.superadmin', fakeJwt({ id: 'sa', exp: inOneHour() }));
  const asked: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      asked.push(new URL(input, 'http://x').searchParams);
      return Response.json({
        entries,
        pagination: { page: 1, limit: 50, total: entries.length, totalPages: entries.length ? 1 : 0 },
      });
    }),
  );
  renderWithQueries(
    <MemoryRouter initialEntries={[initial]}>
      <Routes>
        <Route path="/superadmin/audit" element={<AuditPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return asked;
}

describe('AuditPage', () => {
  it('says the log is still empty when no filter is set', async () => {
    renderPage('/superadmin/audit');
    expect(await screen.findByText('Zatím tu není žádná akce.')).toBeInTheDocument();
    expect(screen.queryByText('Filtru neodpovídá žádná akce.')).not.toBeInTheDocument();
  });

  it('filters by action and days from page 1, keeps the narrowed account, and resets everything', async () => {
    const target = '5a0b5c4e-0000-4000-8000-0000000000f1';
    const asked = renderPage(`/superadmin/audit?targetId=${target}&page=3`);
    await screen.findByText('Filtru neodpovídá žádná akce.');
    expect(asked[0]!.get('page')).toBe('3');
    const ui = userEvent.setup();
    await ui.selectOptions(screen.getByLabelText('Druh akce'), 'backoffice.credit.');
    await ui.type(screen.getByLabelText('Od data'), '2026-11-01');
    await ui.click(screen.getByRole('button', { name: 'Filtrovat' }));
    await vi.waitFor(() => expect(asked.at(-1)!.get('action')).toBe('backoffice.credit.'));
    expect(asked.at(-1)!.get('targetId')).toBe(target);
    expect(asked.at(-1)!.get('page')).toBe('1');
    expect(asked.at(-1)!.get('from')).toMatch(/^2026-11-01T00:00:00\.000\+01:00$/);

    await ui.click(screen.getByRole('button', { name: 'Zrušit filtr' }));
    await vi.waitFor(() => expect(asked.at(-1)!.get('targetId')).toBeNull());
    expect(asked.at(-1)!.get('action')).toBeNull();
    expect(screen.getByLabelText('Druh akce')).toHaveValue('');
    expect(screen.getByLabelText('Od data')).toHaveValue('');
    expect(await screen.findByText('Zatím tu není žádná akce.')).toBeInTheDocument();
  });

  it('says the filter matched nothing when a filter is set', async () => {
    renderPage('/superadmin/audit?action=backoffice.credit.');
    expect(await screen.findByText('Filtru neodpovídá žádná akce.')).toBeInTheDocument();
  });

  it('shows a payout amount in Kč and a state without quotes, the time on one line', async () => {
    renderPage('/superadmin/audit', [
      {
        id: '5a0b5c4e-0000-4000-8000-0000000000c1',
        createdAt: '2026-11-26T04:22:42.718Z',
        actorId: '5a0b5c4e-0000-4000-8000-0000000000c2',
        actorEmail: 'admin@champions.cz',
        action: 'payout.approve',
        targetId: '5a0b5c4e-0000-4000-8000-0000000000c3',
        targetEmail: 'partner@champions.cz',
        targetKind: 'admin',
        targetName: 'Sportcentrum Svoboda',
        data: {
          payoutId: '5a0b5c4e-0000-4000-8000-0000000000c4',
          before: { status: 'draft', amount: 272000 },
          after: { status: 'approved', amount: 272000 },
        },
      },
    ]);
    const change = await screen.findByText(/^Stav: Ke kontrole → Schváleno; Částka: 2\s720\sKč$/);
    expect(change).toBeInTheDocument();
    // the partner by name, linked; the statement beside it; no id anywhere in the row's words
    expect(screen.getByRole('link', { name: 'Sportcentrum Svoboda' })).toHaveAttribute(
      'href',
      '/superadmin/admins/5a0b5c4e-0000-4000-8000-0000000000c3',
    );
    expect(screen.getByRole('link', { name: 'Výpis výplaty' })).toHaveAttribute(
      'href',
      '/superadmin/payouts/5a0b5c4e-0000-4000-8000-0000000000c4',
    );
    expect(screen.getByText('Schválení výplaty')).toBeInTheDocument();
    expect(screen.queryByText(/\(payout\.approve\)/)).not.toBeInTheDocument();
    // the raw data is behind a toggle, closed at first
    const toggle = screen.getByText('Zobrazit JSON', { selector: 'summary' });
    expect(toggle.closest('details')).not.toHaveAttribute('open');
    expect(toggle).toHaveAccessibleName('Data akce „Schválení výplaty“ (JSON)');
    expect(toggle.closest('details')).toHaveTextContent('"amount": 272000');
    expect(screen.getByText(/26\. 11\. 2026/).closest('time')).toHaveClass('bo-nowrap');
  });

  it('shows whom a superadmin acted as under who did it', async () => {
    renderPage('/superadmin/audit', [
      {
        id: '5a0b5c4e-0000-4000-8000-0000000000d1',
        createdAt: '2026-11-26T04:22:42.718Z',
        actorId: '5a0b5c4e-0000-4000-8000-0000000000d2',
        actorEmail: 'admin@champions.cz',
        action: 'impersonation.start',
        targetId: '5a0b5c4e-0000-4000-8000-0000000000d3',
        targetEmail: 'partner@champions.cz',
        targetKind: 'admin',
        targetName: null,
        data: null,
      },
    ]);
    expect(await screen.findByText('jako partner@champions.cz')).toBeInTheDocument();
  });

  it('names each target with a link to its page instead of an id, a voided entry by its customer', async () => {
    const entry = (n: number, fields: Record<string, unknown>) => ({
      id: `5a0b5c4e-0000-4000-8000-0000000000e${n}`,
      createdAt: '2026-11-26T04:22:42.718Z',
      actorId: '5a0b5c4e-0000-4000-8000-0000000000d2',
      actorEmail: 'admin@champions.cz',
      targetId: `5a0b5c4e-0000-4000-8000-0000000000f${n}`,
      targetEmail: null,
      targetKind: null,
      targetName: null,
      data: null,
      ...fields,
    });
    renderPage('/superadmin/audit', [
      entry(1, {
        action: 'backoffice.credit.grant',
        targetKind: 'user',
        targetName: 'Jana Nováková',
        targetEmail: 'jana@example.cz',
        data: { reason: 'Omluva', before: { credits: 0 }, after: { credits: 20000 } },
      }),
      entry(2, { action: 'backoffice.venue.update', targetKind: 'venue', targetName: 'Gym Jih' }),
      entry(3, {
        action: 'backoffice.entry.void',
        data: {
          userId: '5a0b5c4e-0000-4000-8000-0000000000a1',
          before: { voided: false, partnerEarning: 29000 },
          after: { voided: true, partnerEarning: 0 },
        },
      }),
      entry(4, { action: 'price.cancel' }),
      entry(5, { action: 'backoffice.future.thing' }),
    ]);
    expect(await screen.findByRole('link', { name: 'Jana Nováková' })).toHaveAttribute(
      'href',
      '/superadmin/users/5a0b5c4e-0000-4000-8000-0000000000f1',
    );
    expect(screen.getByRole('link', { name: 'Gym Jih' })).toHaveAttribute(
      'href',
      '/superadmin/venues/5a0b5c4e-0000-4000-8000-0000000000f2',
    );
    expect(screen.getByRole('link', { name: 'Vstup zákazníka' })).toHaveAttribute(
      'href',
      '/superadmin/users/5a0b5c4e-0000-4000-8000-0000000000a1',
    );
    expect(
      screen.getByText(/^Vstup zrušen: ne → ano; Výdělek partnera: 290\sKč → 0\sKč$/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Změna ceny' })).toHaveAttribute(
      'href',
      '/superadmin/price/5a0b5c4e-0000-4000-8000-0000000000f4',
    );
    // an action the web has no name for yet reads as words; its code only in the raw data
    expect(screen.getByText('Jiná událost')).toBeInTheDocument();
    const table = screen.getByRole('table');
    const visibleWords = Array.from(table.querySelectorAll('td'))
      .filter((cell) => !cell.querySelector('details'))
      .map((cell) => cell.textContent)
      .join(' ');
    expect(visibleWords).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}|backoffice\.|partnerEarning/);
  });

  it('names the account the log is narrowed to, not its id', async () => {
    renderPage('/superadmin/audit?targetId=5a0b5c4e-0000-4000-8000-0000000000f1', [
      {
        id: '5a0b5c4e-0000-4000-8000-0000000000e1',
        createdAt: '2026-11-26T04:22:42.718Z',
        actorId: null,
        actorEmail: null,
        action: 'account.login',
        targetId: '5a0b5c4e-0000-4000-8000-0000000000f1',
        targetEmail: 'jana@example.cz',
        targetKind: 'user',
        targetName: 'Jana Nováková',
        data: null,
      },
    ]);
    expect(await screen.findByText('Jen akce týkající se: Jana Nováková')).toBeInTheDocument();
    // the id is only in the raw data behind the toggle
    expect(screen.getByText(/0000000000f1/).closest('details')).not.toBeNull();
  });
});
