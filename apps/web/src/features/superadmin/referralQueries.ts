import { type BackofficeReferralsQuery, REFERRAL_CALLS, type RevokeReferralBody } from '@champions/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../shared/api/index.ts';
import { useSession } from '../../shared/session/index.ts';

/** The back office's referrals; keys start with 'superadmin' (the area reloads them). */
export function useBackofficeReferrals(query: Partial<BackofficeReferralsQuery>) {
  const { superadmin } = useSession();
  const q = Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  ) as Partial<BackofficeReferralsQuery>;
  return useQuery({
    queryKey: ['superadmin', 'referrals', q] as const,
    queryFn: ({ signal }) => callApi(REFERRAL_CALLS.list, { query: q, signal }),
    enabled: superadmin !== null,
    placeholderData: keepPreviousData,
  });
}

/**
 * Revokes a referral. `key` is the Idempotency-Key of this confirmation, so a double click or a retry
 * takes the rewards back once.
 */
export function useRevokeReferral() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ refereeId, body, key }: { refereeId: string; body: RevokeReferralBody; key: string }) =>
      callApi(REFERRAL_CALLS.revoke, {
        params: { refereeId },
        body,
        headers: { 'Idempotency-Key': key },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['superadmin'] }),
  });
}
