import type { ReactNode } from 'react';

export interface DataColumn<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
  /** Right-aligned numbers. */
  numeric?: boolean;
}

interface DataTableProps<Row> {
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** A last column of buttons or links; its heading is read by screen readers only. */
  action?: { label: string; cell: (row: Row) => ReactNode };
}

/**
 * A table of the account areas. On phones every row becomes a card whose cells carry their column
 * label (`data-label`), so nothing scrolls sideways.
 */
export function DataTable<Row>({ columns, rows, rowKey, action }: DataTableProps<Row>) {
  const numeric = (column: DataColumn<Row>) => (column.numeric ? 'is-number' : undefined);
  return (
    <div className="table-wrap">
      <table className="data-table data-table--cards">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={numeric(column)}>
                {column.label}
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
                  {column.cell(row)}
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
