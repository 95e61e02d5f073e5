import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { t } from '../../shared/i18n/index.ts';
import { tokenClaims, useLogout } from '../../shared/session/index.ts';
import { type AreaNavItem, AreaShell } from '../account/index.ts';

/** The back office's navigation (SPEC 2 "Superadmin area"). */
export const SUPERADMIN_NAV: readonly AreaNavItem[] = [
  { to: '/superadmin/dashboard', label: 'superadminArea.dashboard' },
  { to: '/superadmin/users', label: 'superadminArea.users' },
  { to: '/superadmin/admins', label: 'superadminArea.admins' },
  { to: '/superadmin/venues', label: 'superadminArea.venues' },
  { to: '/superadmin/activity', label: 'superadminArea.activities' },
  { to: '/superadmin/staff', label: 'superadminArea.staff' },
  { to: '/superadmin/price', label: 'superadminArea.prices' },
  { to: '/superadmin/enter', label: 'superadminArea.entries' },
  { to: '/superadmin/trainer', label: 'superadminArea.trainers' },
  { to: '/superadmin/business', label: 'superadminArea.businesses' },
  { to: '/superadmin/request', label: 'superadminArea.requests' },
  { to: '/superadmin/referral', label: 'superadminArea.referrals' },
  { to: '/superadmin/category', label: 'superadminArea.categories' },
  { to: '/superadmin/payouts', label: 'superadminArea.payouts' },
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
    />
  );
}
