import { COMPANY_CALLS, type CompanyDetailsInput, type InviteEmployeesRequest } from '@champions/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_BASE, callApi } from '../../shared/api/index.ts';
import type { DownloadFile } from '../../shared/hooks/useBlobDownload.ts';

export const companyKeys = {
  details: ['business', 'company'] as const,
  seats: (page: number) => ['business', 'seats', page] as const,
  allSeats: ['business', 'seats'] as const,
};

export const useCompanyDetails = () =>
  useQuery({
    queryKey: companyKeys.details,
    queryFn: ({ signal }) => callApi(COMPANY_CALLS.details, { signal }),
  });

export function useUpdateCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyDetailsInput) => callApi(COMPANY_CALLS.updateDetails, { body }),
    onSuccess: (details) => client.setQueryData(companyKeys.details, details),
  });
}

export const useSeats = (page: number) =>
  useQuery({
    queryKey: companyKeys.seats(page),
    queryFn: ({ signal }) => callApi(COMPANY_CALLS.seats, { query: { page, limit: 20 }, signal }),
    placeholderData: keepPreviousData,
  });

export function useInviteEmployees() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteEmployeesRequest) => callApi(COMPANY_CALLS.invite, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: companyKeys.allSeats }),
  });
}

export function useRemoveSeat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(COMPANY_CALLS.removeSeat, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: companyKeys.allSeats }),
  });
}

export const useInvoices = () =>
  useQuery({
    queryKey: ['business', 'invoices'] as const,
    queryFn: ({ signal }) => callApi(COMPANY_CALLS.invoices, { signal }),
  });

export function useIssueInvoice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(COMPANY_CALLS.issueInvoice, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: ['business', 'invoices'] }),
  });
}

export const invoicePdfFile = (number: string): DownloadFile => ({
  url: `${API_BASE}${COMPANY_CALLS.invoicePdf.path.replace(':number', encodeURIComponent(number))}`,
  filename: `faktura-${number}.pdf`,
});
