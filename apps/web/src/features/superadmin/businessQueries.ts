import { BACKOFFICE_BUSINESS_CALLS as CALLS, callPath } from '@champions/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_BASE, callApi } from '../../shared/api/index.ts';
import type { DownloadFile } from '../../shared/hooks/useBlobDownload.ts';
import { useSession } from '../../shared/session/index.ts';

/** The back office's companies; keys start with 'superadmin' (the area reloads them). */
export function useBusinesses(query: { q?: string; page: number }) {
  const { superadmin } = useSession();
  return useQuery({
    queryKey: ['superadmin', 'businesses', query] as const,
    queryFn: ({ signal }) => callApi(CALLS.list, { query, signal }),
    enabled: superadmin !== null,
    placeholderData: keepPreviousData,
  });
}

export function useBusinessInvoices(companyId: string) {
  const { superadmin } = useSession();
  return useQuery({
    queryKey: ['superadmin', 'businesses', companyId, 'invoices'] as const,
    queryFn: ({ signal }) => callApi(CALLS.invoices, { params: { id: companyId }, signal }),
    enabled: superadmin !== null,
  });
}

/** Marks an invoice paid; the list (unpaid sums) and the invoices reload. */
export function useMarkInvoicePaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (number: string) => callApi(CALLS.markPaid, { params: { number } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['superadmin', 'businesses'] }),
  });
}

export const businessInvoiceFile = (number: string): DownloadFile => ({
  url: `${API_BASE}${callPath(CALLS.invoicePdf.path, { number })}`,
  filename: `faktura-${number}.pdf`,
});
