import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
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
