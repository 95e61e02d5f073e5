import { USER_CALLS, type UserDataResponse } from '@champions/contract';
import type { QueryClient } from '@tanstack/react-query';
import { callApi } from '../../shared/api/index.ts';
import { userDataKey } from '../../shared/public-ui/index.ts';

/**
 * Saves (or removes) an activity in the signed-in user's favourites: the heart changes at once, the API's answer
 * confirms it, a failure puts it back; the user's data is read again either way. A plain function on the query
 * client rather than `useMutation`: the heart is on every card of the activity list, whose first JavaScript
 * would otherwise carry the mutation machinery (1 kB) for a click that few visitors make.
 */
export async function toggleFavourite(client: QueryClient, { id, saved }: { id: string; saved: boolean }) {
  await client.cancelQueries({ queryKey: userDataKey });
  const before = client.getQueryData<UserDataResponse>(userDataKey);
  if (before) {
    const ids = before.user.savedActivityIds.filter((existing) => existing !== id);
    client.setQueryData<UserDataResponse>(userDataKey, {
      ...before,
      user: { ...before.user, savedActivityIds: saved ? [...ids, id] : ids },
    });
  }
  try {
    await callApi(saved ? USER_CALLS.save : USER_CALLS.unsave, { params: { id } });
  } catch {
    if (before) client.setQueryData(userDataKey, before);
  } finally {
    void client.invalidateQueries({ queryKey: userDataKey });
  }
}
