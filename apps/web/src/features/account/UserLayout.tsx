import { PAGES } from '@champions/domain';
import type { ComponentType, SVGProps } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { type MessageKey, t } from '../../shared/i18n/index.ts';
import { useLogout } from '../../shared/session/index.ts';
import {
  BookmarkIcon,
  CardIcon,
  HistoryIcon,
  HomeIcon,
  LogoutIcon,
  SettingsIcon,
} from '../../shared/ui/areaIcons.tsx';
import { QrIcon, SearchIcon, WalletIcon } from '../../shared/ui/icons.tsx';
import { Logo } from '../../shared/ui/Logo.tsx';
import { Main } from '../../shared/ui/Main.tsx';
import './user-area.css';

interface NavItem {
  to: string;
  label: MessageKey;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

/** The user area's navigation: a bottom bar on phones, a side bar on desktop. */
export const USER_NAV: readonly NavItem[] = [
  { to: PAGES.user.card, label: 'userArea.card', Icon: QrIcon },
  { to: PAGES.user.history, label: 'userArea.history', Icon: HistoryIcon },
  { to: PAGES.user.subscription, label: 'userArea.subscription', Icon: CardIcon },
  { to: PAGES.payment, label: 'userArea.payments', Icon: WalletIcon },
  { to: PAGES.user.saved, label: 'userArea.saved', Icon: BookmarkIcon },
  { to: PAGES.user.settings, label: 'userArea.settings', Icon: SettingsIcon },
];

/** The shell of every page under /user: header with logo and logout, and the navigation. */
export function UserLayout() {
  const logout = useLogout();
  return (
    <div className="user-shell">
      <header className="user-shell__header">
        <Logo />
        <div className="user-shell__actions">
          <Link className="icon-button user-shell__link" to={PAGES.activities}>
            <SearchIcon />
            <span className="user-shell__label">{t('userArea.activities')}</span>
          </Link>
          <NavLink className="icon-button user-shell__link" to={PAGES.user.start}>
            <HomeIcon />
            <span className="user-shell__label">{t('userArea.home')}</span>
          </NavLink>
          <button
            type="button"
            className="icon-button user-shell__link"
            onClick={() => logout('user', { to: '/' })}
          >
            <LogoutIcon />
            <span className="user-shell__label">{t('userArea.logout')}</span>
          </button>
        </div>
      </header>
      <div className="user-shell__body">
        <nav className="user-nav" aria-label={t('userArea.navLabel')}>
          <ul className="user-nav__list">
            {USER_NAV.map(({ to, label, Icon }) => (
              <li key={to}>
                <NavLink className="user-nav__link" to={to}>
                  <Icon className="user-nav__icon" />
                  <span>{t(label)}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Main className="user-shell__content">
          <Outlet />
        </Main>
      </div>
    </div>
  );
}
