import { CATALOGUE_CALLS, USER_CALLS } from '@champions/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi, publicDataInHaler } from '../api/index.ts';
import { useSession } from '../session/index.ts';

export const publicKeys = {
  data: ['public', 'data'] as const,
  filters: ['public', 'filters'] as const,
};

/**
 * The public data of SPEC 7 (GET /api/public/: activities, areas, config), fetched once per visit and
 * shared by every page. A failure is only logged (SPEC 8); pages fall back to their empty states.
 */
export function usePublicData() {
  return useQuery({
    queryKey: publicKeys.data,
    queryFn: async ({ signal }) => {
      try {
        return publicDataInHaler(await callApi(CATALOGUE_CALLS.publicData, { signal }));
      } catch (error) {
        if (!signal.aborted) console.error('Failed to load public data', error);
        throw error;
      }
    },
    staleTime: 5 * 60_000,
  });
}

/** Categories and equipment for the filters (GET /api/public/filters). */
export function useCatalogueFilters() {
  return useQuery({
    queryKey: publicKeys.filters,
    queryFn: ({ signal }) => callApi(CATALOGUE_CALLS.filters, { signal }),
    staleTime: 10 * 60_000,
  });
}

/**
 * The logged-in user's data (GET /api/user/, SPEC 7), under the same query key as the account feature
 * so both share one request: subscription (which plan is current) and saved activity ids.
 */
export function useUserAccount() {
  const session = useSession();
  const query = useQuery({
    queryKey: ['user'],
    queryFn: ({ signal }) => callApi(USER_CALLS.userData, { signal }),
    enabled: session.user !== null,
  });
  return { ...query, loggedIn: session.user !== null };
}
