import type { ReactNode } from 'react';
import { type DataColumn, DataTable } from '../../shared/ui/DataTable.tsx';
import { Pager } from '../../shared/ui/Pager.tsx';
import { QueryState } from '../../shared/ui/QueryState.tsx';
import type { ListParams } from './useListParams.ts';

/** What a list's query gives: its rows' data and its states (a TanStack query result fits). */
export interface ListQuery<Data> {
  data: Data | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface Pagination {
  page: number;
  totalPages: number;
  total: number;
}

/** A list answer; a paged one says which page of how many. */
type ListData = object;

const paginationOf = (data: ListData | undefined): Pagination | undefined =>
  data && 'pagination' in data ? (data.pagination as Pagination) : undefined;

export interface BoListViewProps<Data extends ListData, Row> {
  query: ListQuery<Data>;
  rows: (data: Data) => readonly Row[];
  /** what could not be loaded, e.g. 'Uživatele se nepodařilo načíst.' */
  error: string;
  /** said instead of the list when there are no rows */
  empty: { title: string; hint?: string };
  /** 'Nalezeno: {count}' above the rows (a status, read when the rows change) */
  total?: (count: number) => string;
  /** the pager's name; the pager shows when the answer has more than one page */
  pager?: { label: string; onPage: (page: number) => void };
  /** the box around the rows; 'area-card' unless told */
  className?: string;
}

/**
 * A list's loading, error and empty states around its rows, with the count above them and the pager
 * under them. The rows keep showing (marked busy) while the next page or filter loads.
 */
export function BoListView<Data extends ListData, Row>({
  query,
  rows,
  error,
  empty,
  total,
  pager,
  className = 'area-card',
  children,
}: BoListViewProps<Data, Row> & { children: (rows: readonly Row[]) => ReactNode }) {
  const data = query.data;
  const shown = data ? rows(data) : [];
  const pagination = paginationOf(data);
  return (
    <>
      <QueryState
        isPending={query.isPending}
        isError={query.isError}
        error={error}
        retry={() => void query.refetch()}
      />
      {data && shown.length === 0 && (
        <div className="empty-state">
          <p className="empty-state__title">{empty.title}</p>
          {empty.hint && <p>{empty.hint}</p>}
        </div>
      )}
      {data && shown.length > 0 && (
        <div className={className || undefined} aria-busy={query.isFetching || undefined}>
          {total && <p role="status">{total(pagination?.total ?? shown.length)}</p>}
          {children(shown)}
          {pager && pagination && (
            <Pager
              label={pager.label}
              page={pagination.page}
              totalPages={pagination.totalPages}
              onPage={pager.onPage}
            />
          )}
        </div>
      )}
    </>
  );
}

/**
 * A back-office list as a table: the columns (a column with a `sortKey` sorts on the server from its
 * heading, a button with aria-sort), its states, count and pager; sort and page live in the address.
 */
export function BoList<Data extends ListData, Row>({
  label,
  list,
  sortLabel,
  columns,
  rowKey,
  action,
  ...view
}: Omit<BoListViewProps<Data, Row>, 'pager'> & {
  /** the table's accessible name */
  label: string;
  list: ListParams;
  /** the sort buttons' accessible name, e.g. 'Seřadit podle: {column}' */
  sortLabel?: (column: string) => string;
  /** the pager's name (a paged list) */
  pager?: string;
  columns: readonly DataColumn<Row>[];
  rowKey: (row: Row) => string;
  action?: { label: string; cell: (row: Row) => ReactNode };
}) {
  const { pager, ...rest } = view;
  return (
    <BoListView {...rest} pager={pager ? { label: pager, onPage: list.setPage } : undefined}>
      {(rows) => (
        <DataTable
          label={label}
          rows={rows}
          rowKey={rowKey}
          columns={columns}
          action={action}
          sort={
            sortLabel && list.sort !== undefined
              ? { key: list.sort, dir: list.dir, onSort: list.onSort, buttonLabel: sortLabel }
              : undefined
          }
        />
      )}
    </BoListView>
  );
}
