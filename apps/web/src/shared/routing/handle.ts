import type { GuardMeta, LayoutMeta } from '@champions/domain';
import type { UIMatch } from 'react-router';

/** What a route declares in its React Router `handle`. */
export interface RouteHandle extends LayoutMeta, GuardMeta {}

/** Merges the handles of the matched routes; the deepest route that sets a field wins. */
export function routeHandle(matches: readonly UIMatch[]): RouteHandle {
  const merged: RouteHandle = {};
  for (const match of matches) {
    const handle = match.handle as RouteHandle | undefined;
    if (handle?.public !== undefined) merged.public = handle.public;
    if (handle?.hidePublicLayout !== undefined) merged.hidePublicLayout = handle.hidePublicLayout;
  }
  return merged;
}
