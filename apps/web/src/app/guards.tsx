import { isAuthPage, isUnder, PAGES } from '@champions/domain';
import { useEffect } from 'react';
import { NavigateOnce } from '../shared/routing/routes.tsx';
import { clearStoredRedirect } from '../shared/session/index.ts';

export { clearStoredRedirect, readStoredRedirect, saveStoredRedirect } from '../shared/session/index.ts';

/** Set when a logged-in user leaves a login page for the saved post-login target. */
let targetTaken = false;

/**
 * Performs a redirect decided by the route guard. The saved post-login target is used up only once the
 * target page is reached (see useSavedTargetUsedUp): a lazily loaded target keeps the old location while
 * it loads, and the guard must still find the target when it runs again in the meantime.
 */
export function GuardRedirect({ to, from }: { to: string; from: string }) {
  if (isAuthPage(from) && isUnder(from, PAGES.user.home)) targetTaken = true;
  return <NavigateOnce to={to} />;
}

/** Clears the saved post-login target once a page other than a login page is shown. */
export function useSavedTargetUsedUp(pathname: string) {
  useEffect(() => {
    if (targetTaken && !isAuthPage(pathname)) {
      targetTaken = false;
      clearStoredRedirect();
    }
  }, [pathname]);
}
