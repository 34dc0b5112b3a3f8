'use client';

import Link from 'next/link';
import type { MouseEvent, ReactNode } from 'react';
import { useShopCookies } from '@/lib/shopper/use-shop-cookies.browser';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { useUiStore } from '@/lib/browser/ui-store';

/**
 * A link into the account area (`/my/...`). Signed-out shoppers get the login modal instead, which
 * keeps the path to continue to after signing in. It stays a real link, so it is focusable and
 * announced as a link, and without JavaScript the server's guard decides.
 */
export function AccountLink({
  locale,
  path,
  children,
}: {
  locale: Locale;
  /** Locale-less account path, e.g. `/my/orders`. */
  path: string;
  children: ReactNode;
}) {
  const { user } = useShopCookies();
  const openLoginModal = useUiStore((state) => state.openLoginModal);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (user) return;
    event.preventDefault();
    openLoginModal({ redirectPath: path });
  };

  return (
    <Link
      href={localizedPath(locale, path)}
      prefetch={false}
      onClick={onClick}
      aria-haspopup={user ? undefined : 'dialog'}
    >
      {children}
    </Link>
  );
}
