import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Link, NavLink } from 'react-router';
import { t } from '../../shared/i18n/index.ts';
import { CloseIcon } from '../../shared/ui/icons.tsx';
import { LanguageSwitch } from '../../shared/ui/LanguageSwitch.tsx';
import { GUEST_ACTIONS, menuGroups } from './menuItems.ts';

const FOCUSABLE = 'a[href], button:not([disabled]), input, [tabindex]:not([tabindex="-1"])';

export interface MenuDrawerProps {
  id: string;
  loggedIn: boolean;
  onLogout: () => void;
  /** Closes the drawer; `restoreFocus` false when focus goes elsewhere (logging out). */
  close: (restoreFocus?: boolean) => void;
}

/**
 * The side drawer of the header menu (a modal dialog), loaded the first time the menu opens: focus
 * moves into it and stays in it; Esc, the close button and the backdrop close it.
 */
export function MenuDrawer({ id: drawerId, loggedIn, onLogout, close }: MenuDrawerProps) {
  const drawerRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    drawerRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    document.body.classList.add('is-scroll-locked');
    return () => document.body.classList.remove('is-scroll-locked');
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'Tab' || !drawerRef.current) return;
    const items = [...drawerRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return createPortal(
    <>
      <div className="drawer-backdrop" aria-hidden="true" onClick={() => close()} />
      <div
        ref={drawerRef}
        id={drawerId}
        className="drawer"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
      >
        <div className="drawer__head">
          <h2 id={titleId} className="drawer__title">
            {t('header.menuTitle')}
          </h2>
          <button
            type="button"
            className="icon-button"
            aria-label={t('header.menuClose')}
            onClick={() => close()}
          >
            <CloseIcon />
          </button>
        </div>
        <nav className="drawer__body" aria-labelledby={titleId}>
          {!loggedIn && (
            <div className="drawer__actions drawer__section">
              {GUEST_ACTIONS.map((action, index) => (
                <Link
                  key={action.to}
                  to={action.to}
                  className={`button button--block ${index === 0 ? 'button--primary' : 'button--secondary'}`}
                >
                  {t(action.label)}
                </Link>
              ))}
            </div>
          )}
          {menuGroups(loggedIn).map((group) => (
            <div key={group.id} className="drawer__section">
              <h3 className="drawer__section-title" id={`${drawerId}-${group.id}`}>
                {t(group.title)}
              </h3>
              <ul className="drawer__list" aria-labelledby={`${drawerId}-${group.id}`}>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <NavLink className="drawer__link" to={link.to} end>
                      {t(link.label)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <div className="drawer__section">
            <h3 className="drawer__section-title" id={`${drawerId}-language`}>
              {t('language.switchLabel')}
            </h3>
            <ul className="drawer__list" aria-labelledby={`${drawerId}-language`}>
              <li>
                <LanguageSwitch className="drawer__link" />
              </li>
            </ul>
          </div>
          {loggedIn && (
            <div className="drawer__section">
              <button
                type="button"
                className="drawer__link"
                onClick={() => {
                  close(false);
                  onLogout();
                }}
              >
                {t('menu.logout')}
              </button>
            </div>
          )}
        </nav>
      </div>
    </>,
    document.body,
  );
}
