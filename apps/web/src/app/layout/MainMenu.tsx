import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { t } from '../../shared/i18n/index.ts';
import { MenuIcon } from '../../shared/ui/icons.tsx';

/** The drawer is only needed once the menu opens: it is not in every page's first JavaScript. */
const MenuDrawer = lazy(() => import('./MenuDrawer.tsx').then((m) => ({ default: m.MenuDrawer })));

interface MainMenuProps {
  loggedIn: boolean;
  onLogout: () => void;
}

/**
 * The header menu: a button that opens a side drawer (a modal dialog, `MenuDrawer.tsx`). Esc, the
 * close button and the backdrop close it; focus moves into it, stays in it, and returns to the button.
 */
export function MainMenu({ loggedIn, onLogout }: MainMenuProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const drawerId = useId();
  const { pathname } = useLocation();

  const close = (restoreFocus = true) => {
    setOpen(false);
    if (restoreFocus) buttonRef.current?.focus();
  };

  // A navigation closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on pathname changes only
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="icon-button menu-button"
        aria-expanded={open}
        aria-controls={drawerId}
        aria-haspopup="dialog"
        aria-label={t('header.menuButton')}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <MenuIcon />
        <span className="menu-button__label" aria-hidden="true">
          {t('header.menuButton')}
        </span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <MenuDrawer id={drawerId} loggedIn={loggedIn} onLogout={onLogout} close={close} />
        </Suspense>
      )}
    </>
  );
}
