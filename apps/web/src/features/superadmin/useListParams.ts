import { useSearchParams } from 'react-router';

const pick = <T extends string>(value: string | null, allowed: readonly T[]): T | undefined =>
  allowed.includes(value as T) ? (value as T) : undefined;

/**
 * A back-office list's search, filters, sort and page kept in the URL (so a link or Back restores it):
 * read with `text`/`choice`, change with `update` (a filter change starts at page 1).
 */
export function useListParams<Sort extends string>(sorts: readonly Sort[], defaultSort: Sort) {
  const [params, setParams] = useSearchParams();
  const sort = pick(params.get('sort'), sorts) ?? defaultSort;
  const dir: 'asc' | 'desc' = params.get('dir') === 'desc' ? 'desc' : 'asc';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const update = (next: Record<string, string | undefined>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged);
  };
  return {
    q: params.get('q') ?? '',
    sort,
    dir,
    page,
    text: (key: string) => params.get(key) ?? '',
    choice: <T extends string>(key: string, allowed: readonly T[]) => pick(params.get(key), allowed),
    update,
    onSort: (key: string) =>
      update({ sort: key, dir: key === sort && dir === 'asc' ? 'desc' : 'asc', page: undefined }),
    /** the filter form's fields (every named field; empty ones are dropped) */
    submit: (form: HTMLFormElement) => {
      const data = new FormData(form);
      const next: Record<string, string | undefined> = { page: undefined };
      for (const [key, value] of data.entries()) next[key] = String(value).trim() || undefined;
      update(next);
    },
  };
}
