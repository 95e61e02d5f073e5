import type { AdminDataResponse } from '@champions/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/index.ts';
import { useSession } from '../../shared/session/index.ts';
import { decodeTokenPayload } from '../../shared/session/jwt.ts';

/** The signed-in admin's id, from the token claims (id, userId or sub). */
export function useAdminId(): string | null {
  const { admin } = useSession();
  if (admin === null) return null;
  const claims = decodeTokenPayload(admin);
  const id = claims?.id ?? claims?.userId ?? claims?.sub;
  return id === undefined ? null : String(id);
}

/** The partner panel data of SPEC 7 (GET /api/admin/{adminId}); keys start with 'admin'. */
export function useAdminData() {
  const adminId = useAdminId();
  return useQuery({
    queryKey: ['admin', adminId],
    queryFn: ({ signal }) => apiFetch<AdminDataResponse>(`/admin/${adminId}`, { signal }),
    enabled: adminId !== null,
  });
}
