'use client';

import { useRef, useSyncExternalStore, type ReactNode } from 'react';
import { useLabels } from '@/components/layout/shell-labels-provider';
import { Dialog } from '@/components/ui/dialog';
import { useUiStore } from '@/lib/browser/ui-store';
import styles from './listing.module.css';

/**
 * Facets beside the results on wide screens; on small screens a button opens them in a left
 * sidebar (store overlay 'filtersSidebar'). The facets are rendered once in the HTML: the sidebar
 * only mounts its copy while it is open, when the inline copy is hidden.
 */
const subscribeNothing = () => () => {};

export function FiltersSidebar({
  labels,
  children,
}: {
  /** `showResults`: the drawer's closing button with the current result count ("Show 12 results"). */
  labels: { title: string; open: string; showResults: string };
  children: ReactNode;
}) {
  const open = useUiStore((state) => state.overlay === 'filtersSidebar');
  const toggle = useUiStore((state) => state.toggleOverlay);
  const close = useUiStore((state) => state.closeOverlay);
  const closeLabel = useLabels('Dialog').close;
  const openButton = useRef<HTMLButtonElement>(null);
  // False on the server and while hydrating, true once this streamed island listens (for tests).
  const hydrated = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  return (
    <>
      <button
        ref={openButton}
        type="button"
        className={`button ${styles.filtersButton}`}
        aria-haspopup="dialog"
        onClick={() => toggle('filtersSidebar')}
      >
        {labels.open}
      </button>
      <aside
        className={styles.sidebar}
        aria-label={labels.title}
        data-listing-ready={hydrated ? 'true' : undefined}
      >
        {open ? null : children}
      </aside>
      <Dialog
        open={open}
        onClose={() => close('filtersSidebar')}
        title={labels.title}
        closeLabel={closeLabel}
        placement="left"
        returnFocus={openButton}
      >
        {open ? (
          <>
            {children}
            {/* Choices keep the drawer open (each narrows the count); this closes it. */}
            <div className={styles.drawerFooter}>
              <button
                type="button"
                className="button button--primary"
                onClick={() => close('filtersSidebar')}
              >
                {labels.showResults}
              </button>
            </div>
          </>
        ) : null}
      </Dialog>
    </>
  );
}
