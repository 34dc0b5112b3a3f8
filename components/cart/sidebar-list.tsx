'use client';

import type { ReactNode } from 'react';
import styles from './cart.module.css';

/**
 * The cart's and the wishlist's sidebar list through its loading: the failure with a retry, the
 * empty state, a loading line, then the lines. Both sidebars load their list on opening, so both
 * pass through the same states in the same order.
 */
export function SidebarList({
  labels,
  loaded,
  loadError,
  count,
  lineCount,
  onRetry,
  emptyAction,
  children,
}: {
  labels: { retry: string; empty: string; loading: string; lines: string };
  loaded: boolean;
  loadError: string | undefined;
  /** The item count the cookie knows before the list is loaded. */
  count: number;
  /** The lines in the store's view. */
  lineCount: number;
  onRetry: () => void;
  /** What the empty state offers under its text, if anything. */
  emptyAction?: ReactNode;
  /** The lines, one `<li>` each. */
  children: ReactNode;
}) {
  if (!loaded && loadError) {
    return (
      <div className="empty-state" role="alert">
        <p>{loadError}</p>
        <button type="button" className="button" onClick={onRetry}>
          {labels.retry}
        </button>
      </div>
    );
  }
  // A shopper whose cookie counts no items: nothing to wait for.
  if ((loaded || count === 0) && lineCount === 0) {
    return (
      <div className="empty-state">
        <p className="empty-state__text">{labels.empty}</p>
        {emptyAction}
      </div>
    );
  }
  if (!loaded) {
    return (
      <p role="status" className={styles.muted}>
        {labels.loading}
      </p>
    );
  }
  return (
    <ul className={styles.lines} aria-label={labels.lines}>
      {children}
    </ul>
  );
}
