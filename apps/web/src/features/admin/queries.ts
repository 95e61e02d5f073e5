import { PARTNER_CALLS } from '@champions/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../shared/api/index.ts';
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
    queryFn: ({ signal }) => callApi(PARTNER_CALLS.panel, { params: { adminId: adminId ?? '' }, signal }),
    enabled: adminId !== null,
  });
}
