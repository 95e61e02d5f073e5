import type { ReactNode } from 'react';
import './data-table.css';

export interface DataColumn<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
  /** Right-aligned numbers. */
  numeric?: boolean;
  /** the key the server sorts this column by; the heading becomes a sort button (with `sort`) */
  sortKey?: string;
}

/** Sorting done by the server: the current key and direction, and what a heading click asks for. */
export interface DataTableSort {
  key: string;
  dir: 'asc' | 'desc';
  onSort: (key: string) => void;
  /** the accessible name of a sort button, e.g. 'Seřadit podle: {column}' filled */
  buttonLabel: (column: string) => string;
}

interface DataTableProps<Row> {
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** A last column of buttons or links; its heading is read by screen readers only. */
  action?: { label: string; cell: (row: Row) => ReactNode } | undefined;
  sort?: DataTableSort | undefined;
  /** the table's accessible name (a page with more than one table tells them apart by it) */
  label?: string;
}

/**
 * A table of the account areas. On phones every row becomes a card whose cells carry their column
 * label (`data-label`), so nothing scrolls sideways.
 */
export function DataTable<Row>({ columns, rows, rowKey, action, sort, label }: DataTableProps<Row>) {
  const numeric = (column: DataColumn<Row>) => (column.numeric ? 'is-number' : undefined);
  return (
    <div className="table-wrap">
      <table className="data-table data-table--cards" aria-label={label}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={numeric(column)}
                aria-sort={
                  sort && column.sortKey === sort.key
                    ? sort.dir === 'asc'
                      ? 'ascending'
                      : 'descending'
                    : undefined
                }
              >
                {sort && column.sortKey ? (
                  <button
                    type="button"
                    className="data-table__sort"
                    aria-label={sort.buttonLabel(column.label)}
                    onClick={() => sort.onSort(column.sortKey as string)}
                  >
                    {column.label}
                    <span aria-hidden="true">
                      {column.sortKey === sort.key ? (sort.dir === 'asc' ? ' ▲' : ' ▼') : ' ↕'}
                    </span>
                  </button>
                ) : (
                  column.label
                )}
              </th>
            ))}
            {action && (
              <th scope="col">
                <span className="visually-hidden">{action.label}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.label} data-label={column.label} className={numeric(column)}>
                  {/* one box for the cell's lines: on a phone's card it stands right of the label as a whole */}
                  <span className="data-table__value">{column.cell(row)}</span>
                </td>
              ))}
              {action && <td className="is-action">{action.cell(row)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
