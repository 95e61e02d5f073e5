import { PAGES } from '@champions/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { t } from '../../shared/i18n/index.ts';
import { tokenClaims, useLogout } from '../../shared/session/index.ts';
import { type AreaNavItem, AreaShell } from '../../shared/ui/AreaShell.tsx';
import { HeaderSearch } from './HeaderSearch.tsx';
import './backoffice.css';
import './dashboard.css';

/**
 * The back office's navigation (SPEC 2 "Superadmin area"). A page not built yet would be shown
 * `disabled`, as SPEC shows the partner's Dashboard: a menu never links to a missing page.
 */
export const SUPERADMIN_NAV: readonly AreaNavItem[] = [
  { to: PAGES.superadmin.dashboard, label: 'superadminArea.dashboard' },
  { to: PAGES.superadmin.users, label: 'superadminArea.users' },
  { to: PAGES.superadmin.admins, label: 'superadminArea.admins' },
  { to: PAGES.superadmin.organisations, label: 'superadminArea.organisations' },
  { to: PAGES.superadmin.venues, label: 'superadminArea.venues' },
  { to: PAGES.superadmin.activities, label: 'superadminArea.activities' },
  { to: PAGES.superadmin.staff, label: 'superadminArea.staff' },
  { to: PAGES.superadmin.prices, label: 'superadminArea.prices' },
  { to: PAGES.superadmin.entries, label: 'superadminArea.entries' },
  { to: PAGES.superadmin.trainers, label: 'superadminArea.trainers' },
  { to: PAGES.superadmin.businesses, label: 'superadminArea.businesses' },
  { to: PAGES.superadmin.requests, label: 'superadminArea.requests' },
  { to: PAGES.superadmin.referrals, label: 'superadminArea.referrals' },
  { to: PAGES.superadmin.vouchers, label: 'superadminArea.vouchers' },
  { to: PAGES.superadmin.categories, label: 'superadminArea.categories' },
  { to: PAGES.superadmin.payouts, label: 'superadminArea.payouts' },
  { to: PAGES.superadmin.audit, label: 'superadminArea.audit' },
];

/** The shell of the superadmin area. */
export function SuperadminLayout() {
  const queryClient = useQueryClient();
  const logout = useLogout();
  // Moving between the superadmin and admin areas reloads the area's data (SPEC 4).
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: ['superadmin'] });
  }, [queryClient]);
  return (
    <AreaShell
      area={t('superadminArea.navLabel')}
      navLabel={t('superadminArea.navLabel')}
      nav={SUPERADMIN_NAV}
      account={tokenClaims('superadmin')?.email ?? null}
      logoutLabel={t('superadminArea.logout')}
      onLogout={() => logout('superadmin')}
      headerExtra={<HeaderSearch />}
    >
      <div className="bo-area">
        <Outlet />
      </div>
    </AreaShell>
  );
}
