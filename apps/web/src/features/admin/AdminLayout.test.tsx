import { screen, within } from '@testing-library/react';
import { MemoryRouter, matchRoutes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt, inOneHour } from '../../test/jwt.ts';
import { recordingFetch, renderWithQueries } from '../../test/query.tsx';
import { ADMIN_NAV, AdminLayout } from './AdminLayout.tsx';
import { adminRoutes } from './routes.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('the partner panel’s menu', () => {
  it('shows every working screen, Přehled first, prices, trainers, referrals, support and the schedule for the partner’s web included, and nothing unavailable', async () => {
    localStorage.setItem('champions.token.admin', fakeJwt({ id: 'partner-1', exp: inOneHour() }));
    vi.stubGlobal('fetch', vi.fn(recordingFetch(() => ({})).fetch));
    renderWithQueries(
      <MemoryRouter initialEntries={['/admin/enters-loading']}>
        <AdminLayout />
      </MemoryRouter>,
    );
    const nav = await screen.findByRole('navigation', { name: 'Partnerský panel' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Přehled',
      'Vstupy',
      'Načíst vstup',
      'Sportoviště',
      'Aktivity',
      'Kalendář',
      'Ceny',
      'Trenéři',
      'Recepce',
      'Výdělky',
      'Doporučení',
      'Nastavení',
      'Podpora',
      'API a webhooky',
      'Rozvrh na váš web',
    ]);
    expect(nav).not.toHaveTextContent('Nedostupné');
    expect(within(nav).getByRole('link', { name: 'Přehled' })).toHaveAttribute('href', '/admin/dashboard');
    expect(nav.querySelector('[aria-disabled]')).toBeNull();
  });

  it('leads only to pages the area has (no link falls through to "not found")', () => {
    for (const item of ADMIN_NAV) {
      const matched = matchRoutes(adminRoutes, item.to);
      expect(matched?.at(-1)?.route.path, item.to).not.toBe('*');
      expect(matched?.at(-1)?.route.path, item.to).toBeDefined();
    }
  });
});
