import { guardRoute, layoutVisibility } from '@champions/domain';
import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import { t } from '../../shared/i18n/index.ts';
import { routeHandle } from '../../shared/routing/handle.ts';
import { isDevMode, loggedInRoles, useSession } from '../../shared/session/index.ts';
import { MAIN_ID, Main } from '../../shared/ui/Main.tsx';
import { GuardRedirect, readStoredRedirect, useSavedTargetUsedUp } from '../guards.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

/**
 * The root of every page: runs the route guard, then shows the public header and footer where the
 * layout rules allow them, with a skip link and the main landmark.
 */
export function RootLayout() {
  const location = useLocation();
  const handle = routeHandle(useMatches());
  const session = useSession();
  const firstRender = useRef(true);

  // After a client-side navigation, move focus to the new content (screen readers announce it).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on pathname changes only
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  }, [location.pathname]);

  useSavedTargetUsedUp(location.pathname);

  const decision = guardRoute({
    pathname: location.pathname,
    search: location.search,
    loggedIn: loggedInRoles(session),
    meta: handle,
    devMode: isDevMode(),
    storedRedirect: readStoredRedirect(),
  });
  if (decision.kind === 'redirect') return <GuardRedirect to={decision.to} from={location.pathname} />;

  const visible = layoutVisibility(location.pathname, handle);
  return (
    <div className="app-shell">
      <span id="top" tabIndex={-1} />
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {t('app.skipToContent')}
      </a>
      {visible.header && <Header />}
      {visible.header ? (
        <Main className="app-main">
          <Outlet />
        </Main>
      ) : (
        // Areas with their own header render the main landmark themselves (see Main).
        <div className="app-main">
          <Outlet />
        </div>
      )}
      {visible.footer && <Footer />}
      <ScrollRestoration />
    </div>
  );
}
