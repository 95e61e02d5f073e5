import { BACKOFFICE_PARTNER_CALLS, type PartnerSuspensionBody } from '@champions/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../shared/api/index.ts';
import { useSession } from '../../shared/session/index.ts';

/** The back office's partners: approval from a request, one partner, suspension; keys start with 'superadmin'. */
const keys = { partner: (id: string) => ['superadmin', 'partner', id] as const };

export function useBackofficePartner(id: string) {
  const { superadmin } = useSession();
  return useQuery({
    queryKey: keys.partner(id),
    queryFn: ({ signal }) => callApi(BACKOFFICE_PARTNER_CALLS.detail, { params: { id }, signal }),
    enabled: superadmin !== null && id !== '',
  });
}

/** After a change: the partner, the request, the inbox and the audit log are stale. */
function usePartnerMutation<I, O>(call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['superadmin'] }),
  });
}

/** Approving twice answers with the same partner (the API makes one account). */
export const useApprovePartner = (requestId: string) =>
  usePartnerMutation(() => callApi(BACKOFFICE_PARTNER_CALLS.approve, { params: { id: requestId } }));

/**
 * Suspend: `key` is the Idempotency-Key of this confirmation, so a double click or a retry refunds the
 * customers once.
 */
export const useSuspendPartner = (id: string) =>
  usePartnerMutation(({ body, key }: { body: PartnerSuspensionBody; key: string }) =>
    callApi(BACKOFFICE_PARTNER_CALLS.suspend, { params: { id }, body, headers: { 'Idempotency-Key': key } }),
  );

export const useLiftSuspension = (id: string) =>
  usePartnerMutation((body: PartnerSuspensionBody) =>
    callApi(BACKOFFICE_PARTNER_CALLS.lift, { params: { id }, body }),
  );

/** Returns a self-registered partner's request for approval, with a reason the partner reads. */
export const useRejectPartner = (requestId: string) =>
  usePartnerMutation((body: PartnerSuspensionBody) =>
    callApi(BACKOFFICE_PARTNER_CALLS.reject, { params: { id: requestId }, body }),
  );
