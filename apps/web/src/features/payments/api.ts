import { callPath, PAYMENT_CALLS } from '@champions/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_BASE, callApi } from '../../shared/api/index.ts';
import type { DownloadFile } from '../../shared/hooks/useBlobDownload.ts';

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
  callApi(PAYMENT_CALLS.config, { ...(signal ? { signal } : {}) });

export const createSetupIntent = (idempotencyKey: string) =>
  callApi(PAYMENT_CALLS.setupIntent, { headers: { 'Idempotency-Key': idempotencyKey } });

export const syncSetupIntent = (setupIntentId: string) =>
  callApi(PAYMENT_CALLS.syncSetupIntent, { params: { setupIntentId } });

export const syncPayment = (paymentId: string) =>
  callApi(PAYMENT_CALLS.syncPayment, { params: { paymentId } });

export interface LocalCard {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export const confirmLocal = (clientSecret: string, card: LocalCard) =>
  callApi(PAYMENT_CALLS.localConfirm, { body: { clientSecret, card } });

/** The card modal's "keep the card" answer, sent just before the typed card confirms the payment. */
export const setCardSaving = (paymentId: string, saveCard: boolean) =>
  callApi(PAYMENT_CALLS.cardSaving, { params: { paymentId }, body: { saveCard } });

/** Pays the modal's open payment with a saved card (one key per tap: a repeat never charges twice). */
export const payWithSavedCard = (paymentId: string, paymentMethodId: string, idempotencyKey: string) =>
  callApi(PAYMENT_CALLS.payWithSavedCard, {
    params: { paymentId },
    body: { paymentMethodId },
    headers: { 'Idempotency-Key': idempotencyKey },
  });

export const authenticateLocal = (clientSecret: string, approve: boolean) =>
  callApi(PAYMENT_CALLS.localAuthenticate, { body: { clientSecret, approve } });

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
    queryFn: ({ signal }) => callApi(PAYMENT_CALLS.methods, { signal }),
    enabled,
  });
}

export function useBillingHistory(page: number, limit = 20, enabled = true) {
  return useQuery({
    queryKey: paymentKeys.history(page),
    queryFn: ({ signal }) => callApi(PAYMENT_CALLS.billingHistory, { signal, query: { page, limit } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useSetDefaultCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (paymentMethodId: string) =>
      callApi(PAYMENT_CALLS.setDefaultMethod, { body: { paymentMethodId } }),
    onSuccess: (data) => client.setQueryData(paymentKeys.methods, data),
  });
}

export function useRemoveCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (paymentMethodId: string) =>
      callApi(PAYMENT_CALLS.removeMethod, { params: { paymentMethodId } }),
    onSuccess: (data) => client.setQueryData(paymentKeys.methods, data),
  });
}

/** A payment's receipt as a PDF file. */
export const receiptFile = (paymentId: string, receiptNumber: string): DownloadFile => ({
  url: `${API_BASE}${callPath(PAYMENT_CALLS.receiptPdf.path, { paymentId })}`,
  filename: `doklad-${receiptNumber}.pdf`,
});
