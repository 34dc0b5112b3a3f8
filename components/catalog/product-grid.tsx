'use client';

import type { ReactNode } from 'react';
import { useUiStore } from '@/lib/browser/ui-store';
import styles from './listing.module.css';

/** The result list in the shopper's chosen view (grid or list, kept in the UI store). */
export function ProductGrid({ label, children }: { label: string; children: ReactNode }) {
  const view = useUiStore((state) => state.categoryView);
  return (
    <ul className={styles.grid} data-view={view} aria-label={label}>
      {children}
    </ul>
  );
}
