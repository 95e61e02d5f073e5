import { type CreatePriceChangeBody, PRICE_CALLS, type PriceListQuery } from '@champions/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../shared/api/index.ts';
import { useSession } from '../../shared/session/index.ts';

/** The back office's Ceník; keys start with 'superadmin' (the area reloads them). */
const pricesKey = ['superadmin', 'prices'] as const;

export function usePriceOverview(query: PriceListQuery) {
  const { superadmin } = useSession();
  return useQuery({
    queryKey: [...pricesKey, 'overview', query],
    queryFn: ({ signal }) => callApi(PRICE_CALLS.overview, { query, signal }),
    enabled: superadmin !== null,
    placeholderData: keepPreviousData,
  });
}

export function usePriceChange(id: string) {
  const { superadmin } = useSession();
  return useQuery({
    queryKey: [...pricesKey, 'change', id],
    queryFn: ({ signal }) => callApi(PRICE_CALLS.detail, { params: { id }, signal }),
    enabled: superadmin !== null,
  });
}

/** A change of the Ceník: reloads it and the public prices this tab keeps. */
function usePriceMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: pricesKey }),
        queryClient.invalidateQueries({ queryKey: ['public'] }),
      ]);
    },
  });
}

export const useSchedulePriceChange = () =>
  usePriceMutation((body: CreatePriceChangeBody) => callApi(PRICE_CALLS.create, { body }));

export const useCancelPriceChange = () =>
  usePriceMutation((id: string) => callApi(PRICE_CALLS.cancel, { params: { id } }));
