import { TRAINER_CALLS } from '@champions/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../shared/api/index.ts';
import { useAdminId } from './queries.ts';

/** A change of the partner's trainers that reloads the partner's lists afterwards. */
function useTrainerMutation<Input>(call: (input: Input) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  const adminId = useAdminId();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', adminId] }),
  });
}

export const useInviteTrainer = () =>
  useTrainerMutation((body: { email: string; name?: string | undefined }) =>
    callApi(TRAINER_CALLS.invite, { body }),
  );

export const useAssignTrainer = () =>
  useTrainerMutation(({ activityId, trainerId }: { activityId: string; trainerId: string | null }) =>
    callApi(TRAINER_CALLS.assignActivity, { params: { activityId }, body: { trainerId } }),
  );

export const useRemoveTrainer = () =>
  useTrainerMutation((trainerId: string) => callApi(TRAINER_CALLS.remove, { params: { trainerId } }));

export const useWithdrawTrainerInvitation = () =>
  useTrainerMutation((invitationId: string) =>
    callApi(TRAINER_CALLS.withdrawInvitation, { params: { invitationId } }),
  );
