import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import * as styles from './CardTable.css';

/** One column: its header, how a row's cell reads, and whether it holds numbers (right-aligned). */
export interface CardTableColumn<Row> {
  key: string;
  label: string;
  render: (row: Row) => ReactNode;
  numeric?: boolean;
}

export interface CardTableProps<Row> {
  columns: ReadonlyArray<CardTableColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  /** `data-testid` of a row, when tests need one. */
  rowTestId?: (row: Row) => string;
  /** The first column names the row (`<th scope="row">`, a card's title on phones). @default false */
  rowHeader?: boolean;
  /** Accessible name of the table. */
  label?: string;
}

/**
 * A data table that reflows into one card per row below 768 px (no sideways scroll on
 * phones): on phones each cell shows its column's name beside its value, and the header
 * row is hidden visually but kept for screen readers. The explicit table roles keep the table's
 * semantics when CSS changes its display. Props only.
 */
export function CardTable<Row>({ columns, rows, rowKey, rowTestId, rowHeader = false, label }: CardTableProps<Row>) {
  return (
    <div className={styles.wrap}>
      <table className={styles.table} role="table" aria-label={label}>
        <thead className={styles.head} role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column.key} scope="col" role="columnheader" className={clsx(styles.th, column.numeric && styles.numeric)}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={styles.body} role="rowgroup">
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)} role="row" className={styles.row} data-testid={rowTestId?.(row)}>
              {columns.map((column, columnIndex) =>
                rowHeader && columnIndex === 0 ? (
                  <th
                    key={column.key}
                    scope="row"
                    role="rowheader"
                    className={clsx(styles.cell, styles.rowHeader)}
                    data-label={column.label}
                  >
                    {column.render(row)}
                  </th>
                ) : (
                  <td
                    key={column.key}
                    role="cell"
                    className={clsx(styles.cell, column.numeric && styles.numeric)}
                    data-label={column.label}
                  >
                    {column.render(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
