import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
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

const Empty = () => null;

/** A permanent client-side redirect that keeps the query string and hash. */
export function redirectRoute(path: string, to: string): RouteObject {
  return {
    path,
    // Never rendered: the loader always redirects. It keeps React Router from warning about a leaf
    // route without a component.
    Component: Empty,
    loader: ({ request }: LoaderFunctionArgs) => {
      const url = new URL(request.url);
      throw redirect(`${to}${url.search}${url.hash}`);
    },
  };
}

/** An alias: `path` shows the same route object as `target` (a shallow copy with another path). */
export function alias(path: string, target: RouteObject): RouteObject {
  return { ...target, path, id: undefined } as RouteObject;
}

/** The index child of an area layout that sends its bare path on (`/admin` → `/admin/enters-loading`). */
export function indexRedirect(to: string): RouteObject {
  return {
    index: true,
    Component: Empty,
    loader: ({ request }: LoaderFunctionArgs) => {
      const url = new URL(request.url);
      throw redirect(`${to}${url.search}${url.hash}`);
    },
  };
}
