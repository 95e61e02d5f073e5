import { PARTNER_CALLS } from '@champions/contract';
import { PAGES } from '@champions/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { callApi } from '../../shared/api/index.ts';
import { localizedPath, t } from '../../shared/i18n/index.ts';
import { logout, tokenClaims, useLogout } from '../../shared/session/index.ts';
import { type AreaNavItem, AreaShell } from '../../shared/ui/AreaShell.tsx';
import { Button } from '../../shared/ui/forms.tsx';
import { PartnerApproval } from './ApprovalChecklist.tsx';
import { useAdminData } from './queries.ts';

/**
 * The partner panel's navigation: every screen of the area that works, and nothing that does not.
 * SPEC 2 hid the price, trainer and referral links and showed Dashboard and Support disabled; we
 * show what works instead (docs/business-rules.md, "Partner panel"), Přehled (the dashboard) first.
 */
export const ADMIN_NAV: readonly AreaNavItem[] = [
  { to: PAGES.admin.dashboard, label: 'adminArea.dashboard' },
  { to: PAGES.admin.entersLoading, label: 'adminArea.entries' },
  { to: PAGES.admin.enter, label: 'adminArea.scan' },
  { to: PAGES.admin.venues, label: 'adminArea.venues' },
  { to: PAGES.admin.activities, label: 'adminArea.activities' },
  { to: PAGES.admin.calendar, label: 'adminArea.calendar' },
  { to: PAGES.admin.prices, label: 'adminArea.prices' },
  { to: PAGES.admin.trainer, label: 'adminArea.trainers' },
  { to: PAGES.admin.staff, label: 'adminArea.staff' },
  { to: PAGES.admin.earnings, label: 'adminArea.earnings' },
  { to: PAGES.admin.referral, label: 'adminArea.referral' },
  { to: PAGES.admin.settings, label: 'adminArea.settings' },
  { to: PAGES.admin.support, label: 'adminArea.support' },
  { to: PAGES.admin.api, label: 'adminArea.api' },
  { to: PAGES.admin.scheduleWidget, label: 'adminArea.scheduleWidget' },
];

/**
 * The shell of the partner (admin) area, with the impersonation bar when a superadmin opened it and,
 * until the back office approves the partner, the first-run checklist.
 */
export function AdminLayout() {
  const queryClient = useQueryClient();
  const doLogout = useLogout();
  const { data } = useAdminData();

  // Moving between the superadmin and admin areas reloads the area's data (SPEC 4).
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: ['admin'] });
  }, [queryClient]);

  const impersonated = Boolean(data?.impersonatedBy ?? tokenClaims('admin')?.imp);
  const name = data?.admin.name || data?.admin.email || tokenClaims('admin')?.email || '';

  return (
    <AreaShell
      area={t('adminArea.navLabel')}
      navLabel={t('adminArea.navLabel')}
      nav={ADMIN_NAV}
      account={name}
      logoutLabel={t('adminArea.logout')}
      onLogout={() => doLogout('admin')}
      banner={impersonated ? <ImpersonationBar name={name} /> : null}
    >
      {/* a partner waiting for approval sees the first-run checklist above every screen */}
      <PartnerApproval />
      <Outlet />
    </AreaShell>
  );
}

/** "Jste přihlášeni jako partner … (zástup)" with 'Return to Super Admin' (SPEC 2). */
function ImpersonationBar({ name }: { name: string }) {
  const [pending, setPending] = useState(false);
  const queryClient = useQueryClient();
  // a partner organisation opened this panel: the way back leads to its list of accounts
  const byOrganisation = tokenClaims('admin')?.imr === 'partner';
  const backLabel = byOrganisation ? t('adminArea.returnToOrganisation') : t('adminArea.returnToSuperadmin');
  const back = async () => {
    setPending(true);
    try {
      await callApi(PARTNER_CALLS.endImpersonation, { ignoreUnauthorized: true });
    } catch {
      // The panel closes anyway: the impersonation token is short-lived and is dropped below.
    }
    logout('admin');
    queryClient.removeQueries({ queryKey: ['admin'] });
    window.location.assign(localizedPath(byOrganisation ? PAGES.partner.admin : PAGES.superadmin.admins));
  };
  return (
    <section className="impersonation-bar" aria-label={backLabel}>
      <p>{t('adminArea.impersonating', { name })}</p>
      <Button variant="secondary" loading={pending} onClick={back}>
        {backLabel}
      </Button>
    </section>
  );
}
