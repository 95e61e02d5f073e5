import { useSearchParams } from 'react-router';

export type SortDir = 'asc' | 'desc';

/** The columns the server sorts a list by. */
export interface ListSorting<Sort extends string> {
  keys: readonly Sort[];
  /** the key and direction when the address names none */
  key: Sort;
  dir?: SortDir;
  /** the direction a column starts with when its heading is chosen (a newest-first list starts descending) */
  firstDir?: SortDir;
}

export interface ListOptions<Sort extends string> {
  sorting?: ListSorting<Sort>;
  /** keys that belong to the rows on screen (an opened row): dropped when other rows come */
  transient?: readonly string[];
}

/** A list's state in the address and the changes a list page makes to it. */
export interface ListParams<Sort extends string = string> {
  q: string;
  /** the column the server sorts by (undefined for a list without sorting) */
  sort: Sort | undefined;
  dir: SortDir;
  page: number;
  /** a parameter as it stands in the address ('' without it) */
  text: (key: string) => string;
  /** a parameter when it is one of `allowed` */
  choice: <T extends string>(key: string, allowed: readonly T[]) => T | undefined;
  /** sets (or, empty, removes) parameters and keeps the others */
  update: (next: Record<string, string | undefined>) => void;
  /** a heading chosen: sorts by it, again the other way; back to page 1 */
  onSort: (key: string) => void;
  setPage: (page: number) => void;
  /** one filter changed at once (a select that applies itself): back to page 1 */
  filter: (key: string, value: string) => void;
  /** the filter form sent: its named fields (empty ones dropped), back to page 1 */
  submit: (form: HTMLFormElement) => void;
  /** every filter, sort and page dropped */
  reset: () => void;
}

const pick = <T extends string>(value: string | null, allowed: readonly T[]): T | undefined =>
  allowed.includes(value as T) ? (value as T) : undefined;

const DIRS: readonly SortDir[] = ['asc', 'desc'];

/**
 * A back-office list's search, filters, sort and page kept in the URL (so a link or Back restores it).
 * Whatever changes the rows (a filter, the sort, the page) drops the `transient` keys.
 */
export function useListParams<Sort extends string>(
  options: ListOptions<Sort> & { sorting: ListSorting<Sort> },
): ListParams<Sort> & { sort: Sort };
export function useListParams(options?: Omit<ListOptions<never>, 'sorting'>): ListParams<never>;
export function useListParams<Sort extends string>({
  sorting,
  transient = [],
}: ListOptions<Sort> = {}): ListParams<Sort> {
  const [params, setParams] = useSearchParams();
  const sort = sorting ? (pick(params.get('sort'), sorting.keys) ?? sorting.key) : undefined;
  const dir = pick(params.get('dir'), DIRS) ?? sorting?.dir ?? 'asc';
  const update = (next: Record<string, string | undefined>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged);
  };
  const otherRows = (next: Record<string, string | undefined>) =>
    update({ ...Object.fromEntries(transient.map((key) => [key, undefined])), ...next });
  const firstDir = sorting?.firstDir ?? 'asc';
  return {
    q: params.get('q') ?? '',
    sort,
    dir,
    page: Math.max(1, Number(params.get('page')) || 1),
    text: (key) => params.get(key) ?? '',
    choice: (key, allowed) => pick(params.get(key), allowed),
    update,
    onSort: (key) => {
      const other: SortDir = firstDir === 'asc' ? 'desc' : 'asc';
      otherRows({ sort: key, dir: key === sort && dir === firstDir ? other : firstDir, page: undefined });
    },
    setPage: (page) => otherRows({ page: String(page) }),
    filter: (key, value) => otherRows({ [key]: value.trim() || undefined, page: undefined }),
    submit: (form) => {
      const next: Record<string, string | undefined> = { page: undefined };
      for (const [key, value] of new FormData(form).entries()) next[key] = String(value).trim() || undefined;
      otherRows(next);
    },
    reset: () => setParams(new URLSearchParams()),
  };
}
