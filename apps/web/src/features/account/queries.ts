import { ACCOUNT_CALLS, USER_CALLS } from '@champions/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../shared/api/index.ts';
import { useSession } from '../../shared/session/index.ts';

/** Query keys of the user's data: every key starts with 'user', so a logout removes them all. */
export const userKeys = {
  all: ['user'] as const,
  me: ['user', 'me'] as const,
};

/** The initial user data of SPEC 7 (GET /api/user/), loaded while a user token exists. */
export function useUserData() {
  const session = useSession();
  return useQuery({
    queryKey: userKeys.all,
    queryFn: ({ signal }) => callApi(USER_CALLS.userData, { signal }),
    enabled: session.user !== null,
  });
}

/** The profile of any signed-in role (GET /api/{role}/me). */
export function useProfile(api: string, key: readonly unknown[], enabled = true) {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => callApi(ACCOUNT_CALLS.me, { prefix: api, signal }),
    enabled,
  });
}
