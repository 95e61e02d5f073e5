import { ACCOUNT_CALLS } from '@champions/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../shared/api/index.ts';
import { userDataKey } from '../../shared/public-ui/index.ts';

/** Query keys of the user's data: every key starts with 'user', so a logout removes them all. */
export const userKeys = {
  all: userDataKey,
  me: ['user', 'me'] as const,
};

/** The initial user data of SPEC 7 (GET /api/user/): one hook, shared with the public pages. */
export { useUserData } from '../../shared/public-ui/index.ts';

/** The profile of any signed-in role (GET /api/{role}/me). */
export function useProfile(api: string, key: readonly unknown[], enabled = true) {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => callApi(ACCOUNT_CALLS.me, { prefix: api, signal }),
    enabled,
  });
}
