import { PAGES, showsHeaderSearch } from '@champions/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { t } from '../../shared/i18n/index.ts';
import { logout, useSession } from '../../shared/session/index.ts';
import { SearchIcon, UserIcon } from '../../shared/ui/icons.tsx';
import { LanguageSwitch } from '../../shared/ui/LanguageSwitch.tsx';
import { Logo } from '../../shared/ui/Logo.tsx';
import { HeaderSearch, OPEN_SEARCH_STATE } from './HeaderSearch.tsx';
import { MainMenu } from './MainMenu.tsx';

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
