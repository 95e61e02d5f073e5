import { VOUCHER_CALLS } from '@champions/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../shared/api/index.ts';

/** The back office's vouchers found by `q` (code or buyer's e-mail); keys start with 'superadmin'. */
export function useBackofficeVouchers(q: string) {
  return useQuery({
    queryKey: ['superadmin', 'vouchers', q] as const,
    queryFn: ({ signal }) => callApi(VOUCHER_CALLS.backofficeList, { query: { q }, signal }),
  });
}

export function useVoucherAction() {
  const client = useQueryClient();
  const done = () => client.invalidateQueries({ queryKey: ['superadmin', 'vouchers'] });
  return {
    resend: useMutation({
      mutationFn: (voucherId: string) => callApi(VOUCHER_CALLS.backofficeResend, { params: { voucherId } }),
      onSuccess: done,
    }),
    void: useMutation({
      mutationFn: (voucherId: string) => callApi(VOUCHER_CALLS.backofficeVoid, { params: { voucherId } }),
      onSuccess: done,
    }),
  };
}
