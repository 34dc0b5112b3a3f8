import type { ReactNode } from 'react';
import styles from './documents.module.css';

export interface DocumentColumn {
  label: string;
  /** Money and quantities: aligned to the right like their cells. */
  amount?: boolean;
}

/**
 * The table of an account list (orders, quotes, invoices, a document's products): a caption for
 * screen readers, one header row, and the caller's rows. Each cell repeats its column's label in
 * data-label, which the narrow layout shows in place of the header.
 */
export function DocumentTable({
  testId,
  caption,
  columns,
  children,
}: {
  testId: string;
  caption: string;
  columns: readonly DocumentColumn[];
  children: ReactNode;
}) {
  return (
    <table className={styles.table} data-testid={testId}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {/* A table's columns never move, so their places are their keys. */}
          {columns.map((column, index) => (
            <th key={index} scope="col" className={column.amount ? styles.amount : undefined}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
