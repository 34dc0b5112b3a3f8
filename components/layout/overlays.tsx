'use client';

import { usePathname } from 'next/navigation';
import { useEffect, type ReactNode } from 'react';
import { ProfileSidebar } from '@/components/account/profile-sidebar';
import { LoginModal } from '@/components/auth/login-modal';
import { CartSidebar } from '@/components/cart/cart-sidebar';
import { NewsletterModal } from '@/components/layout/newsletter-modal';
import { useLabels } from '@/components/layout/shell-labels-provider';
import { WishlistSidebar } from '@/components/wishlist/wishlist-sidebar';
import { Dialog } from '@/components/ui/dialog';
import { useShopCookies } from '@/lib/browser/use-shop-cookies';
import type { Locale } from '@/lib/i18n/locales';
import { useUiStore, type Overlay } from '@/lib/stores/ui-store';

/** Mount points for the default layout's sidebars and modals; the UI store decides which is open. */
export function Overlays({ locale, mobileMenu }: { locale: Locale; mobileMenu: ReactNode }) {
  const overlay = useUiStore((state) => state.overlay);
  const closeOverlay = useUiStore((state) => state.closeOverlay);
  const { user } = useShopCookies();
  const labels = useLabels('MobileMenu');
  const closeLabel = useLabels('Dialog').close;
  const pathname = usePathname();
  // A navigation (e.g. a link in the mobile menu) closes whatever was open.
  useEffect(() => closeOverlay(), [pathname, closeOverlay]);

  const bind = (name: Overlay) => ({
    open: overlay === name,
    onClose: () => closeOverlay(name),
    closeLabel,
  });

  return (
    <>
      <Dialog {...bind('mobileMenu')} title={labels.title} placement="left">
        {mobileMenu}
      </Dialog>
      <CartSidebar {...bind('cartSidebar')} locale={locale} />
      <WishlistSidebar {...bind('wishlistSidebar')} locale={locale} />
      {user ? <ProfileSidebar {...bind('profileSidebar')} locale={locale} user={user} /> : null}
      <LoginModal {...bind('loginModal')} />
      <NewsletterModal {...bind('newsletterModal')} />
    </>
  );
}
