import {
  ACCOUNT_CALLS,
  type AuditQuery,
  BACKOFFICE_CALLS,
  type BackofficeUsersQuery,
  type BlockUserBody,
  type CreditAdjustmentBody,
} from '@champions/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_BASE, callApi } from '../../shared/api/index.ts';
import type { DownloadFile } from '../../shared/hooks/useBlobDownload.ts';
import { useSession } from '../../shared/session/index.ts';
import { ROLE_AUTH } from '../account/index.ts';

/** The back office's users and audit log; keys start with 'superadmin' (the area reloads them). */
const keys = {
  users: (query: Partial<BackofficeUsersQuery>) => ['superadmin', 'users', query] as const,
  user: (id: string) => ['superadmin', 'user', id] as const,
  audit: (query: Partial<AuditQuery>) => ['superadmin', 'audit', query] as const,
};

/** Drops empty values, so that the query string and the cache key carry only what is set. */
function compact<T extends object>(query: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  ) as Partial<T>;
}

export function useBackofficeUsers(query: Partial<BackofficeUsersQuery>) {
  const { superadmin } = useSession();
  const q = compact(query);
  return useQuery({
    queryKey: keys.users(q),
    queryFn: ({ signal }) => callApi(BACKOFFICE_CALLS.users, { query: q, signal }),
    enabled: superadmin !== null,
    placeholderData: keepPreviousData,
  });
}

export function useBackofficeUser(id: string) {
  const { superadmin } = useSession();
  return useQuery({
    queryKey: keys.user(id),
    queryFn: ({ signal }) => callApi(BACKOFFICE_CALLS.user, { params: { id }, query: {}, signal }),
    enabled: superadmin !== null && id !== '',
  });
}

/** After any change of a user: their page, the list and the audit log are stale. */
function useUserMutation<I, O>(id: string, call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['superadmin'] }),
    meta: { user: id },
  });
}

/**
 * Grant or remove credit. `key` is the Idempotency-Key of this attempt (made when the superadmin
 * confirms), so a double click or a retry of the same confirmation moves the credit once.
 */
export const useAdjustCredits = (id: string) =>
  useUserMutation(id, ({ body, key }: { body: CreditAdjustmentBody; key: string }) =>
    callApi(BACKOFFICE_CALLS.adjustUserCredits, {
      params: { id },
      body,
      headers: { 'Idempotency-Key': key },
    }),
  );

export const useBlockUser = (id: string) =>
  useUserMutation(id, (body: BlockUserBody) => callApi(BACKOFFICE_CALLS.blockUser, { params: { id }, body }));

export const useResendVerification = (id: string) =>
  useUserMutation(id, () => callApi(BACKOFFICE_CALLS.resendUserVerification, { params: { id } }));

export const userExportFile = (id: string, email: string): DownloadFile => ({
  url: `${API_BASE}${BACKOFFICE_CALLS.exportUser.path.replace(':id', encodeURIComponent(id))}`,
  filename: `champions-data-${email.replace(/[^a-z0-9.@_-]/gi, '_')}.json`,
});

export function useAuditLog(query: Partial<AuditQuery>) {
  const { superadmin } = useSession();
  const q = compact(query);
  return useQuery({
    queryKey: keys.audit(q),
    queryFn: ({ signal }) =>
      callApi(ACCOUNT_CALLS.audit, { prefix: ROLE_AUTH.superadmin.api, query: q, signal }),
    enabled: superadmin !== null,
    placeholderData: keepPreviousData,
  });
}

export function auditCsvFile(query: Partial<AuditQuery>): DownloadFile {
  const { page: _page, limit: _limit, ...filter } = compact(query);
  const text = new URLSearchParams(filter as Record<string, string>).toString();
  return {
    url: `${API_BASE}${BACKOFFICE_CALLS.auditCsv.path}${text ? `?${text}` : ''}`,
    filename: 'zaznam-akci.csv',
  };
}
