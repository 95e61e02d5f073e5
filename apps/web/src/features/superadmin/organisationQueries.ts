import { type BoOrganisationCreateBody, BO_ORGANISATION_CALLS as CALLS } from '@champions/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../shared/api/index.ts';
import { useSession } from '../../shared/session/index.ts';

/** The back office's partner organisations; keys start with 'superadmin' (the area reloads them). */
const keys = { list: ['superadmin', 'organisations'] as const };

export function useBoOrganisations() {
  const { superadmin } = useSession();
  return useQuery({
    queryKey: keys.list,
    queryFn: ({ signal }) => callApi(CALLS.list, { signal }),
    enabled: superadmin !== null,
  });
}

/** After a change: the organisations, the partner lists and the audit log are stale. */
function useOrganisationMutation<I, O>(call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['superadmin'] }),
  });
}

/** A second submit of the same e-mail is refused by the API (one account per e-mail). */
export const useCreateOrganisation = () =>
  useOrganisationMutation((body: BoOrganisationCreateBody) => callApi(CALLS.create, { body }));

/** Linking twice leaves one link (the API answers `changed: false`). */
export const useLinkOrganisationAdmin = (id: string) =>
  useOrganisationMutation((adminId: string) => callApi(CALLS.link, { params: { id }, body: { adminId } }));

export const useUnlinkOrganisationAdmin = (id: string) =>
  useOrganisationMutation((adminId: string) => callApi(CALLS.unlink, { params: { id, adminId } }));
