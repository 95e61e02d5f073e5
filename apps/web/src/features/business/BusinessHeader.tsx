import { PAGES } from '@champions/domain';
import { useEffect, useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { t } from '../../shared/i18n/index.ts';
import { useLogout, useSession } from '../../shared/session/index.ts';
import { LogoutIcon } from '../../shared/ui/areaIcons.tsx';
import { CloseIcon, MenuIcon, SearchIcon } from '../../shared/ui/icons.tsx';
import { Logo } from '../../shared/ui/Logo.tsx';

/** Whether the page has been scrolled away from its top (the header then gets a shadow). */
function useScrolled(offset = 8): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > offset);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [offset]);
  return scrolled;
}

/**
 * The business header (SPEC "Layout rules"): Sports Activities; Log in and Sign up when logged out,
 * Profile and Logout when logged in. On phones the links fold into a menu; it changes style once the
 * page is scrolled.
 */
export function BusinessHeader() {
  const { business } = useSession();
  const logout = useLogout();
  const scrolled = useScrolled();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const menuId = useId();

  // A followed link closes the menu; so does Esc.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className={`business-header${scrolled ? ' is-scrolled' : ''}`}>
      <Logo />
      <button
        type="button"
        className="icon-button business-header__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
        <span className="visually-hidden">{t('businessArea.menu')}</span>
      </button>
      <nav
        id={menuId}
        className={`business-header__nav${open ? ' is-open' : ''}`}
        aria-label={t('businessArea.menu')}
      >
        <NavLink className="business-header__link" to={PAGES.activities}>
          <SearchIcon aria-hidden="true" />
          {t('businessArea.sportsActivities')}
        </NavLink>
        {business ? (
          <>
            <NavLink className="business-header__link" to={PAGES.businessArea.profile}>
              {t('businessArea.profile')}
            </NavLink>
            <button type="button" className="business-header__link" onClick={() => logout('business')}>
              <LogoutIcon aria-hidden="true" />
              {t('businessArea.logout')}
            </button>
          </>
        ) : (
          <>
            <NavLink className="business-header__link" to={PAGES.businessArea.signIn}>
              {t('businessArea.login')}
            </NavLink>
            <NavLink className="button button--primary business-header__cta" to={PAGES.businessArea.signUp}>
              {t('businessArea.signUp')}
            </NavLink>
          </>
        )}
      </nav>
    </header>
  );
}
