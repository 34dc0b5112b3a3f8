'use client';

import dynamic from 'next/dynamic';
import { useLabels } from '@/components/layout/shell-labels-provider';
import { Dialog, type OverlayProps } from '@/components/ui/dialog';
import { interpolate } from '@/lib/i18n/interpolate';
import type { Locale } from '@/lib/i18n/locales';
import { useCartCount } from '@/lib/stores/cart-store';

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

export function CartSidebar({ locale, ...dialog }: OverlayProps & { locale: Locale }) {
  const labels = useLabels('CartSidebar');
  const count = useCartCount();

  return (
    <Dialog
      {...dialog}
      placement="right"
      title={labels.title}
      subtitle={
        <span data-testid="cart-sidebar-count" aria-live="polite">
          {interpolate(labels.totalItems, { count })}
        </span>
      }
      footer={<CartSidebarFooter locale={locale} onClose={dialog.onClose} />}
    >
      <CartSidebarContent locale={locale} open={dialog.open} onClose={dialog.onClose} />
    </Dialog>
  );
}
