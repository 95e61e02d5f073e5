import { BACKOFFICE_CALLS } from '@champions/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../shared/api/index.ts';
import { useSession } from '../../shared/session/index.ts';

/** Everything the back office oversees (GET /api/superadmin/, SPEC 7); keys start with 'superadmin'. */
export function useSuperadminData() {
  const { superadmin } = useSession();
  return useQuery({
    queryKey: ['superadmin'],
    queryFn: ({ signal }) => callApi(BACKOFFICE_CALLS.overview, { signal }),
    enabled: superadmin !== null,
  });
}
