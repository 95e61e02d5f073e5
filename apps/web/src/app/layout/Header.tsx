import { PAGES, showsHeaderSearch } from '@champions/domain';
import { useQueryClient } from '@tanstack/react-query';
import { lazy } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { t } from '../../shared/i18n/index.ts';
import { logout, useSession } from '../../shared/session/index.ts';
import { SearchIcon, UserIcon } from '../../shared/ui/icons.tsx';
import { LanguageSwitch } from '../../shared/ui/LanguageSwitch.tsx';
import { Logo } from '../../shared/ui/Logo.tsx';
import { MainMenu } from './MainMenu.tsx';
import { OPEN_SEARCH_STATE } from './openSearch.ts';

/**
 * The search box is only on the activity lists, whose page code loads anyway: it is not in every
 * page's first JavaScript, and loads beside the list's code. No Suspense boundary of its own: the
 * list shows whole once both are there, as any first page does (shared/routing/route-table.tsx).
 */
const HeaderSearch = lazy(() => import('./HeaderSearch.tsx').then((m) => ({ default: m.HeaderSearch })));

/** The public header (SPEC "Layout rules"). */
export function Header() {
  const { pathname } = useLocation();
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const loggedIn = session.user !== null;

  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Logo />
        {showsHeaderSearch(pathname) ? (
          <HeaderSearch />
        ) : (
          // Elsewhere the search is one tap away: the activity list, with its search open.
          <Link
            className="icon-button header-search-link"
            to={PAGES.activities}
            state={OPEN_SEARCH_STATE}
            aria-label={t('header.searchLabel')}
            title={t('header.searchLabel')}
          >
            <SearchIcon />
          </Link>
        )}
        <div className="site-header__actions">
          <LanguageSwitch className="language-switch" />
          <Link
            className="icon-button"
            to={loggedIn ? PAGES.user.home : PAGES.user.login}
            aria-label={t(loggedIn ? 'header.accountLoggedIn' : 'header.accountLoggedOut')}
            title={t(loggedIn ? 'header.accountLoggedIn' : 'header.accountLoggedOut')}
          >
            <UserIcon />
          </Link>
          <MainMenu
            loggedIn={loggedIn}
            onLogout={() => {
              logout('user');
              queryClient.removeQueries();
              navigate(PAGES.home);
            }}
          />
        </div>
      </div>
    </header>
  );
}
