import { PAGES } from '@champions/domain';
import { t } from '../../shared/i18n/index.ts';
import { RequireSession, tokenClaims, useLogout } from '../../shared/session/index.ts';
import { type AreaNavItem, AreaShell } from '../../shared/ui/AreaShell.tsx';

const PARTNER_NAV: readonly AreaNavItem[] = [
  { to: PAGES.partner.superadmin, label: 'roleArea.dashboardSuperadmin' },
  { to: PAGES.partner.admin, label: 'roleArea.dashboardAdmin' },
  { to: PAGES.partner.reception, label: 'roleArea.dashboardReception' },
];

/** The shell of the partner dashboards (X-Partner-Token, login at /partner/login, SPEC 6). */
export function PartnerLayout() {
  const logout = useLogout();
  return (
    <RequireSession accountRole="partner">
      <AreaShell
        area={t('roleArea.partnerTitle')}
        navLabel={t('roleArea.partnerTitle')}
        nav={PARTNER_NAV}
        account={tokenClaims('partner')?.email ?? null}
        logoutLabel={t('roleArea.logout')}
        onLogout={() => logout('partner')}
      />
    </RequireSession>
  );
}
