'use client';

import dynamic from 'next/dynamic';
import { useLabels } from '@/components/layout/shell-labels-provider';
import type { OverlayProps } from '@/components/ui/dialog';
import { ItemSidebar } from '@/components/ui/item-sidebar';
import type { Locale } from '@/lib/i18n/locales';
import { useWishlistCount } from '@/lib/wishlist/wishlist-store.browser';

// Items, commands and server action references load with the first opening.
const WishlistSidebarContent = dynamic(
  () => import('./wishlist-sidebar-content').then((module) => module.WishlistSidebarContent),
  { ssr: false },
);
const WishlistSidebarFooter = dynamic(
  () => import('./wishlist-sidebar-content').then((module) => module.WishlistSidebarFooter),
  { ssr: false },
);

export function WishlistSidebar(props: OverlayProps & { locale: Locale }) {
  return (
    <ItemSidebar
      {...props}
      labels={useLabels('WishlistSidebar')}
      count={useWishlistCount()}
      countTestId="wishlist-sidebar-count"
      Content={WishlistSidebarContent}
      Footer={WishlistSidebarFooter}
    />
  );
}
