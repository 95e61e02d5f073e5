import type {
  BillingHistoryResponse,
  LocalConfirmResponse,
  PaymentConfigResponse,
  PaymentDetailResponse,
  PaymentMethodsResponse,
  SetupIntentResponse,
} from '@champions/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../shared/api/errors.ts';
import { apiFetch, tokenHeaders } from '../../shared/api/index.ts';

/** Query keys; they start with 'user' so that a logout drops them. */
export const paymentKeys = {
  all: ['user', 'payments'] as const,
  config: ['user', 'payments', 'config'] as const,
  methods: ['user', 'payments', 'methods'] as const,
  history: (page: number) => ['user', 'payments', 'history', page] as const,
};

/** A fresh Idempotency-Key for one payment-creating action (repeats of the same click reuse it). */
export const newIdempotencyKey = () => crypto.randomUUID();

export const fetchPaymentConfig = (signal?: AbortSignal) =>
  apiFetch<PaymentConfigResponse>('/user/payments/config', { signal });

export const createSetupIntent = (idempotencyKey: string) =>
  apiFetch<SetupIntentResponse>('/user/payment-methods/setup-intent', {
    method: 'POST',
    headers: { 'Idempotency-Key': idempotencyKey },
  });

export const syncSetupIntent = (setupIntentId: string) =>
  apiFetch<PaymentMethodsResponse>(
    `/user/payment-methods/setup-intent/${encodeURIComponent(setupIntentId)}/sync`,
    {
      method: 'POST',
    },
  );

export const syncPayment = (paymentId: string) =>
  apiFetch<PaymentDetailResponse>(`/user/payments/${paymentId}/sync`, { method: 'POST' });

export interface LocalCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export const confirmLocal = (clientSecret: string, card: LocalCard) =>
  apiFetch<LocalConfirmResponse>('/user/payments/local/confirm', { body: { clientSecret, card } });

export const authenticateLocal = (clientSecret: string, approve: boolean) =>
  apiFetch<LocalConfirmResponse>('/user/payments/local/authenticate', { body: { clientSecret, approve } });

export function usePaymentConfig() {
  return useQuery({
    queryKey: paymentKeys.config,
    queryFn: ({ signal }) => fetchPaymentConfig(signal),
    staleTime: Infinity,
  });
}

export function usePaymentMethods(enabled = true) {
  return useQuery({
    queryKey: paymentKeys.methods,
    queryFn: ({ signal }) => apiFetch<PaymentMethodsResponse>('/user/payment-methods', { signal }),
    enabled,
  });
}

export function useBillingHistory(page: number, limit = 20, enabled = true) {
  return useQuery({
    queryKey: paymentKeys.history(page),
    queryFn: ({ signal }) =>
      apiFetch<BillingHistoryResponse>('/user/subscriptions/billing-history', {
        signal,
        query: { page, limit },
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useSetDefaultCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (paymentMethodId: string) =>
      apiFetch<PaymentMethodsResponse>('/user/subscriptions/payment-method', {
        method: 'PUT',
        body: { paymentMethodId },
      }),
    onSuccess: (data) => client.setQueryData(paymentKeys.methods, data),
  });
}

export function useRemoveCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (paymentMethodId: string) =>
      apiFetch<PaymentMethodsResponse>(`/user/payment-methods/${paymentMethodId}`, { method: 'DELETE' }),
    onSuccess: (data) => client.setQueryData(paymentKeys.methods, data),
  });
}

/** Downloads a receipt PDF with the user's token (a plain link could not send it). */
export async function downloadReceipt(paymentId: string, receiptNumber: string): Promise<void> {
  const response = await fetch(`/api/user/payments/${paymentId}/receipt.pdf`, { headers: tokenHeaders() });
  if (!response.ok) throw new ApiError(`HTTP ${response.status}`, response.status);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `doklad-${receiptNumber}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
