'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useLabels } from '@/components/layout/shell-labels-provider';
import { Dialog, type OverlayProps } from '@/components/ui/dialog';
import type { UserCookie } from '@/lib/shopper/user-cookie';
import { LogOutButton } from './log-out-button';
import { localizedPath, stripLocale, type Locale } from '@/lib/i18n/locales';

export function ProfileSidebar({
  locale,
  user,
  ...dialog
}: OverlayProps & { locale: Locale; user: UserCookie }) {
  const labels = useLabels('ProfileSidebar');
  const onCatalogPage = stripLocale(usePathname() ?? '/').startsWith('/catalog');
  const accountLinks = [
    { path: '/my/orders', label: labels.orders },
    { path: '/my/quotes', label: labels.quotes },
    { path: '/my/invoices', label: labels.invoices },
    { path: '/my', label: labels.accountSettings },
  ];

  return (
    <Dialog
      {...dialog}
      placement="right"
      title={user.name}
      footer={<LogOutButton locale={locale} onDone={dialog.onClose} />}
    >
      <nav aria-label={labels.title}>
        <ul className="menu-list">
          <li>
            <Link href={localizedPath(locale, '/catalog')} onClick={dialog.onClose}>
              {onCatalogPage ? labels.allProducts : labels.myProducts}
            </Link>
          </li>
          {accountLinks.map((link) => (
            <li key={link.path}>
              <a href={localizedPath(locale, link.path)} target="_blank" rel="noopener">
                {link.label}
                <span className="sr-only"> {labels.newTab}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </Dialog>
  );
}
