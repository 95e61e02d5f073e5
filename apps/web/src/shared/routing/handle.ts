import type { GuardMeta, LayoutMeta } from '@champions/domain';

/** What a route declares in its `handle`. */
export interface RouteHandle extends LayoutMeta, GuardMeta {
  /** A redirect route: the address goes on there before any guard runs (see `redirectRoute`). */
  redirectTo?: string;
}

/** Merges the handles of the matched routes; the deepest route that sets a field wins. */
export function routeHandle(matches: readonly { route: { handle?: unknown } }[]): RouteHandle {
  const merged: RouteHandle = {};
  for (const match of matches) {
    const handle = match.route.handle as RouteHandle | undefined;
    if (handle?.public !== undefined) merged.public = handle.public;
    if (handle?.hidePublicLayout !== undefined) merged.hidePublicLayout = handle.hidePublicLayout;
  }
  const leaf = matches.at(-1)?.route.handle as RouteHandle | undefined;
  if (leaf?.redirectTo) merged.redirectTo = leaf.redirectTo;
  return merged;
}
