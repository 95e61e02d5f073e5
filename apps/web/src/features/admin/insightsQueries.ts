import { PARTNER_CALLS as CALLS, type InsightsTable } from '@champions/contract';
import { useQuery } from '@tanstack/react-query';
import { API_BASE, callApi } from '../../shared/api/index.ts';
import type { DownloadFile } from '../../shared/hooks/useBlobDownload.ts';
import { useAdminId } from './queries.ts';

/** The dashboard's period (Prague dates, both included) and venue ('' = all). */
export interface InsightsFilter {
  from: string;
  to: string;
  venueId: string;
}

const queryOf = (filter: InsightsFilter) => ({
  from: filter.from,
  to: filter.to,
  ...(filter.venueId ? { venueId: filter.venueId } : {}),
});

/** The partner's dashboard "Přehled" for a period and venue. */
export function useInsights(filter: InsightsFilter) {
  const adminId = useAdminId();
  return useQuery({
    queryKey: ['admin', adminId, 'insights', filter],
    queryFn: ({ signal }) => callApi(CALLS.insights, { query: queryOf(filter), signal }),
    enabled: adminId !== null,
    placeholderData: (previous) => previous,
  });
}

/** One table of the dashboard as a CSV file. */
export function insightsCsvFile(filter: InsightsFilter, table: InsightsTable): DownloadFile {
  const params = new URLSearchParams({ ...queryOf(filter), table });
  return {
    url: `${API_BASE}${CALLS.insightsCsv.path}?${params.toString()}`,
    filename: `prehled-${table}-${filter.from}-${filter.to}.csv`,
  };
}
