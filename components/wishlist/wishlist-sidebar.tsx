'use client';

import Link from 'next/link';
import { useLabels } from '@/components/layout/shell-labels-provider';
import { Dialog, type OverlayProps } from '@/components/ui/dialog';
import { useShopCookies } from '@/lib/browser/use-shop-cookies';
import { interpolate } from '@/lib/i18n/interpolate';
import { localizedPath, type Locale } from '@/lib/i18n/locales';

export function WishlistSidebar({ locale, ...dialog }: OverlayProps & { locale: Locale }) {
  const labels = useLabels('WishlistSidebar');
  const { wishlistSize } = useShopCookies();

  return (
    <Dialog
      {...dialog}
      placement="right"
      title={labels.title}
      subtitle={interpolate(labels.totalItems, { count: wishlistSize })}
      footer={
        <Link
          href={localizedPath(locale, '/categories')}
          className="button button--primary"
          onClick={dialog.onClose}
        >
          {labels.startShopping}
        </Link>
      }
    >
      {wishlistSize === 0 ? (
        <div className="empty-state">
          <p className="empty-state__text">{labels.empty}</p>
        </div>
      ) : null}
    </Dialog>
  );
}
