'use client';

import { useUiStore, type CategoryView } from '@/lib/browser/ui-store';
import styles from './listing.module.css';

export function ViewToggle({ labels }: { labels: { group: string; grid: string; list: string } }) {
  const view = useUiStore((state) => state.categoryView);
  const setView = useUiStore((state) => state.setCategoryView);
  const button = (value: CategoryView, label: string, icon: string) => (
    <button
      type="button"
      className={`icon-button ${styles.viewButton}`}
      aria-pressed={view === value}
      aria-label={label}
      onClick={() => setView(value)}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d={icon} fill="currentColor" />
      </svg>
    </button>
  );
  return (
    <div role="group" aria-label={labels.group} className={styles.viewToggle}>
      {button('grid', labels.grid, 'M3 3h8v8H3zm10 0h8v8h-8zM3 13h8v8H3zm10 0h8v8h-8z')}
      {button('list', labels.list, 'M3 4h18v4H3zm0 6h18v4H3zm0 6h18v4H3z')}
    </div>
  );
}
