import {
  type ActivityInput,
  PARTNER_CALLS as CALLS,
  callPath,
  type PartnerSettingsInput,
  type PhotosResponse,
  type PriceInput,
  type SlotCreateRequest,
  type SlotUpdateRequest,
  type SupportRequest,
  type VenueInput,
} from '@champions/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_BASE,
  ApiError,
  callApi,
  httpFailureMessage,
  requestHeaders,
  responseMessage,
} from '../../shared/api/index.ts';
import type { DownloadFile } from '../../shared/hooks/useBlobDownload.ts';
import { useAdminId } from './queries.ts';

/** Keys of the partner's management data; all start with ['admin', adminId] like the panel data. */
const keys = {
  all: (adminId: string | null) => ['admin', adminId] as const,
  venues: (adminId: string | null) => ['admin', adminId, 'venues'] as const,
  venue: (adminId: string | null, id: string) => ['admin', adminId, 'venues', id] as const,
  activities: (adminId: string | null) => ['admin', adminId, 'activities'] as const,
  activity: (adminId: string | null, id: string) => ['admin', adminId, 'activities', id] as const,
  slots: (adminId: string | null, from: string, to: string) => ['admin', adminId, 'slots', from, to] as const,
  prices: (adminId: string | null) => ['admin', adminId, 'prices'] as const,
  earnings: (adminId: string | null, query: object) => ['admin', adminId, 'earnings', query] as const,
  settings: (adminId: string | null) => ['admin', adminId, 'settings'] as const,
  trainers: (adminId: string | null) => ['admin', adminId, 'trainers'] as const,
  referral: (adminId: string | null) => ['admin', adminId, 'referral'] as const,
  approval: (adminId: string | null) => ['admin', adminId, 'approval'] as const,
};

function useAdminQuery<T>(
  key: readonly unknown[],
  fetch: (signal: AbortSignal) => Promise<T>,
  enabled = true,
) {
  const adminId = useAdminId();
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetch(signal),
    enabled: adminId !== null && enabled,
  });
}

/** A change that reloads everything of the partner afterwards (lists, panel data, calendar). */
function useAdminMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  const adminId = useAdminId();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all(adminId) }),
  });
}

export const useVenues = () =>
  useAdminQuery(keys.venues(useAdminId()), (signal) => callApi(CALLS.venues, { signal }));
export const useVenue = (id: string | undefined) =>
  useAdminQuery(
    keys.venue(useAdminId(), id ?? ''),
    (signal) => callApi(CALLS.venue, { params: { id: id ?? '' }, signal }),
    Boolean(id),
  );
export const useSaveVenue = () =>
  useAdminMutation(({ id, body }: { id?: string | undefined; body: VenueInput }) =>
    id ? callApi(CALLS.updateVenue, { params: { id }, body }) : callApi(CALLS.createVenue, { body }),
  );

export const useActivities = () =>
  useAdminQuery(keys.activities(useAdminId()), (signal) => callApi(CALLS.activities, { query: {}, signal }));
export const useActivity = (id: string | undefined) =>
  useAdminQuery(
    keys.activity(useAdminId(), id ?? ''),
    (signal) => callApi(CALLS.activity, { params: { id: id ?? '' }, signal }),
    Boolean(id),
  );
export const useSaveActivity = () =>
  useAdminMutation(({ id, body }: { id?: string | undefined; body: ActivityInput }) =>
    id ? callApi(CALLS.updateActivity, { params: { id }, body }) : callApi(CALLS.createActivity, { body }),
  );

export type PhotoOwner = 'venues' | 'activities';

const PHOTO_CALLS = {
  venues: { publish: CALLS.publishVenue, upload: CALLS.uploadVenuePhoto, remove: CALLS.deleteVenuePhoto },
  activities: {
    publish: CALLS.publishActivity,
    upload: CALLS.uploadActivityPhoto,
    remove: CALLS.deleteActivityPhoto,
  },
} as const;

export const usePublish = (kind: PhotoOwner) =>
  useAdminMutation(({ id, published }: { id: string; published: boolean }) =>
    callApi(PHOTO_CALLS[kind].publish, { params: { id }, body: { published } }),
  );

/** Uploads one photo as multipart form data (apiFetch sends JSON only); the path comes from the route table. */
async function uploadPhoto(kind: PhotoOwner, id: string, file: File): Promise<PhotosResponse> {
  const body = new FormData();
  body.append('photo', file);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${callPath(PHOTO_CALLS[kind].upload.path, { id })}`, {
      method: PHOTO_CALLS[kind].upload.method,
      headers: { Accept: 'application/json', ...requestHeaders() },
      body,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(httpFailureMessage(0), 0);
  }
  const parsed = (await response.json().catch(() => undefined)) as unknown;
  if (!response.ok) {
    throw new ApiError(
      responseMessage(parsed) ?? httpFailureMessage(response.status),
      response.status,
      parsed,
    );
  }
  return parsed as PhotosResponse;
}

export const useUploadPhoto = (kind: PhotoOwner) =>
  useAdminMutation(({ id, file }: { id: string; file: File }) => uploadPhoto(kind, id, file));
export const useDeletePhoto = (kind: PhotoOwner) =>
  useAdminMutation(({ id, url }: { id: string; url: string }) =>
    callApi(PHOTO_CALLS[kind].remove, { params: { id }, body: { url } }),
  );

export const useSlots = (from: string, to: string) =>
  useAdminQuery(keys.slots(useAdminId(), from, to), (signal) =>
    callApi(CALLS.slots, { query: { from, to }, signal }),
  );
export const useCreateSlots = () =>
  useAdminMutation((body: SlotCreateRequest) => callApi(CALLS.createSlots, { body }));
export const useUpdateSlot = () =>
  useAdminMutation(({ id, body }: { id: string; body: SlotUpdateRequest }) =>
    callApi(CALLS.updateSlot, { params: { id }, body }),
  );
export const useCancelSlot = () =>
  useAdminMutation((id: string) => callApi(CALLS.cancelSlot, { params: { id } }));

export const usePrices = () =>
  useAdminQuery(keys.prices(useAdminId()), (signal) => callApi(CALLS.prices, { signal }));
export const useSavePrice = () =>
  useAdminMutation(({ id, body }: { id?: string | undefined; body: PriceInput }) =>
    id ? callApi(CALLS.updatePrice, { params: { id }, body }) : callApi(CALLS.createPrice, { body }),
  );
export const useDeletePrice = () =>
  useAdminMutation((id: string) => callApi(CALLS.archivePrice, { params: { id } }));

export interface EarningsFilter {
  from: string;
  to: string;
  groupBy: 'day' | 'month';
}

export const useEarnings = (query: EarningsFilter) =>
  useAdminQuery(keys.earnings(useAdminId(), query), (signal) => callApi(CALLS.earnings, { query, signal }));

/** The earnings of `query` as a CSV file. */
export const earningsCsvFile = (query: EarningsFilter): DownloadFile => ({
  url: `${API_BASE}${CALLS.earningsCsv.path}?from=${query.from}&to=${query.to}`,
  filename: `vydelky-${query.from}-${query.to}.csv`,
});

export const usePartnerSettings = () =>
  useAdminQuery(keys.settings(useAdminId()), (signal) => callApi(CALLS.settings, { signal }));
export const useSaveSettings = () =>
  useAdminMutation((body: PartnerSettingsInput) => callApi(CALLS.saveSettings, { body }));

/** The approval state and the first-run checklist; every change of the partner reloads it. */
export const useApproval = () =>
  useAdminQuery(keys.approval(useAdminId()), (signal) => callApi(CALLS.approval, { signal }));
export const useSubmitApproval = () => useAdminMutation(() => callApi(CALLS.submitApproval, {}));

export const useSendSupport = () =>
  useAdminMutation((body: SupportRequest) => callApi(CALLS.support, { body }));

export const useTrainers = () =>
  useAdminQuery(keys.trainers(useAdminId()), (signal) => callApi(CALLS.trainers, { signal }));
export const useReferral = () =>
  useAdminQuery(keys.referral(useAdminId()), (signal) => callApi(CALLS.referral, { signal }));
