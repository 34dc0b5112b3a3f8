'use client';

import type { ComponentType } from 'react';
import { Dialog, type OverlayProps } from '@/components/ui/dialog';
import { interpolate } from '@/lib/i18n/interpolate';
import type { Locale } from '@/lib/i18n/locales';

/** What a sidebar's lazily loaded list and footer get. */
export interface ItemSidebarPartProps {
  locale: Locale;
  onClose: () => void;
}

interface ItemSidebarProps extends OverlayProps {
  locale: Locale;
  labels: { title: string; totalItems: string };
  count: number;
  /** The count's test id, e.g. `cart-sidebar-count`. */
  countTestId: string;
  Content: ComponentType<ItemSidebarPartProps & { open: boolean }>;
  Footer: ComponentType<ItemSidebarPartProps>;
}

/**
 * The cart's and the wishlist's sidebar: a right-hand dialog titled with the live item count.
 * Each caller hands in its list and footer as `next/dynamic` components of its own, so their code
 * loads with the first opening and each stays in its own chunk.
 */
export function ItemSidebar({
  locale,
  labels,
  count,
  countTestId,
  Content,
  Footer,
  ...dialog
}: ItemSidebarProps) {
  return (
    <Dialog
      {...dialog}
      placement="right"
      title={labels.title}
      subtitle={
        <span data-testid={countTestId} aria-live="polite">
          {interpolate(labels.totalItems, { count })}
        </span>
      }
      footer={<Footer locale={locale} onClose={dialog.onClose} />}
    >
      <Content locale={locale} open={dialog.open} onClose={dialog.onClose} />
    </Dialog>
  );
}
