import { t } from '../../shared/i18n/index.ts';
import { RequireSession, tokenClaims, useLogout } from '../../shared/session/index.ts';
import { type AreaNavItem, AreaShell } from '../account/index.ts';

const STAFF_NAV: readonly AreaNavItem[] = [
  { to: '/staff/enters', label: 'roleArea.enters' },
  { to: '/staff/settings', label: 'roleArea.settings' },
  { to: '/staff/support', label: 'roleArea.support' },
];

/** The reception's shell; logging out goes to /login (SPEC 2). */
export function StaffLayout() {
  const logout = useLogout();
  return (
    <RequireSession accountRole="staff">
      <AreaShell
        area={t('roleArea.staffTitle')}
        navLabel={t('roleArea.staffTitle')}
        nav={STAFF_NAV}
        account={tokenClaims('staff')?.email ?? null}
        logoutLabel={t('roleArea.logout')}
        onLogout={() => logout('staff')}
      />
    </RequireSession>
  );
}
