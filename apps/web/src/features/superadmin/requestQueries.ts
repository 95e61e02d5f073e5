import {
  type BackofficeRequestsQuery,
  REQUEST_INBOX_CALLS,
  type RequestAssigneeBody,
  type RequestNoteBody,
  type RequestReplyBody,
  type RequestStateBody,
} from '@champions/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../shared/api/index.ts';
import { useSession } from '../../shared/session/index.ts';

/** The back office's Requests inbox; keys start with 'superadmin' (the area reloads them). */
const keys = {
  list: (query: Partial<BackofficeRequestsQuery>) => ['superadmin', 'requests', query] as const,
  detail: (id: string) => ['superadmin', 'request', id] as const,
};

export function useRequestInbox(query: Partial<BackofficeRequestsQuery>) {
  const { superadmin } = useSession();
  const q = Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  ) as Partial<BackofficeRequestsQuery>;
  return useQuery({
    queryKey: keys.list(q),
    queryFn: ({ signal }) => callApi(REQUEST_INBOX_CALLS.list, { query: q, signal }),
    enabled: superadmin !== null,
    placeholderData: keepPreviousData,
  });
}

export function useInboxRequest(id: string) {
  const { superadmin } = useSession();
  return useQuery({
    queryKey: keys.detail(id),
    queryFn: ({ signal }) => callApi(REQUEST_INBOX_CALLS.detail, { params: { id }, signal }),
    enabled: superadmin !== null && id !== '',
  });
}

/** After any change of a request: it, the inbox and the audit log are stale. */
function useRequestMutation<I, O>(call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['superadmin'] }),
  });
}

export const useSetRequestState = (id: string) =>
  useRequestMutation((body: RequestStateBody) =>
    callApi(REQUEST_INBOX_CALLS.setState, { params: { id }, body }),
  );

export const useAssignRequest = (id: string) =>
  useRequestMutation((body: RequestAssigneeBody) =>
    callApi(REQUEST_INBOX_CALLS.assign, { params: { id }, body }),
  );

export const useAddRequestNote = (id: string) =>
  useRequestMutation((body: RequestNoteBody) =>
    callApi(REQUEST_INBOX_CALLS.addNote, { params: { id }, body }),
  );

/** `body.key` is made once per reply form, so a double click or a retry sends one e-mail. */
export const useReplyToRequest = (id: string) =>
  useRequestMutation((body: RequestReplyBody) =>
    callApi(REQUEST_INBOX_CALLS.reply, { params: { id }, body }),
  );
