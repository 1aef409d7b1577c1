import type { HTMLAttributes, ReactNode, TdHTMLAttributes } from 'react';

/** One column of a DataTable: its heading (also each cell's label on a phone) and how a row fills it. */
export interface DataColumn<T> {
  header: string;
  /** The cell's content (a row drawn by `renderRow` fills its own cells). */
  cell?: (row: T) => ReactNode;
  /** The cell that names the row: `<th scope="row">`. */
  rowHeader?: boolean;
  /** A class of the column's heading and cells (an amount column aligned right). */
  className?: string;
  /** More attributes of the cell (a `title`…). */
  cellProps?: (row: T) => TdHTMLAttributes<HTMLTableCellElement>;
}

export interface DataTableProps<T> {
  /** The screen's own class, after `admin-table`. */
  className?: string;
  /** Read by screen readers only (e.g. '3 commandes'). */
  caption?: ReactNode;
  /** While a new answer is on its way (a filter changed): `aria-busy`. */
  busy?: boolean;
  /** `false` or `null` leaves a column out (one shown only to some roles). */
  columns: readonly (DataColumn<T> | false | null | undefined)[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  rowProps?: (row: T) => HTMLAttributes<HTMLTableRowElement>;
  /** A row the screen draws itself (an editable row): it gets the visible columns to label its cells. */
  renderRow?: (row: T, columns: readonly DataColumn<T>[]) => ReactNode;
}

/**
 * The back-office's one data table (issue #30): a table on a wide screen; on a phone (admin.css,
 * `.admin-table` below 48 rem) each row becomes a card and each cell shows its column's name
 * (`data-label`). Every list page draws its rows with it inside a QueryView.
 */
export function DataTable<T>({ className, caption, busy, columns, rows, rowKey, rowProps, renderRow }: DataTableProps<T>) {
  const shown = columns.filter((column): column is DataColumn<T> => Boolean(column));
  return (
    <table className={className ? `admin-table ${className}` : 'admin-table'} aria-busy={busy}>
      {caption ? <caption className="visually-hidden">{caption}</caption> : null}
      <thead>
        <tr>
          {shown.map((column, index) => (
            <th key={index} scope="col" className={column.className}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) =>
          renderRow ? (
            <DataRowSlot key={rowKey(row)}>{renderRow(row, shown)}</DataRowSlot>
          ) : (
            <tr key={rowKey(row)} {...rowProps?.(row)}>
              {shown.map((column, index) =>
                column.rowHeader ? (
                  <th key={index} scope="row" data-label={column.header} className={column.className} {...column.cellProps?.(row)}>
                    {column.cell?.(row)}
                  </th>
                ) : (
                  <td key={index} data-label={column.header} className={column.className} {...column.cellProps?.(row)}>
                    {column.cell?.(row)}
                  </td>
                ),
              )}
            </tr>
          ),
        )}
      </tbody>
    </table>
  );
}

function DataRowSlot({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
