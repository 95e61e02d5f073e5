import { PARTNER_WEBHOOK_CALLS, type WebhookEventType } from '@champions/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../shared/api/index.ts';
import { useAdminId } from './queries.ts';

const webhooksKey = (adminId: string | null) => ['admin', adminId, 'webhooks'] as const;

/** The partner's webhook endpoints (GET /api/admin/webhooks). */
export function useWebhookEndpoints() {
  const adminId = useAdminId();
  return useQuery({
    queryKey: webhooksKey(adminId),
    queryFn: ({ signal }) => callApi(PARTNER_WEBHOOK_CALLS.list, { signal }),
    enabled: adminId !== null,
  });
}

/** One page of an endpoint's deliveries, newest first; refreshed while one is pending. */
export function useWebhookDeliveries(endpointId: string, page: number) {
  const adminId = useAdminId();
  return useQuery({
    queryKey: [...webhooksKey(adminId), endpointId, 'deliveries', page],
    queryFn: ({ signal }) =>
      callApi(PARTNER_WEBHOOK_CALLS.deliveries, { params: { id: endpointId }, query: { page }, signal }),
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((delivery) => delivery.status === 'pending') ? 3000 : false,
  });
}

/** A change to the webhooks that reloads them (and their deliveries) afterwards. */
function useWebhookMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  const adminId = useAdminId();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksKey(adminId) }),
  });
}

export const useCreateWebhook = () =>
  useWebhookMutation((body: { url: string; types: WebhookEventType[] }) =>
    callApi(PARTNER_WEBHOOK_CALLS.create, { body }),
  );

export const useUpdateWebhook = () =>
  useWebhookMutation(({ id, enabled }: { id: string; enabled: boolean }) =>
    callApi(PARTNER_WEBHOOK_CALLS.update, { params: { id }, body: { enabled } }),
  );

/** A changed address and events (PUT /api/admin/webhooks/:id): the endpoint keeps its secret. */
export const useEditWebhook = () =>
  useWebhookMutation(({ id, url, types }: { id: string; url: string; types: WebhookEventType[] }) =>
    callApi(PARTNER_WEBHOOK_CALLS.update, { params: { id }, body: { url, types } }),
  );

export const useDeleteWebhook = () =>
  useWebhookMutation((id: string) => callApi(PARTNER_WEBHOOK_CALLS.remove, { params: { id } }));

export const useRotateWebhookSecret = () =>
  useWebhookMutation((id: string) => callApi(PARTNER_WEBHOOK_CALLS.rotateSecret, { params: { id } }));

export const useSendTestWebhook = () =>
  useWebhookMutation((id: string) => callApi(PARTNER_WEBHOOK_CALLS.sendTest, { params: { id } }));

export const useResendWebhook = () =>
  useWebhookMutation(({ id, deliveryId }: { id: string; deliveryId: string }) =>
    callApi(PARTNER_WEBHOOK_CALLS.resend, { params: { id, deliveryId } }),
  );
