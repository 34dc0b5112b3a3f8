'use client';

import dynamic from 'next/dynamic';
import { useLabels } from '@/components/layout/shell-labels-provider';
import type { OverlayProps } from '@/components/ui/dialog';
import { ItemSidebar } from '@/components/ui/item-sidebar';
import type { Locale } from '@/lib/i18n/locales';
import { useCartCount } from '@/lib/cart/cart-store.browser';

// The lines, the cart commands and the server action references load with the first opening,
// so pages that are only browsed never download them.
const CartSidebarContent = dynamic(
  () => import('./cart-sidebar-content').then((module) => module.CartSidebarContent),
  { ssr: false },
);
const CartSidebarFooter = dynamic(
  () => import('./cart-sidebar-content').then((module) => module.CartSidebarFooter),
  { ssr: false },
);

export function CartSidebar(props: OverlayProps & { locale: Locale }) {
  return (
    <ItemSidebar
      {...props}
      labels={useLabels('CartSidebar')}
      count={useCartCount()}
      countTestId="cart-sidebar-count"
      Content={CartSidebarContent}
      Footer={CartSidebarFooter}
    />
  );
}
