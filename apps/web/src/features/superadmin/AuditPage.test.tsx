import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt, inOneHour } from '../../test/jwt.ts';
import { renderWithQueries } from '../../test/query.tsx';
import { AuditPage } from './AuditPage.tsx';

afterEach(() => vi.unstubAllGlobals());

function renderPage(initial: string, entries: unknown[] = []) {
  localStorage.setItem('champions.token.superadmin', fakeJwt({ id: 'sa', exp: inOneHour() }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({
        entries,
        pagination: { page: 1, limit: 50, total: entries.length, totalPages: entries.length ? 1 : 0 },
      }),
    ),
  );
  renderWithQueries(
    <MemoryRouter initialEntries={[initial]}>
      <Routes>
        <Route path="/superadmin/audit" element={<AuditPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('AuditPage', () => {
  it('says the log is still empty when no filter is set', async () => {
    renderPage('/superadmin/audit');
    expect(await screen.findByText('Zatím tu není žádná akce.')).toBeInTheDocument();
    expect(screen.queryByText('Filtru neodpovídá žádná akce.')).not.toBeInTheDocument();
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
        targetEmail: null,
        data: { before: { status: 'draft', amount: 272000 }, after: { status: 'approved', amount: 272000 } },
      },
    ]);
    const change = await screen.findByText(/^Stav: draft → approved; Částka: 2\s720\sKč → 2\s720\sKč$/);
    expect(change).toBeInTheDocument();
    expect(screen.queryByText(/"draft"|272000/)).not.toBeInTheDocument();
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
        data: null,
      },
    ]);
    expect(await screen.findByText('jako partner@champions.cz')).toBeInTheDocument();
  });
});
