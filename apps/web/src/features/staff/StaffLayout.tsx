import { PAGES } from '@champions/domain';
import { t } from '../../shared/i18n/index.ts';
import { RequireSession, tokenClaims, useLogout } from '../../shared/session/index.ts';
import { type AreaNavItem, AreaShell } from '../../shared/ui/AreaShell.tsx';
import { useProfile } from '../account/index.ts';

const STAFF_NAV: readonly AreaNavItem[] = [
  { to: PAGES.staff.enters, label: 'roleArea.enters' },
  { to: PAGES.staff.settings, label: 'roleArea.settings' },
  { to: PAGES.staff.support, label: 'roleArea.support' },
];

/**
 * The reception's shell; logging out goes to /login (SPEC 2). Loading the profile also checks the
 * session: a receptionist whom the partner removed is signed out at once (401).
 */
export function StaffLayout() {
  return (
    <RequireSession accountRole="staff">
      <StaffShell />
    </RequireSession>
  );
}

function StaffShell() {
  const logout = useLogout();
  const profile = useProfile('/staff', ['staff', 'me']);
  return (
    <AreaShell
      area={t('roleArea.staffTitle')}
      navLabel={t('roleArea.staffTitle')}
      nav={STAFF_NAV}
      account={profile.data?.name || tokenClaims('staff')?.email || null}
      logoutLabel={t('roleArea.logout')}
      onLogout={() => logout('staff')}
    />
  );
}
