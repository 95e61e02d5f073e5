import type { MessageResponse, StaffListResponse } from '@champions/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../shared/api/index.ts';
import { useAdminId } from './queries.ts';

const staffKey = (adminId: string | null) => ['admin', adminId, 'staff'] as const;

/** The partner's receptionists and open invitations (GET /api/admin/staff). */
export function useStaffList() {
  const adminId = useAdminId();
  return useQuery({
    queryKey: staffKey(adminId),
    queryFn: ({ signal }) => apiFetch<StaffListResponse>('/admin/staff', { signal }),
    enabled: adminId !== null,
  });
}

/** A change to the staff list that reloads it afterwards: invite, withdraw or remove. */
function useStaffMutation<Input>(call: (input: Input) => Promise<MessageResponse>) {
  const queryClient = useQueryClient();
  const adminId = useAdminId();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKey(adminId) }),
  });
}

export const useInviteStaff = () =>
  useStaffMutation((body: { email: string; name?: string | undefined }) =>
    apiFetch<MessageResponse>('/admin/staff/invitations', { method: 'POST', body }),
  );

export const useWithdrawInvitation = () =>
  useStaffMutation((invitationId: string) =>
    apiFetch<MessageResponse>(`/admin/staff/invitations/${invitationId}`, { method: 'DELETE' }),
  );

export const useRemoveStaff = () =>
  useStaffMutation((staffId: string) =>
    apiFetch<MessageResponse>(`/admin/staff/${staffId}`, { method: 'DELETE' }),
  );

export const useAssignStaffVenues = () =>
  useStaffMutation(({ staffId, venueIds }: { staffId: string; venueIds: string[] }) =>
    apiFetch<MessageResponse>(`/admin/staff/${staffId}/venues`, { method: 'PUT', body: { venueIds } }),
  );
