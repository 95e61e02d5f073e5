import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt, inOneHour } from '../../test/jwt.ts';
import { recordingFetch, renderWithQueries } from '../../test/query.tsx';
import { PayoutsPage } from './PayoutsPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const SKIPPED = '5a0b5c4e-0000-4000-8000-0000000000d1';

describe('computing payouts in the back office (/superadmin/payouts)', () => {
  it('names the partners the computation left out, why, and what waits for them', async () => {
    localStorage.setItem('champions.token.superadmin', fakeJwt({ id: 'bo-1', exp: inOneHour() }));
    const api = recordingFetch((method, path) => {
      if (method === 'POST' && path === '/api/superadmin/payouts/compute') {
        return {
          frequency: 'monthly',
          period: '2026-11',
          computed: 1,
          locked: 0,
          missingAccount: 1,
          skipped: [
            {
              adminId: SKIPPED,
              partnerName: 'Sportovní centrum Letná',
              partnerEmail: 'partner@champions.cz',
              reason: 'missing_bank_account',
              entryCount: 22,
              gross: 330_000,
            },
          ],
        };
      }
      if (path === '/api/superadmin/payouts')
        return { payouts: [], pagination: { page: 1, limit: 20, total: 0 } };
      if (path === '/api/superadmin/payouts/exports') {
        return { exports: [], pagination: { page: 1, limit: 20, total: 0 } };
      }
      return {};
    });
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    renderWithQueries(
      <MemoryRouter>
        <PayoutsPage />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    const period = screen.getByLabelText('Měsíc');
    await user.clear(period);
    await user.type(period, '2026-11');
    await user.click(screen.getByRole('button', { name: 'Spočítat' }));
    const skipped = await screen.findByRole('region', { name: 'Vynechaní partneři' });
    const row = within(skipped).getByRole('listitem');
    expect(within(row).getByRole('link', { name: 'Sportovní centrum Letná' })).toHaveAttribute(
      'href',
      `/superadmin/admins/${SKIPPED}`,
    );
    expect(row).toHaveTextContent('partner@champions.cz');
    expect(row).toHaveTextContent('Chybí číslo účtu');
    expect(row).toHaveTextContent('22 vstupů za 3 300 Kč čeká na výplatu');
  });
});

describe('the payouts list (/superadmin/payouts)', () => {
  function Address() {
    return <span data-testid="address">{useLocation().search}</span>;
  }

  it('filters by state and orders on the server at once, kept in the address from page 1', async () => {
    localStorage.setItem('champions.token.superadmin', fakeJwt({ id: 'bo-1', exp: inOneHour() }));
    const asked: URLSearchParams[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const url = new URL(input, 'http://x');
        if (url.pathname === '/api/superadmin/payouts') asked.push(url.searchParams);
        const empty = { pagination: { page: 1, limit: 20, total: 0, totalPages: 0 } };
        return Response.json(
          url.pathname.endsWith('/exports') ? { exports: [], ...empty } : { payouts: [], ...empty },
        );
      }),
    );
    renderWithQueries(
      <MemoryRouter initialEntries={['/superadmin/payouts?page=2']}>
        <Routes>
          <Route
            path="/superadmin/payouts"
            element={
              <>
                <PayoutsPage />
                <Address />
              </>
            }
          />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText(/Zatím tu nejsou žádné výplaty/)).toBeInTheDocument();
    expect(asked[0]!.get('sort')).toBe('-period');
    expect(asked[0]!.get('page')).toBe('2');
    const user = userEvent.setup();
    const state = screen.getByRole('combobox', { name: 'Stav' });
    await user.selectOptions(state, 'Ke kontrole');
    expect(await screen.findByText('Žádná výplata neodpovídá filtru.')).toBeInTheDocument();
    expect(asked.at(-1)!.get('status')).toBe('draft');
    expect(asked.at(-1)!.get('page')).toBe('1');
    expect(state).toHaveFocus();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Řadit podle' }), '-amount');
    await vi.waitFor(() => expect(asked.at(-1)!.get('sort')).toBe('-amount'));
    expect(asked.at(-1)!.get('status')).toBe('draft');
    expect(screen.getByTestId('address')).toHaveTextContent('?status=draft&sort=-amount');
  });
});
