import { BACKOFFICE_DASHBOARD_CALLS, type DashboardWindow } from '@champions/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../shared/api/index.ts';
import { useSession } from '../../shared/session/index.ts';

/** The back office's dashboard and search; keys start with 'superadmin' (the area reloads them). */
export function useDashboard(days: DashboardWindow) {
  const { superadmin } = useSession();
  return useQuery({
    queryKey: ['superadmin', 'dashboard', days] as const,
    queryFn: ({ signal }) => callApi(BACKOFFICE_DASHBOARD_CALLS.dashboard, { query: { days }, signal }),
    enabled: superadmin !== null,
    placeholderData: keepPreviousData,
  });
}

/** One page of the header search's hits; nothing is asked for a text shorter than 2 characters. */
export function useBackofficeSearch(q: string, page: number) {
  const { superadmin } = useSession();
  return useQuery({
    queryKey: ['superadmin', 'search', q, page] as const,
    queryFn: ({ signal }) => callApi(BACKOFFICE_DASHBOARD_CALLS.search, { query: { q, page }, signal }),
    enabled: superadmin !== null && q.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
}
