import { type BackofficeRefundBody, callPath, REFUND_CALLS } from '@champions/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_BASE, callApi } from '../../shared/api/index.ts';
import type { DownloadFile } from '../../shared/hooks/useBlobDownload.ts';
import { useSession } from '../../shared/session/index.ts';

/** A user's card payments and their refunds; keys start with 'superadmin' (the area reloads them). */
export function useUserCardPayments(userId: string, page: number) {
  const { superadmin } = useSession();
  return useQuery({
    queryKey: ['superadmin', 'user', userId, 'payments', page] as const,
    queryFn: ({ signal }) =>
      callApi(REFUND_CALLS.userPayments, { params: { id: userId }, query: { page, limit: 10 }, signal }),
    enabled: superadmin !== null && userId !== '',
    placeholderData: keepPreviousData,
  });
}

/**
 * Refund a payment's card part. `key` is the Idempotency-Key of this attempt (made when the superadmin
 * confirms), so a double click or a retry of the same confirmation refunds once.
 */
export function useRefundPayment(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, body, key }: { paymentId: string; body: BackofficeRefundBody; key: string }) =>
      callApi(REFUND_CALLS.refund, {
        params: { id: userId, paymentId },
        body,
        headers: { 'Idempotency-Key': key },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['superadmin'] }),
  });
}

export const creditNoteFile = (refundId: string, number: string): DownloadFile => ({
  url: `${API_BASE}${callPath(REFUND_CALLS.creditNotePdf.path, { refundId })}`,
  filename: `opravny-doklad-${number}.pdf`,
});
