'use client';

import Link from 'next/link';
import { useLabels } from '@/components/layout/shell-labels-provider';
import { Dialog, type OverlayProps } from '@/components/ui/dialog';
import { useShopCookies } from '@/lib/browser/use-shop-cookies';
import { interpolate } from '@/lib/i18n/interpolate';
import { localizedPath, type Locale } from '@/lib/i18n/locales';

export function CartSidebar({ locale, ...dialog }: OverlayProps & { locale: Locale }) {
  const labels = useLabels('CartSidebar');
  const { cartSize } = useShopCookies();

  return (
    <Dialog
      {...dialog}
      placement="right"
      title={labels.title}
      subtitle={interpolate(labels.totalItems, { count: cartSize })}
    >
      {cartSize === 0 ? (
        <div className="empty-state">
          <p className="empty-state__text">{labels.empty}</p>
          <Link
            href={localizedPath(locale, '/')}
            className="button button--primary"
            onClick={dialog.onClose}
          >
            {labels.goBackShopping}
          </Link>
        </div>
      ) : null}
    </Dialog>
  );
}
