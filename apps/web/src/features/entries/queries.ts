import type {
  ActivitySummary,
  CardResponse,
  EntryCancelResponse,
  EntryPurchaseRequest,
  EntryPurchaseResponse,
  EntryQuoteResponse,
  HistoryResponse,
  Review,
  ReviewCreateRequest,
  ReviewsResponse,
  ScanRequest,
  ScanResponse,
  TodayEntriesResponse,
  WaitlistItem,
  WaitlistJoinRequest,
  WaitlistResponse,
} from '@champions/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/index.ts';
import { saveCachedCard } from './cardStorage.ts';

export type ScanRole = 'staff' | 'admin';

export const entryKeys = {
  all: ['user', 'entries'] as const,
  history: (page: number) => ['user', 'entries', 'history', page] as const,
  quote: (slotId: string, optionId: string) => ['user', 'entries', 'quote', slotId, optionId] as const,
  card: ['user', 'entries', 'card'] as const,
  saved: ['user', 'saved'] as const,
  today: (role: ScanRole) => [role, 'entries', 'today'] as const,
};

export const HISTORY_PAGE_SIZE = 10;

export function useHistory(page: number) {
  return useQuery({
    queryKey: entryKeys.history(page),
    queryFn: ({ signal }) =>
      apiFetch<HistoryResponse>('/user/entries', { query: { page, limit: HISTORY_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCard() {
  return useQuery({
    queryKey: entryKeys.card,
    queryFn: async ({ signal }) => {
      const card = await apiFetch<CardResponse>('/user/card', { signal });
      saveCachedCard(card);
      return card;
    },
    retry: 1,
    refetchOnWindowFocus: true,
  });
}

export function useQuote(slotId: string | null, optionId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: entryKeys.quote(slotId ?? '', optionId ?? ''),
    queryFn: ({ signal }) =>
      apiFetch<EntryQuoteResponse>('/user/entries/quote', {
        query: { timeSlotId: slotId ?? '', optionId: optionId ?? '' },
        signal,
      }),
    enabled: enabled && slotId !== null && optionId !== null,
  });
}

/** Every user query that an entry changes: history, card, quotes, the user data with credits. */
function useInvalidateUser() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['user'] });
}

export function usePurchase() {
  const invalidate = useInvalidateUser();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EntryPurchaseRequest) =>
      apiFetch<EntryPurchaseResponse>('/user/entries', { method: 'POST', body }),
    onSuccess: async () => {
      await Promise.all([invalidate(), client.invalidateQueries({ queryKey: ['public', 'activity'] })]);
    },
  });
}

export function useCancelEntry() {
  const invalidate = useInvalidateUser();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<EntryCancelResponse>(`/user/entries/${encodeURIComponent(id)}/cancel`, { method: 'POST' }),
    onSuccess: () => invalidate(),
  });
}

export function useSaved() {
  return useQuery({
    queryKey: entryKeys.saved,
    queryFn: ({ signal }) => apiFetch<{ activities: ActivitySummary[] }>('/user/saved', { signal }),
  });
}

export function useRemoveSaved() {
  const invalidate = useInvalidateUser();
  return useMutation({
    mutationFn: (activityId: string) =>
      apiFetch<{ activityId: string; saved: boolean }>(`/user/saved/${encodeURIComponent(activityId)}`, {
        method: 'DELETE',
      }),
    onSuccess: () => invalidate(),
  });
}

export function useToday(role: ScanRole) {
  return useQuery({
    queryKey: entryKeys.today(role),
    queryFn: ({ signal }) => apiFetch<TodayEntriesResponse>(`/${role}/entries/today`, { signal }),
    refetchInterval: 60_000,
  });
}

export function useScan(role: ScanRole) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ScanRequest) =>
      apiFetch<ScanResponse>(`/${role}/entries/scan`, { method: 'POST', body }),
    onSuccess: (result) => {
      if (result.admitted) {
        void client.invalidateQueries({ queryKey: entryKeys.today(role) });
        void client.invalidateQueries({ queryKey: ['admin'] });
      }
    },
  });
}

export const waitlistKey = ['user', 'waitlist'] as const;

export function useWaitlist(enabled = true) {
  return useQuery({
    queryKey: waitlistKey,
    queryFn: ({ signal }) => apiFetch<WaitlistResponse>('/user/waitlist', { signal }),
    enabled,
  });
}

export function useJoinWaitlist() {
  const invalidate = useInvalidateUser();
  return useMutation({
    mutationFn: (body: WaitlistJoinRequest) =>
      apiFetch<WaitlistItem>('/user/waitlist', { method: 'POST', body }),
    onSuccess: () => invalidate(),
  });
}

export function useLeaveWaitlist() {
  const invalidate = useInvalidateUser();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<WaitlistItem>(`/user/waitlist/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => invalidate(),
  });
}

export const REVIEWS_PAGE_SIZE = 5;

export function useActivityReviews(activityId: string, page: number, role: 'public' | 'admin' = 'public') {
  return useQuery({
    queryKey: [role, 'reviews', activityId, page] as const,
    queryFn: ({ signal }) =>
      apiFetch<ReviewsResponse>(`/${role}/activities/${encodeURIComponent(activityId)}/reviews`, {
        query: { page, limit: REVIEWS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useCreateReview() {
  const invalidate = useInvalidateUser();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ ticketId, body }: { ticketId: string; body: ReviewCreateRequest }) =>
      apiFetch<Review>(`/user/entries/${encodeURIComponent(ticketId)}/review`, { method: 'POST', body }),
    onSuccess: async () => {
      await Promise.all([invalidate(), client.invalidateQueries({ queryKey: ['public', 'reviews'] })]);
    },
  });
}

export function useReplyToReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, reply }: { reviewId: string; reply: string }) =>
      apiFetch<Review>(`/admin/reviews/${encodeURIComponent(reviewId)}/reply`, {
        method: 'POST',
        body: { reply },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'reviews'] }),
  });
}
