import { PARTNER_API_KEY_CALLS as CALLS, type PartnerApiKeyRequest } from '@champions/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../shared/api/index.ts';
import { useAdminId } from './queries.ts';

const keysOf = (adminId: string | null) => ['admin', adminId, 'api-keys'] as const;

/** The partner's API keys (never the keys themselves), revoked ones too. */
export function useApiKeys() {
  const adminId = useAdminId();
  return useQuery({
    queryKey: keysOf(adminId),
    queryFn: ({ signal }) => callApi(CALLS.list, { signal }),
    enabled: adminId !== null,
  });
}

/** Makes a key; the answer carries the whole key, shown once. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  const adminId = useAdminId();
  return useMutation({
    mutationFn: (body: PartnerApiKeyRequest) => callApi(CALLS.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keysOf(adminId) }),
  });
}

/** Revokes a key: it stops at once and stays listed as revoked. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  const adminId = useAdminId();
  return useMutation({
    mutationFn: (id: string) => callApi(CALLS.revoke, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keysOf(adminId) }),
  });
}
