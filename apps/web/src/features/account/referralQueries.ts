import { REFERRAL_CALLS } from '@champions/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../shared/api/index.ts';

/** The customer's referral link and whom it brought (GET /api/user/referral); the key starts with 'user'. */
export function useOwnReferral() {
  return useQuery({
    queryKey: ['user', 'referral'] as const,
    queryFn: ({ signal }) => callApi(REFERRAL_CALLS.mine, { signal }),
  });
}

const STORAGE_KEY = 'champions.referralCode';

/** Keeps the code of a referral link (`/r/<code>`) until the registration sends it. */
export function rememberReferralCode(code: string): void {
  try {
    localStorage.setItem(STORAGE_KEY, code.trim().slice(0, 40));
  } catch {
    // storage refused (private mode): the code still travels in the registration link's `?ref=`
  }
}

/** The code a referral link left, or null. */
export function rememberedReferralCode(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Forgets the kept code once a registration has sent it. */
export function forgetReferralCode(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing kept
  }
}
