import { CATALOGUE_CALLS, SYSTEM_CALLS, USER_CALLS } from '@champions/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi, publicDataInHaler } from '../api/index.ts';
import { useSession } from '../session/index.ts';

export const publicKeys = {
  data: ['public', 'data'] as const,
  filters: ['public', 'filters'] as const,
  seller: ['public', 'seller'] as const,
};

/** The seller (name, IČO, registered address) as receipts name it: the footer and the contact page. */
export function useSeller() {
  return useQuery({
    queryKey: publicKeys.seller,
    queryFn: ({ signal }) => callApi(SYSTEM_CALLS.seller, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

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

/** Query key of the user's data; the account feature's keys all start with it, so a logout removes them. */
export const userDataKey = ['user'] as const;

/**
 * The logged-in user's data (GET /api/user/, SPEC 7), loaded while a user token exists: the one hook
 * that reads it, shared by the account area and the public pages (subscription, saved activity ids).
 */
export function useUserData() {
  const session = useSession();
  return useQuery({
    queryKey: userDataKey,
    queryFn: ({ signal }) => callApi(USER_CALLS.userData, { signal }),
    enabled: session.user !== null,
  });
}

/** The user's data and whether a user is signed in at all. */
export function useUserAccount() {
  const session = useSession();
  return { ...useUserData(), loggedIn: session.user !== null };
}
