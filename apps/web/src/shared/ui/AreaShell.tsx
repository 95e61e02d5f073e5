import { type ReactNode, useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { type MessageKey, t } from '../i18n/index.ts';
import { LogoutIcon } from './areaIcons.tsx';
import { Logo } from './Logo.tsx';
import { Main } from './Main.tsx';
import './area-shell.css';

export interface AreaNavItem {
  to: string;
  label: MessageKey;
}

interface AreaShellProps {
  /** Name of the area, next to the logo. */
  area: string;
  navLabel: string;
  nav: readonly AreaNavItem[];
  /** Who is signed in (name or e-mail). */
  account?: string | null;
  onLogout: () => void;
  logoutLabel: string;
  /** A bar above everything (the impersonation notice). */
  banner?: ReactNode;
  /** Something in the header beside the logo (the back office's search box). */
  headerExtra?: ReactNode;
  children?: ReactNode;
}

/**
 * The frame of the back-office areas (partner admin, superadmin, staff, trainer, partner dashboards):
 * a header with the logo, the account and logout, and the area's navigation, a side bar on desktop and
 * a scrollable row on phones.
 */
export function AreaShell({
  area,
  navLabel,
  nav,
  account,
  onLogout,
  logoutLabel,
  banner,
  headerExtra,
  children,
}: AreaShellProps) {
  const navRef = useCurrentLinkInView();
  return (
    <div className="area-shell">
      {banner}
      <header className="area-shell__header">
        <Logo />
        <span className="area-shell__area">{area}</span>
        {headerExtra}
        <div className="area-shell__actions">
          {account && <span className="area-shell__account">{account}</span>}
          <button type="button" className="icon-button area-shell__logout" onClick={onLogout}>
            <LogoutIcon />
            <span>{logoutLabel}</span>
          </button>
        </div>
      </header>
      <div className="area-shell__body">
        <nav className="area-nav" aria-label={navLabel} ref={navRef}>
          <ul className="area-nav__list">
            {nav.map((item) => (
              <li key={item.to}>
                <NavLink className="area-nav__link" to={item.to}>
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Main className="area-shell__content">{children ?? <Outlet />}</Main>
      </div>
    </div>
  );
}

/** On a phone the menu is a row wider than the screen: the current page's link is scrolled into it. */
function useCurrentLinkInView() {
  const navRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on pathname changes only
  useEffect(() => {
    const nav = navRef.current;
    const current = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !current || nav.scrollWidth <= nav.clientWidth) return;
    const link = current.getBoundingClientRect();
    const row = nav.getBoundingClientRect();
    nav.scrollLeft += link.left - row.left - (row.width - link.width) / 2;
  }, [pathname]);
  return navRef;
}
