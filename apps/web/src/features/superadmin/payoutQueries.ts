import {
  PAYOUT_CALLS,
  type PayoutComputeRequest,
  type PayoutEntriesQuery,
  type PayoutListQuery,
} from '@champions/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_BASE, callApi } from '../../shared/api/index.ts';
import type { DownloadFile } from '../../shared/hooks/useBlobDownload.ts';
import { useSession } from '../../shared/session/index.ts';

/** Partner payouts in the back office; every key starts with ['superadmin', 'payouts']. */
const root = ['superadmin', 'payouts'] as const;

export function usePayouts(query: PayoutListQuery) {
  const { superadmin } = useSession();
  return useQuery({
    queryKey: [...root, 'list', query],
    queryFn: ({ signal }) => callApi(PAYOUT_CALLS.list, { query, signal }),
    enabled: superadmin !== null,
    placeholderData: keepPreviousData,
  });
}

export function usePayout(id: string) {
  return useQuery({
    queryKey: [...root, 'detail', id],
    queryFn: ({ signal }) => callApi(PAYOUT_CALLS.detail, { params: { id }, signal }),
  });
}

export function usePayoutEntries(id: string, query: PayoutEntriesQuery) {
  return useQuery({
    queryKey: [...root, 'entries', id, query],
    queryFn: ({ signal }) => callApi(PAYOUT_CALLS.entries, { params: { id }, query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePayoutExports(page: number) {
  return useQuery({
    queryKey: [...root, 'exports', page],
    queryFn: ({ signal }) => callApi(PAYOUT_CALLS.exports, { query: { page, limit: 10 }, signal }),
    placeholderData: keepPreviousData,
  });
}

function usePayoutMutation<I, O>(call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: root }),
  });
}

export const useComputePayouts = () =>
  usePayoutMutation((body: PayoutComputeRequest) => callApi(PAYOUT_CALLS.compute, { body }));
export const useSetCommission = () =>
  usePayoutMutation((input: { id: string; commissionBps: number }) =>
    callApi(PAYOUT_CALLS.commission, {
      params: { id: input.id },
      body: { commissionBps: input.commissionBps },
    }),
  );
export const useApprovePayout = () =>
  usePayoutMutation((id: string) => callApi(PAYOUT_CALLS.approve, { params: { id } }));
export const useMarkPayoutPaid = () =>
  usePayoutMutation((id: string) => callApi(PAYOUT_CALLS.markPaid, { params: { id } }));
export const useVoidPayoutEntry = () =>
  usePayoutMutation((input: { id: string; entryId: string; reason: string }) =>
    callApi(PAYOUT_CALLS.voidEntry, {
      params: { id: input.id, entryId: input.entryId },
      body: { reason: input.reason },
    }),
  );
export const useExportPayouts = () =>
  usePayoutMutation((dueDate: string) => callApi(PAYOUT_CALLS.createExport, { body: { dueDate } }));

export const exportFileDownload = (id: string, format: 'abo' | 'csv', createdOn: string): DownloadFile => ({
  url: `${API_BASE}${PAYOUT_CALLS.exportFile.path.replace(':id', encodeURIComponent(id))}?format=${format}`,
  filename: `vyplaty-${createdOn}.${format === 'abo' ? 'kpc' : 'csv'}`,
});
