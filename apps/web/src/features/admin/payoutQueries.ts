import { PAYOUT_CALLS } from '@champions/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_BASE, callApi } from '../../shared/api/index.ts';
import type { DownloadFile } from '../../shared/hooks/useBlobDownload.ts';
import { useAdminId } from './queries.ts';

/** The partner's own payouts (statements); keys start with ['admin', adminId] like the panel data. */
export function usePartnerPayouts(page: number) {
  const adminId = useAdminId();
  return useQuery({
    queryKey: ['admin', adminId, 'payouts', page],
    queryFn: ({ signal }) => callApi(PAYOUT_CALLS.partnerList, { query: { page, limit: 12 }, signal }),
    enabled: adminId !== null,
    placeholderData: keepPreviousData,
  });
}

export const statementPdfFile = (id: string, period: string): DownloadFile => ({
  url: `${API_BASE}${PAYOUT_CALLS.partnerStatementPdf.path.replace(':id', encodeURIComponent(id))}`,
  filename: `vypis-vyplaty-${period}.pdf`,
});
