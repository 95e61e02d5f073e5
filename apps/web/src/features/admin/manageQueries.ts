import type {
  ActivityInput,
  AdminActivity,
  AdminActivityList,
  AdminPrice,
  AdminPriceList,
  AdminReferral,
  AdminSlot,
  AdminSlotList,
  AdminTrainers,
  AdminVenue,
  AdminVenueList,
  EarningsResponse,
  MessageResponse,
  PartnerSettings,
  PartnerSettingsInput,
  PhotosResponse,
  PriceInput,
  SlotCreateRequest,
  SlotUpdateRequest,
  SupportRequest,
  VenueInput,
} from '@champions/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_BASE, ApiError, apiFetch, tokenHeaders } from '../../shared/api/index.ts';
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
};

function useAdminQuery<T>(key: readonly unknown[], path: string, enabled = true) {
  const adminId = useAdminId();
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiFetch<T>(path, { signal }),
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

export const useVenues = () => useAdminQuery<AdminVenueList>(keys.venues(useAdminId()), '/admin/venues');
export const useVenue = (id: string | undefined) =>
  useAdminQuery<AdminVenue>(keys.venue(useAdminId(), id ?? ''), `/admin/venues/${id}`, Boolean(id));
export const useSaveVenue = () =>
  useAdminMutation(({ id, body }: { id?: string | undefined; body: VenueInput }) =>
    apiFetch<AdminVenue>(id ? `/admin/venues/${id}` : '/admin/venues', { method: id ? 'PUT' : 'POST', body }),
  );

export const useActivities = () =>
  useAdminQuery<AdminActivityList>(keys.activities(useAdminId()), '/admin/activities');
export const useActivity = (id: string | undefined) =>
  useAdminQuery<AdminActivity>(keys.activity(useAdminId(), id ?? ''), `/admin/activities/${id}`, Boolean(id));
export const useSaveActivity = () =>
  useAdminMutation(({ id, body }: { id?: string | undefined; body: ActivityInput }) =>
    apiFetch<AdminActivity>(id ? `/admin/activities/${id}` : '/admin/activities', {
      method: id ? 'PUT' : 'POST',
      body,
    }),
  );

export type PhotoOwner = 'venues' | 'activities';

export const usePublish = (kind: PhotoOwner) =>
  useAdminMutation(({ id, published }: { id: string; published: boolean }) =>
    apiFetch<unknown>(`/admin/${kind}/${id}/published`, { method: 'PUT', body: { published } }),
  );

/** Uploads one photo as multipart form data (apiFetch sends JSON only). */
async function uploadPhoto(kind: PhotoOwner, id: string, file: File): Promise<PhotosResponse> {
  const body = new FormData();
  body.append('photo', file);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/admin/${kind}/${id}/photos`, {
      method: 'POST',
      headers: { Accept: 'application/json', ...tokenHeaders() },
      body,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError('Network error', 0);
  }
  const parsed = (await response.json().catch(() => undefined)) as unknown;
  if (!response.ok) throw new ApiError(`HTTP ${response.status}`, response.status, parsed);
  return parsed as PhotosResponse;
}

export const useUploadPhoto = (kind: PhotoOwner) =>
  useAdminMutation(({ id, file }: { id: string; file: File }) => uploadPhoto(kind, id, file));
export const useDeletePhoto = (kind: PhotoOwner) =>
  useAdminMutation(({ id, url }: { id: string; url: string }) =>
    apiFetch<PhotosResponse>(`/admin/${kind}/${id}/photos`, { method: 'DELETE', body: { url } }),
  );

export const useSlots = (from: string, to: string) =>
  useAdminQuery<AdminSlotList>(keys.slots(useAdminId(), from, to), `/admin/slots?from=${from}&to=${to}`);
export const useCreateSlots = () =>
  useAdminMutation((body: SlotCreateRequest) =>
    apiFetch<{ created: number; skipped: number; message: string }>('/admin/slots', { method: 'POST', body }),
  );
export const useUpdateSlot = () =>
  useAdminMutation(({ id, body }: { id: string; body: SlotUpdateRequest }) =>
    apiFetch<AdminSlot>(`/admin/slots/${id}`, { method: 'PUT', body }),
  );
export const useCancelSlot = () =>
  useAdminMutation((id: string) =>
    apiFetch<MessageResponse & { notified: number; creditReturned: number }>(`/admin/slots/${id}/cancel`, {
      method: 'POST',
    }),
  );

export const usePrices = () => useAdminQuery<AdminPriceList>(keys.prices(useAdminId()), '/admin/prices');
export const useSavePrice = () =>
  useAdminMutation(({ id, body }: { id?: string | undefined; body: PriceInput }) =>
    apiFetch<AdminPrice>(id ? `/admin/prices/${id}` : '/admin/prices', { method: id ? 'PUT' : 'POST', body }),
  );
export const useDeletePrice = () =>
  useAdminMutation((id: string) => apiFetch<MessageResponse>(`/admin/prices/${id}`, { method: 'DELETE' }));

export interface EarningsFilter {
  from: string;
  to: string;
  groupBy: 'day' | 'month';
}

export const useEarnings = (query: EarningsFilter) =>
  useAdminQuery<EarningsResponse>(
    keys.earnings(useAdminId(), query),
    `/admin/earnings?from=${query.from}&to=${query.to}&groupBy=${query.groupBy}`,
  );

/** Downloads the CSV with the token header (a plain link could not send it). */
export async function downloadEarningsCsv(query: EarningsFilter): Promise<void> {
  const response = await fetch(`${API_BASE}/admin/earnings.csv?from=${query.from}&to=${query.to}`, {
    headers: tokenHeaders(),
    credentials: 'same-origin',
  });
  if (!response.ok) throw new ApiError(`HTTP ${response.status}`, response.status);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `vydelky-${query.from}-${query.to}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const usePartnerSettings = () =>
  useAdminQuery<PartnerSettings>(keys.settings(useAdminId()), '/admin/settings');
export const useSaveSettings = () =>
  useAdminMutation((body: PartnerSettingsInput) =>
    apiFetch<PartnerSettings>('/admin/settings', { method: 'PUT', body }),
  );

export const useSendSupport = () =>
  useAdminMutation((body: SupportRequest) =>
    apiFetch<MessageResponse>('/admin/support', { method: 'POST', body }),
  );

export const useTrainers = () => useAdminQuery<AdminTrainers>(keys.trainers(useAdminId()), '/admin/trainers');
export const useReferral = () => useAdminQuery<AdminReferral>(keys.referral(useAdminId()), '/admin/referral');
