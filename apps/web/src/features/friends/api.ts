import { ENTRY_CALLS, FRIEND_PLACE_CALLS } from '@champions/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../shared/api/index.ts';

export const friendKeys = {
  guests: (entryId: string) => ['user', 'entries', 'guests', entryId] as const,
  place: (token: string) => ['public', 'friend-place', token] as const,
};

/** The friends' places bought with the user's entry `entryId`. */
export function useGuestPlaces(entryId: string, enabled = true) {
  return useQuery({
    queryKey: friendKeys.guests(entryId),
    queryFn: ({ signal }) => callApi(FRIEND_PLACE_CALLS.guests, { params: { id: entryId }, signal }),
    enabled,
  });
}

/** Every user query a friend's place changes (the list, the history, the credits). */
function useInvalidateUser() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['user'] });
}

export function useSendGuestPlace() {
  const invalidate = useInvalidateUser();
  return useMutation({
    mutationFn: (input: { ticketId: string; email?: string }) =>
      callApi(FRIEND_PLACE_CALLS.send, {
        params: { ticketId: input.ticketId },
        body: input.email ? { email: input.email } : {},
      }),
    onSuccess: () => invalidate(),
  });
}

/** Taking a place back is cancelling its ticket (the single entry's refund rules). */
export function useTakeBackGuestPlace() {
  const invalidate = useInvalidateUser();
  return useMutation({
    mutationFn: (ticketId: string) => callApi(ENTRY_CALLS.cancel, { params: { id: ticketId } }),
    onSuccess: () => invalidate(),
  });
}

/** A friend's place by its link (no account). */
export function useFriendPlace(token: string) {
  return useQuery({
    queryKey: friendKeys.place(token),
    queryFn: ({ signal }) => callApi(FRIEND_PLACE_CALLS.view, { params: { token }, signal }),
    retry: false,
  });
}

export function useClaimFriendPlace(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(FRIEND_PLACE_CALLS.claim, { params: { token } }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['user'] }),
        client.invalidateQueries({ queryKey: friendKeys.place(token) }),
      ]),
  });
}
