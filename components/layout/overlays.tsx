'use client';

import { usePathname } from 'next/navigation';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { OverlayBoundary } from '@/components/layout/overlay-boundary';
import { useLabels } from '@/components/layout/shell-labels-provider';
import type { OverlayProps } from '@/components/ui/dialog';
import { whenIdle } from '@/lib/browser/idle';
import { loadOverlayLabels } from '@/lib/i18n/overlay-labels.browser';
import { useShopCookies } from '@/lib/shopper/use-shop-cookies.browser';
import { isChunkLoadError, reloadForChunkError } from '@/lib/errors/chunk-reload';
import type { Locale } from '@/lib/i18n/locales';
import { notify } from '@/lib/notifications/notification-queue';
import { useUiStore, type Overlay } from '@/lib/browser/ui-store';

// Nothing below renders before its first opening, so the code of each sidebar and modal loads then
// too (inside the Suspense boundary that also waits for the labels).
const CartSidebar = lazy(() =>
  import('@/components/cart/cart-sidebar').then((module) => ({ default: module.CartSidebar })),
);
const WishlistSidebar = lazy(() =>
  import('@/components/wishlist/wishlist-sidebar').then((module) => ({
    default: module.WishlistSidebar,
  })),
);
const ProfileSidebar = lazy(() =>
  import('@/components/account/profile-sidebar').then((module) => ({
    default: module.ProfileSidebar,
  })),
);
const LoginModal = lazy(() =>
  import('@/components/auth/login-modal').then((module) => ({ default: module.LoginModal })),
);
// The mobile menu's dialog too: the sidebars and modals bring it with them.
const Dialog = lazy(() =>
  import('@/components/ui/dialog').then((module) => ({ default: module.Dialog })),
);
const AddToListModal = lazy(() =>
  import('@/components/requisition-lists/add-to-list-modal').then((module) => ({
    default: module.AddToListModal,
  })),
);
const NewsletterModal = lazy(() =>
  import('@/components/layout/newsletter-modal').then((module) => ({
    default: module.NewsletterModal,
  })),
);

/**
 * Mount points for the default layout's sidebars and modals; the UI store decides which is open.
 * Each one mounts when it first opens and then stays (it keeps its state and closes in place), so
 * pages carry neither their markup nor their labels.
 */
export function Overlays({ locale, mobileMenu }: { locale: Locale; mobileMenu: ReactNode }) {
  const overlay = useUiStore((state) => state.overlay);
  const closeOverlay = useUiStore((state) => state.closeOverlay);
  const { user } = useShopCookies();
  const menuTitle = useLabels('MobileMenu').title;
  const closeLabel = useLabels('Dialog').close;
  const actionFailed = useLabels('Notifications').actionFailed;
  const pathname = usePathname();
  const [mounted, setMounted] = useState<ReadonlySet<Overlay>>(() => new Set());
  if (overlay && !mounted.has(overlay)) setMounted(new Set(mounted).add(overlay));

  // A navigation (e.g. a link in the mobile menu) closes whatever was open.
  useEffect(() => closeOverlay(), [pathname, closeOverlay]);
  // Fetched while the browser is idle, so that a first opening rarely waits for its labels.
  useEffect(() => whenIdle(() => void loadOverlayLabels(locale).catch(() => undefined)), [locale]);

  const mount = (name: Overlay, render: (props: OverlayProps) => ReactNode) => {
    if (!mounted.has(name)) return null;
    const onError = (error: unknown) => {
      closeOverlay(name);
      setMounted((current) => new Set([...current].filter((other) => other !== name)));
      // A deploy replaced this page's chunks: the same rule as the shell's error handler.
      if (isChunkLoadError(error) && reloadForChunkError(sessionStorage, () => location.reload()))
        return;
      notify(actionFailed, { kind: 'danger' });
    };
    return (
      <OverlayBoundary key={name} onError={onError}>
        <Suspense fallback={null}>
          {render({ open: overlay === name, onClose: () => closeOverlay(name), closeLabel })}
        </Suspense>
      </OverlayBoundary>
    );
  };

  return (
    <>
      {mount('mobileMenu', (props) => (
        <Dialog {...props} title={menuTitle} placement="left">
          {mobileMenu}
        </Dialog>
      ))}
      {mount('cartSidebar', (props) => (
        <CartSidebar {...props} locale={locale} />
      ))}
      {mount('wishlistSidebar', (props) => (
        <WishlistSidebar {...props} locale={locale} />
      ))}
      {user
        ? mount('profileSidebar', (props) => (
            <ProfileSidebar {...props} locale={locale} user={user} />
          ))
        : null}
      {user
        ? mount('addToListModal', (props) => <AddToListModal {...props} locale={locale} />)
        : null}
      {mount('loginModal', (props) => (
        <LoginModal {...props} locale={locale} />
      ))}
      {mount('newsletterModal', (props) => (
        <NewsletterModal {...props} locale={locale} />
      ))}
    </>
  );
}
