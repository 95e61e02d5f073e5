import { WALK_IN_PAY_CALLS } from '@champions/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../shared/api/index.ts';
import type { CardModalApi, LocalCard } from '../payments/index.ts';

const CALLS = WALK_IN_PAY_CALLS;

/** A desk sale's payment link (no account: the key does not start with 'user'). */
export const walkInPayKey = (token: string) => ['walk-in-pay', token] as const;

export const useWalkInPay = (token: string) =>
  useQuery({
    queryKey: walkInPayKey(token),
    queryFn: ({ signal }) => callApi(CALLS.view, { params: { token }, signal }),
    retry: false,
  });

/** The card modal's calls for the link: the customer's own card, confirmed by the link's token. */
export function walkInPayCardApi(
  token: string,
  provider: { provider: 'local' | 'stripe'; publishableKey: string | null },
  idempotencyKey: () => string,
): CardModalApi {
  return {
    config: async () => provider,
    confirmLocal: (clientSecret: string, card: LocalCard) =>
      callApi(CALLS.card, {
        params: { token },
        body: { clientSecret, card },
        headers: { 'Idempotency-Key': idempotencyKey() },
      }),
    authenticateLocal: (clientSecret: string, approve: boolean) =>
      callApi(CALLS.authenticate, { params: { token }, body: { clientSecret, approve } }),
  };
}
