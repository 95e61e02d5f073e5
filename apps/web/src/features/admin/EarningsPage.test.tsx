import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt, inOneHour } from '../../test/jwt.ts';
import { recordingFetch, renderWithQueries } from '../../test/query.tsx';
import { EarningsPage } from './EarningsPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const earnings = (bankAccountMissing: boolean) => ({
  from: '2026-11-03',
  to: '2026-12-02',
  groupBy: 'day',
  periods: [],
  byVenue: [],
  byActivity: [],
  totals: { entries: 22, earnings: 330_000 },
  balance: { accrued: 330_000, approved: 0, paid: 0 },
  payoutFrequency: 'monthly',
  bankAccountMissing,
});

function renderEarnings(bankAccountMissing: boolean) {
  localStorage.setItem('champions.token.admin', fakeJwt({ id: 'partner-1', exp: inOneHour() }));
  const api = recordingFetch((_method, path) => {
    if (path === '/api/admin/earnings') return earnings(bankAccountMissing);
    if (path === '/api/admin/payouts') return { payouts: [], pagination: { page: 1, limit: 12, total: 0 } };
    return {};
  });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  renderWithQueries(
    <MemoryRouter initialEntries={['/admin/earnings']}>
      <EarningsPage />
    </MemoryRouter>,
  );
}

describe('the partner’s earnings (/admin/earnings)', () => {
  it('says that nothing is paid out without a bank account, with the way to the settings', async () => {
    renderEarnings(true);
    expect(await screen.findByText('Výplatu vám zatím nemůžeme poslat')).toBeVisible();
    expect(screen.getByText(/bez něj žádná výplata neodejde/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Doplnit číslo účtu v Nastavení' })).toHaveAttribute(
      'href',
      '/admin/settings',
    );
    expect(screen.getByText('Naspořeno k výplatě')).toBeVisible();
  });

  it('says nothing of it once the account is saved', async () => {
    renderEarnings(false);
    expect(await screen.findByText('Naspořeno k výplatě')).toBeVisible();
    expect(screen.queryByText('Výplatu vám zatím nemůžeme poslat')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Doplnit číslo účtu v Nastavení' })).toBeNull();
  });
});
