import type { SuperadminDataResponse } from '@champions/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/index.ts';
import { useSession } from '../../shared/session/index.ts';

/** Everything the back office oversees (GET /api/superadmin/, SPEC 7); keys start with 'superadmin'. */
export function useSuperadminData() {
  const { superadmin } = useSession();
  return useQuery({
    queryKey: ['superadmin'],
    queryFn: ({ signal }) => apiFetch<SuperadminDataResponse>('/superadmin/', { signal }),
    enabled: superadmin !== null,
  });
}
