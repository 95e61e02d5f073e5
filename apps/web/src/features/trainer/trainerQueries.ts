import {
  callPath,
  REFERRAL_CALLS,
  type SupportRequest,
  TRAINER_CALLS,
  type TrainerProfile,
  type TrainerProfileRequest,
} from '@champions/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_BASE,
  ApiError,
  callApi,
  httpFailureMessage,
  requestHeaders,
  responseMessage,
} from '../../shared/api/index.ts';

const keys = {
  profile: ['trainer', 'profile'] as const,
  slots: ['trainer', 'slots'] as const,
  referral: ['trainer', 'referral'] as const,
};

export const useTrainerProfile = () =>
  useQuery({
    queryKey: keys.profile,
    queryFn: ({ signal }) => callApi(TRAINER_CALLS.profile, { signal }),
  });

export function useSaveTrainerProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TrainerProfileRequest) => callApi(TRAINER_CALLS.updateProfile, { body }),
    onSuccess: (profile) => queryClient.setQueryData(keys.profile, profile),
  });
}

/** Uploads the photo as multipart form data (callApi sends JSON only); the path comes from the route table. */
async function uploadPhoto(file: File): Promise<TrainerProfile> {
  const body = new FormData();
  body.append('photo', file);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${callPath(TRAINER_CALLS.uploadPhoto.path)}`, {
      method: TRAINER_CALLS.uploadPhoto.method,
      headers: { Accept: 'application/json', ...requestHeaders() },
      body,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(httpFailureMessage(0), 0);
  }
  const parsed = (await response.json().catch(() => undefined)) as unknown;
  if (!response.ok) {
    throw new ApiError(
      responseMessage(parsed) ?? httpFailureMessage(response.status),
      response.status,
      parsed,
    );
  }
  return parsed as TrainerProfile;
}

export function useTrainerPhoto() {
  const queryClient = useQueryClient();
  const onSuccess = (profile: TrainerProfile) => queryClient.setQueryData(keys.profile, profile);
  return {
    upload: useMutation({ mutationFn: uploadPhoto, onSuccess }),
    remove: useMutation({ mutationFn: () => callApi(TRAINER_CALLS.removePhoto, {}), onSuccess }),
  };
}

export const useTrainerSlots = () =>
  useQuery({
    queryKey: keys.slots,
    queryFn: ({ signal }) => callApi(TRAINER_CALLS.slots, { query: {}, signal }),
  });

export function useMarkAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: { slotId: string; ticketId: string }) => callApi(TRAINER_CALLS.attend, { params: ids }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.slots }),
  });
}

export const useTrainerReferral = () =>
  useQuery({
    queryKey: keys.referral,
    queryFn: ({ signal }) => callApi(REFERRAL_CALLS.trainer, { signal }),
  });

export const useTrainerSupport = () =>
  useMutation({ mutationFn: (body: SupportRequest) => callApi(TRAINER_CALLS.support, { body }) });
