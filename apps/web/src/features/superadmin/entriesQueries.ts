import { BACKOFFICE_ENTRY_CALLS, type BackofficeEntriesQuery } from '@champions/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../shared/api/index.ts';
import { useSession } from '../../shared/session/index.ts';

/** The back office's entries (scans); keys start with 'superadmin' (the area reloads them). */
export function useBackofficeEntries(query: Partial<BackofficeEntriesQuery>) {
  const { superadmin } = useSession();
  const q = Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  ) as Partial<BackofficeEntriesQuery>;
  return useQuery({
    queryKey: ['superadmin', 'entries', q] as const,
    queryFn: ({ signal }) => callApi(BACKOFFICE_ENTRY_CALLS.list, { query: q, signal }),
    enabled: superadmin !== null,
    placeholderData: keepPreviousData,
  });
}

/**
 * Voids a wrong scan. `key` is the Idempotency-Key of this confirmation (made when the dialog opens),
 * so a double click or a retry voids (and returns the credit) once.
 */
export function useVoidEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason, key }: { id: string; reason: string; key: string }) =>
      callApi(BACKOFFICE_ENTRY_CALLS.void, {
        params: { id },
        body: { reason },
        headers: { 'Idempotency-Key': key },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['superadmin'] }),
  });
}
