import { CREDIT_CALLS } from '@champions/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../shared/api/index.ts';

/** The signed-in user's credit history, read from the books (GET /api/user/credits/history). */
export function useCreditHistory(page: number) {
  return useQuery({
    queryKey: ['user', 'payments', 'credits', page] as const,
    queryFn: ({ signal }) => callApi(CREDIT_CALLS.history, { signal, query: { page, limit: 10 } }),
    placeholderData: keepPreviousData,
  });
}
