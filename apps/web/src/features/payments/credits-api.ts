import { CREDIT_CALLS, callPath } from '@champions/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_BASE, callApi } from '../../shared/api/index.ts';
import type { DownloadFile } from '../../shared/hooks/useBlobDownload.ts';

/** The signed-in user's credit history, read from the books (GET /api/user/credits/history). */
export function useCreditHistory(page: number) {
  return useQuery({
    queryKey: ['user', 'payments', 'credits', page] as const,
    queryFn: ({ signal }) => callApi(CREDIT_CALLS.history, { signal, query: { page, limit: 10 } }),
    placeholderData: keepPreviousData,
  });
}

/** The credit note of money returned as credit (one row of the history). */
export const creditMovementNoteFile = (movementId: string, number: string): DownloadFile => ({
  url: `${API_BASE}${callPath(CREDIT_CALLS.creditNotePdf.path, { id: movementId })}`,
  filename: `opravny-doklad-${number}.pdf`,
});
