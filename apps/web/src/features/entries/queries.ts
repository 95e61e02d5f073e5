import {
  ENTRY_CALLS,
  type EntryPurchaseRequest,
  REVIEW_CALLS,
  type ReviewCreateRequest,
  SCAN_CALLS,
  type ScanRequest,
  type ScanResponse,
  USER_CALLS,
  WAITLIST_CALLS,
  type WaitlistJoinRequest,
} from '@champions/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../shared/api/index.ts';
import { saveCachedCard } from './cardStorage.ts';

/** who scans: the partner (admin), a receptionist (staff), or a partner organisation's reception (partner) */
export type ScanRole = 'staff' | 'admin' | 'partner';

export const entryKeys = {
  all: ['user', 'entries'] as const,
  history: (page: number) => ['user', 'entries', 'history', page] as const,
  quote: (slotId: string, optionId: string) => ['user', 'entries', 'quote', slotId, optionId] as const,
  card: ['user', 'entries', 'card'] as const,
  cardAdmission: ['user', 'entries', 'card', 'admission'] as const,
  saved: ['user', 'saved'] as const,
  today: (role: ScanRole) => [role, 'entries', 'today'] as const,
};

export const HISTORY_PAGE_SIZE = 10;

export function useHistory(page: number) {
  return useQuery({
    queryKey: entryKeys.history(page),
    queryFn: ({ signal }) =>
      callApi(ENTRY_CALLS.history, { query: { page, limit: HISTORY_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCard() {
  return useQuery({
    queryKey: entryKeys.card,
    queryFn: async ({ signal }) => {
      const card = await callApi(ENTRY_CALLS.card, { signal });
      saveCachedCard(card);
      return card;
    },
    retry: 1,
    refetchOnWindowFocus: true,
  });
}

/** How often the open card asks whether the reception has let its holder in. */
const ADMISSION_POLL_MS = 2000;

/**
 * The holder's admission of the last few minutes: polled while the card is on screen (not in a hidden
 * tab, not offline), so "Vstup potvrzen" shows within two seconds of the scan.
 */
export function useCardAdmission(enabled: boolean) {
  return useQuery({
    queryKey: entryKeys.cardAdmission,
    queryFn: ({ signal }) => callApi(ENTRY_CALLS.cardAdmission, { signal }),
    enabled,
    refetchInterval: ADMISSION_POLL_MS,
    retry: false,
  });
}

export function useQuote(slotId: string | null, optionId: string | null, enabled: boolean, places = 1) {
  return useQuery({
    queryKey: [...entryKeys.quote(slotId ?? '', optionId ?? ''), places],
    queryFn: ({ signal }) =>
      callApi(ENTRY_CALLS.quote, {
        query: { timeSlotId: slotId ?? '', optionId: optionId ?? '', ...(places > 1 ? { places } : {}) },
        signal,
      }),
    enabled: enabled && slotId !== null && optionId !== null,
    // the stepper changes the places: the last answer stays while the next one loads
    placeholderData: keepPreviousData,
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
    mutationFn: (body: EntryPurchaseRequest) => callApi(ENTRY_CALLS.purchase, { body }),
    onSuccess: async () => {
      await Promise.all([invalidate(), client.invalidateQueries({ queryKey: ['public', 'activity'] })]);
    },
  });
}

export function useCancelEntry() {
  const invalidate = useInvalidateUser();
  return useMutation({
    mutationFn: (id: string) => callApi(ENTRY_CALLS.cancel, { params: { id } }),
    onSuccess: () => invalidate(),
  });
}

export function useSaved() {
  return useQuery({
    queryKey: entryKeys.saved,
    queryFn: ({ signal }) => callApi(USER_CALLS.savedList, { signal }),
  });
}

export function useRemoveSaved() {
  const invalidate = useInvalidateUser();
  return useMutation({
    mutationFn: (activityId: string) => callApi(USER_CALLS.unsave, { params: { id: activityId } }),
    onSuccess: () => invalidate(),
  });
}

export function useToday(role: ScanRole) {
  return useQuery({
    queryKey: entryKeys.today(role),
    queryFn: ({ signal }) => callApi(SCAN_CALLS.today, { prefix: `/${role}`, signal }),
    refetchInterval: 60_000,
  });
}

/** The door's answer to one request: a scan, or the desk admitting its own sale (handed over by the page). */
export type DoorRequest = ScanRequest | { send: () => Promise<ScanResponse> };

export function useScan(role: ScanRole) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: DoorRequest) =>
      'send' in request ? request.send() : callApi(SCAN_CALLS.scan, { prefix: `/${role}`, body: request }),
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
    queryFn: ({ signal }) => callApi(WAITLIST_CALLS.list, { signal }),
    enabled,
  });
}

export function useJoinWaitlist() {
  const invalidate = useInvalidateUser();
  return useMutation({
    mutationFn: (body: WaitlistJoinRequest) => callApi(WAITLIST_CALLS.join, { body }),
    onSuccess: () => invalidate(),
  });
}

export function useLeaveWaitlist() {
  const invalidate = useInvalidateUser();
  return useMutation({
    mutationFn: (id: string) => callApi(WAITLIST_CALLS.leave, { params: { id } }),
    onSuccess: () => invalidate(),
  });
}

export const REVIEWS_PAGE_SIZE = 5;

export function useActivityReviews(activityId: string, page: number, role: 'public' | 'admin' = 'public') {
  return useQuery({
    queryKey: [role, 'reviews', activityId, page] as const,
    queryFn: ({ signal }) =>
      callApi(role === 'admin' ? REVIEW_CALLS.partner : REVIEW_CALLS.published, {
        params: { id: activityId },
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
      callApi(REVIEW_CALLS.create, { params: { id: ticketId }, body }),
    onSuccess: async () => {
      await Promise.all([invalidate(), client.invalidateQueries({ queryKey: ['public', 'reviews'] })]);
    },
  });
}

export function useReplyToReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, reply }: { reviewId: string; reply: string }) =>
      callApi(REVIEW_CALLS.reply, { params: { id: reviewId }, body: { reply } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'reviews'] }),
  });
}
