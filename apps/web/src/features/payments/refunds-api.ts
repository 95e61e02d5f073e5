import { callPath, USER_REFUND_CALLS } from '@champions/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_BASE, callApi } from '../../shared/api/index.ts';
import type { DownloadFile } from '../../shared/hooks/useBlobDownload.ts';

/** The signed-in user's refunds and credit notes (GET /api/user/refunds). */
export function useUserRefunds(page: number) {
  return useQuery({
    queryKey: ['user', 'payments', 'refunds', page] as const,
    queryFn: ({ signal }) => callApi(USER_REFUND_CALLS.list, { signal, query: { page, limit: 10 } }),
    placeholderData: keepPreviousData,
  });
}

export const creditNoteFile = (refundId: string, number: string): DownloadFile => ({
  url: `${API_BASE}${callPath(USER_REFUND_CALLS.creditNotePdf.path, { refundId })}`,
  filename: `opravny-doklad-${number}.pdf`,
});
