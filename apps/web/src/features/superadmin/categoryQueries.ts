import { CATEGORY_CALLS, type CategoryBody, type CreateCategoryBody } from '@champions/contract';
import type { CategoryKind } from '@champions/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../shared/api/index.ts';
import { useSession } from '../../shared/session/index.ts';

const categoriesKey = ['superadmin', 'categories'] as const;

/** One page of a category list (GET /api/superadmin/categories). */
export function useCategories(kind: CategoryKind, page: number) {
  const { superadmin } = useSession();
  return useQuery({
    queryKey: [...categoriesKey, kind, page],
    queryFn: ({ signal }) => callApi(CATEGORY_CALLS.list, { query: { kind, page }, signal }),
    enabled: superadmin !== null,
    placeholderData: keepPreviousData,
  });
}

/** A change of the lists: reloads them and the public filters this tab keeps. */
function useCategoryMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: categoriesKey }),
        queryClient.invalidateQueries({ queryKey: ['public'] }),
      ]);
    },
  });
}

export const useCreateCategory = () =>
  useCategoryMutation((body: CreateCategoryBody) => callApi(CATEGORY_CALLS.create, { body }));

export const useUpdateCategory = () =>
  useCategoryMutation(({ kind, id, body }: { kind: CategoryKind; id: string; body: CategoryBody }) =>
    callApi(CATEGORY_CALLS.update, { params: { kind, id }, body }),
  );

export const useMoveCategory = () =>
  useCategoryMutation(
    ({ kind, id, direction }: { kind: CategoryKind; id: string; direction: 'up' | 'down' }) =>
      callApi(CATEGORY_CALLS.move, { params: { kind, id }, body: { direction } }),
  );

export const useDeleteCategory = () =>
  useCategoryMutation(({ kind, id }: { kind: CategoryKind; id: string }) =>
    callApi(CATEGORY_CALLS.remove, { params: { kind, id } }),
  );
