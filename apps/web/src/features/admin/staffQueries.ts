import { type MessageResponse, STAFF_CALLS } from '@champions/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../shared/api/index.ts';
import { useAdminId } from './queries.ts';

const staffKey = (adminId: string | null) => ['admin', adminId, 'staff'] as const;

/** The partner's receptionists and open invitations (GET /api/admin/staff). */
export function useStaffList() {
  const adminId = useAdminId();
  return useQuery({
    queryKey: staffKey(adminId),
    queryFn: ({ signal }) => callApi(STAFF_CALLS.list, { signal }),
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
    callApi(STAFF_CALLS.invite, { body }),
  );

export const useWithdrawInvitation = () =>
  useStaffMutation((invitationId: string) =>
    callApi(STAFF_CALLS.withdrawInvitation, { params: { invitationId } }),
  );

export const useRemoveStaff = () =>
  useStaffMutation((staffId: string) => callApi(STAFF_CALLS.remove, { params: { staffId } }));

export const useAssignStaffVenues = () =>
  useStaffMutation(({ staffId, venueIds }: { staffId: string; venueIds: string[] }) =>
    callApi(STAFF_CALLS.assignVenues, { params: { staffId }, body: { venueIds } }),
  );
