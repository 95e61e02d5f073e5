import { queryClient } from '../../app/providers.tsx';
import { readPlace } from '../../shared/public-ui/index.ts';
import { filtersFromParams } from './filters.ts';
import { activityListQuery, activityQuery } from './queries.ts';

/**
 * Starts the activity list's first page while the page's code is still loading, so a phone does not
 * wait for the page chunk and its first render before asking for the cards (Lighthouse's LCP is the
 * first card's picture). It asks for what `ActivitiesPage` asks for on its first render: the URL's
 * filters, with the remembered area when the URL names no place; nothing while the page would first
 * wait for the browser's location.
 */
export function prefetchActivityList(params: URLSearchParams): void {
  const filters = filtersFromParams(params);
  const urlNamesPlace = filters.lat !== null || filters.area !== null;
  const remembered = urlNamesPlace ? null : readPlace();
  if (remembered?.kind === 'near') return;
  const first = remembered?.kind === 'area' ? { ...filters, area: remembered.slug } : filters;
  void queryClient.prefetchInfiniteQuery(activityListQuery(first));
}

/** Starts the activity's request while the detail page's code loads (its picture is the LCP). */
export function prefetchActivity(id: string | undefined): void {
  if (id) void queryClient.prefetchQuery(activityQuery(id));
}
