import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt, inOneHour } from '../../test/jwt.ts';
import { recordingFetch, renderWithQueries } from '../../test/query.tsx';
import { OverviewPage } from './OverviewPage.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PRAHA = '5a0b5c4e-0000-4000-8000-0000000000c1';
const BRNO = '5a0b5c4e-0000-4000-8000-0000000000c2';
const admin = (adminId: string, name: string, bankAccountMissing: boolean) => ({
  adminId,
  name,
  email: `${name.toLowerCase()}@example.cz`,
  entries: 12,
  earnings: 180_000,
  rating: { average: null, count: 0 },
  venues: [],
  payouts: [],
  balance: { accrued: 330_000, approved: 0, paid: 0 },
  bankAccountMissing,
});

describe('the organisation’s overview (/partner/superadmin)', () => {
  it('says which account cannot be paid out and opens its settings to fix it', async () => {
    localStorage.setItem('champions.token.partner', fakeJwt({ id: 'org-1', exp: inOneHour() }));
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const api = recordingFetch((_method, path) => {
      if (path === '/api/partner/org/overview') {
        return {
          month: '2026-12',
          admins: [admin(PRAHA, 'Praha', true), admin(BRNO, 'Brno', false)],
          totals: { entries: 24, earnings: 360_000, payouts: 0 },
        };
      }
      if (path.endsWith('/session')) return { token: fakeJwt({ id: PRAHA, exp: inOneHour() }) };
      return {};
    });
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    renderWithQueries(
      <MemoryRouter>
        <OverviewPage />
      </MemoryRouter>,
    );
    const [praha, brno] = await screen.findAllByTestId('org-admin');
    expect(praha).toHaveTextContent('Provozovna nemá uložené číslo účtu: bez něj jí žádná výplata neodejde.');
    expect(brno).not.toHaveTextContent('číslo účtu');
    expect(within(brno!).queryByRole('button')).toBeNull();
    await userEvent
      .setup()
      .click(within(praha!).getByRole('button', { name: 'Doplnit číslo účtu provozovny Praha' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/admin/settings'));
    expect(api.calls.some((call) => call.method === 'POST' && call.path.includes(PRAHA))).toBe(true);
  });
});
