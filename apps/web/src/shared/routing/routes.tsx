import { useEffect, useRef } from 'react';
import { type RouteObject, useLocation, useNavigate } from 'react-router';
import { NotFoundPage } from '../ui/NotFoundPage.tsx';

/**
 * A route whose screen belongs to a later feature: it is registered (so guards, layout rules and
 * redirects already apply) and shows the honest 404 page until the feature replaces `notYet(...)`
 * with its own `lazy` or `Component`.
 */
export function notYet(
  path: string,
  extra: Omit<RouteObject, 'path' | 'children' | 'index'> = {},
): RouteObject {
  return { path, Component: NotFoundPage, ...extra };
}

/** Several not-yet routes at once. */
export function notYetAll(paths: readonly string[]): RouteObject[] {
  return paths.map((path) => notYet(path));
}

/**
 * Sends the address on to `to`, keeping its query string and hash (a replace, not a new entry). The
 * root layout does it before the route guard runs (the `redirectTo` handle), as the guard judges the
 * address it lands on.
 */
export function RedirectTo({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <NavigateOnce to={`${to}${search}${hash}`} />;
}

/**
 * Replaces the address with `to`, once. (React Router's `<Navigate>` navigates again whenever it renders
 * with a new `navigate`, which happens while the next page's code loads in a transition.)
 */
export function NavigateOnce({ to }: { to: string }) {
  const navigate = useNavigate();
  const done = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: navigates once, when shown
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    void navigate(to, { replace: true });
  }, []);
  return null;
}

/** A permanent client-side redirect that keeps the query string and hash. */
export function redirectRoute(path: string, to: string): RouteObject {
  return { path, handle: { redirectTo: to }, element: <RedirectTo to={to} /> };
}

/** An alias: `path` shows the same route object as `target` (a shallow copy with another path). */
export function alias(path: string, target: RouteObject): RouteObject {
  return { ...target, path, id: undefined } as RouteObject;
}

/** The index child of an area layout that sends its bare path on (`/admin` → `/admin/enters-loading`). */
export function indexRedirect(to: string): RouteObject {
  return { index: true, handle: { redirectTo: to }, element: <RedirectTo to={to} /> };
}
