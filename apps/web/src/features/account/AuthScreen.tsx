import { layoutVisibility, showsBusinessHeader } from '@champions/domain';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { t } from '../../shared/i18n/index.ts';
import { useRouteHandle } from '../../shared/routing/route-table.tsx';
import type { SessionRole } from '../../shared/session/index.ts';
import { LanguageSwitch } from '../../shared/ui/LanguageSwitch.tsx';
import { Logo } from '../../shared/ui/Logo.tsx';
import { Main } from '../../shared/ui/Main.tsx';
import { useDocumentTitle } from '../../shared/ui/useDocumentTitle.ts';
import './auth.css';

interface AuthScreenProps {
  title: string;
  lead?: ReactNode;
  /** Whose page it is: shown as a small badge for the back-office roles. */
  accountRole?: SessionRole;
  children: ReactNode;
  /** Links under the card (register, other logins). */
  footer?: ReactNode;
}

/**
 * The frame of the sign-in, registration and password pages: a card with the form. Where the public
 * header is hidden (area paths such as /user/login), it brings its own logo bar, except in the business
 * area, whose header is already there.
 */
export function AuthScreen({ title, lead, accountRole: role, children, footer }: AuthScreenProps) {
  useDocumentTitle(title);
  const { pathname } = useLocation();
  const handle = useRouteHandle();
  const ownChrome = !layoutVisibility(pathname, handle).header && !showsBusinessHeader(pathname);
  return (
    <div className={`auth${ownChrome ? ' auth--standalone' : ''}`}>
      {ownChrome && (
        <header className="auth__bar">
          <Logo />
          <LanguageSwitch className="language-switch auth__language" />
        </header>
      )}
      <Main className="auth__body">
        <section className="auth__card" aria-labelledby="auth-title">
          {role && role !== 'user' && <p className="auth__badge">{t(`roles.${role}`)}</p>}
          <h1 id="auth-title" className="auth__title">
            {title}
          </h1>
          {lead && <p className="auth__lead">{lead}</p>}
          {children}
        </section>
        {footer && <div className="auth__footer">{footer}</div>}
      </Main>
    </div>
  );
}
