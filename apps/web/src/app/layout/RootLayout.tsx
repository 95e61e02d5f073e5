import { guardRoute, layoutVisibility } from '@champions/domain';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { t } from '../../shared/i18n/index.ts';
import { useRouteHandle } from '../../shared/routing/route-table.tsx';
import { RedirectTo } from '../../shared/routing/routes.tsx';
import { isDevMode, loggedInRoles, useSession } from '../../shared/session/index.ts';
import { MAIN_ID, Main } from '../../shared/ui/Main.tsx';
import { GuardRedirect, readStoredRedirect, useSavedTargetUsedUp } from '../guards.tsx';
import { RouteErrorBoundary } from '../RouteErrorPage.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

/**
 * The root of every page: runs the route guard, then shows the public header and footer where the
 * layout rules allow them, with a skip link and the main landmark.
 */
export function RootLayout() {
  const location = useLocation();
  const { waitingForAreas, ...handle } = useRouteHandle();
  const session = useSession();
  useNewPageArrival();

  useSavedTargetUsedUp(location.pathname);
  // The address may belong to an area whose routes are still loading: no guard or layout until then.
  if (waitingForAreas) return null;
  if (handle.redirectTo) return <RedirectTo to={handle.redirectTo} />;

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
          <Page resetKey={location.pathname} />
        </Main>
      ) : (
        // Areas with their own header render the main landmark themselves (see Main).
        <div className="app-main">
          <Page resetKey={location.pathname} />
        </div>
      )}
      {visible.footer && <Footer />}
    </div>
  );
}

/** The page of the address; what it throws shows the error page inside the layout. */
function Page({ resetKey }: { resetKey: string }) {
  return (
    <RouteErrorBoundary resetKey={resetKey}>
      <Outlet />
    </RouteErrorBoundary>
  );
}

/**
 * After a client-side navigation to another page: focus moves to the new content (screen readers
 * announce it), and the page starts at its top; back and forward keep where the reader was (the
 * browser restores it), and a link to an anchor goes to the anchor.
 */
function useNewPageArrival() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const firstRender = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on pathname changes only
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
    if (navigationType !== 'POP' && !hash) window.scrollTo(0, 0);
  }, [pathname]);
}
