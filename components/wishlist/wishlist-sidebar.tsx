'use client';

import dynamic from 'next/dynamic';
import { useLabels } from '@/components/layout/shell-labels-provider';
import { Dialog, type OverlayProps } from '@/components/ui/dialog';
import { interpolate } from '@/lib/i18n/interpolate';
import type { Locale } from '@/lib/i18n/locales';
import { useWishlistCount } from '@/lib/stores/wishlist-store';

// Items, commands and server action references load with the first opening.
const WishlistSidebarContent = dynamic(
  () => import('./wishlist-sidebar-content').then((module) => module.WishlistSidebarContent),
  { ssr: false },
);
const WishlistSidebarFooter = dynamic(
  () => import('./wishlist-sidebar-content').then((module) => module.WishlistSidebarFooter),
  { ssr: false },
);

export function WishlistSidebar({ locale, ...dialog }: OverlayProps & { locale: Locale }) {
  const labels = useLabels('WishlistSidebar');
  const count = useWishlistCount();

  return (
    <Dialog
      {...dialog}
      placement="right"
      title={labels.title}
      subtitle={
        <span data-testid="wishlist-sidebar-count" aria-live="polite">
          {interpolate(labels.totalItems, { count })}
        </span>
      }
      footer={<WishlistSidebarFooter locale={locale} onClose={dialog.onClose} />}
    >
      <WishlistSidebarContent locale={locale} open={dialog.open} onClose={dialog.onClose} />
    </Dialog>
  );
}
