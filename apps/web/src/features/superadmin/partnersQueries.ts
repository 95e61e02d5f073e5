import {
  type ActivityInput,
  type BoActivitiesQuery,
  type BoAdminsQuery,
  type BoStaffQuery,
  type BoVenuesQuery,
  BO_PARTNER_CALLS as CALLS,
  type VenueInput,
} from '@champions/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../shared/api/index.ts';
import { useSession } from '../../shared/session/index.ts';

/** The back office's partner screens; keys start with 'superadmin' (the area reloads them). */

function compact<T extends object>(query: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  ) as Partial<T>;
}

function useBoQuery<T>(key: readonly unknown[], fetch: (signal: AbortSignal) => Promise<T>, enabled = true) {
  const { superadmin } = useSession();
  return useQuery({
    queryKey: ['superadmin', ...key],
    queryFn: ({ signal }) => fetch(signal),
    enabled: superadmin !== null && enabled,
    placeholderData: keepPreviousData,
  });
}

export const useBoVenues = (query: Partial<BoVenuesQuery>) =>
  useBoQuery(['bo-venues', compact(query)], (signal) =>
    callApi(CALLS.venues, { query: compact(query), signal }),
  );
export const useBoVenue = (id: string) =>
  useBoQuery(['bo-venue', id], (signal) => callApi(CALLS.venue, { params: { id }, signal }), id !== '');
export const useBoVenueOptions = (q: string) =>
  useBoQuery(['bo-venue-options', q], (signal) =>
    callApi(CALLS.venueOptions, { query: compact({ q }), signal }),
  );
export const useBoActivities = (query: Partial<BoActivitiesQuery>) =>
  useBoQuery(['bo-activities', compact(query)], (signal) =>
    callApi(CALLS.activities, { query: compact(query), signal }),
  );
export const useBoActivity = (id: string) =>
  useBoQuery(['bo-activity', id], (signal) => callApi(CALLS.activity, { params: { id }, signal }), id !== '');
export const useBoStaff = (query: Partial<BoStaffQuery>) =>
  useBoQuery(['bo-staff', compact(query)], (signal) =>
    callApi(CALLS.staff, { query: compact(query), signal }),
  );
export const useBoAdmins = (query: Partial<BoAdminsQuery>) =>
  useBoQuery(['bo-admins', compact(query)], (signal) =>
    callApi(CALLS.admins, { query: compact(query), signal }),
  );

/** A change: every back-office list and detail (and the audit log) reloads afterwards. */
function useBoMutation<I, O>(call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['superadmin'] }),
  });
}

export const useSaveBoVenue = () =>
  useBoMutation(async ({ id, body }: { id?: string | undefined; body: VenueInput }) => {
    const detail = await callApi(CALLS.updateVenue, { params: { id: id ?? '' }, body });
    return { id: detail.venue.id };
  });
export const usePublishBoVenue = () =>
  useBoMutation(({ id, published }: { id: string; published: boolean }) =>
    callApi(CALLS.publishVenue, { params: { id }, body: { published } }),
  );
export const useSaveBoActivity = () =>
  useBoMutation(async ({ id, body }: { id?: string | undefined; body: ActivityInput }) => {
    const detail = id
      ? await callApi(CALLS.updateActivity, { params: { id }, body })
      : await callApi(CALLS.createActivity, { body });
    return { id: detail.activity.id };
  });
export const usePublishBoActivity = () =>
  useBoMutation(({ id, published }: { id: string; published: boolean }) =>
    callApi(CALLS.publishActivity, { params: { id }, body: { published } }),
  );
export const useRemoveBoStaff = () =>
  useBoMutation((id: string) => callApi(CALLS.removeStaff, { params: { id } }));
