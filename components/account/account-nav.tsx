'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { localizedPath, stripLocale, type Locale } from '@/lib/i18n/locales';
import { useShopCookies } from '@/lib/shopper/use-shop-cookies.browser';
import styles from './account.module.css';

interface AccountNavLabels {
  label: string;
  settings: string;
  orders: string;
  quotes: string;
  invoices: string;
  purchasedProducts: string;
  lists: string;
  requests: string;
  approvals: string;
  company: string;
}

/**
 * The account area's sections; the current one is marked for screen readers too. A company's
 * contacts also get what the company bought, its shared lists and their requests for approval, and
 * its Admins the approvals and the company's people (the role from the user cookie; the pages
 * themselves ask Odoo).
 */
export function AccountNav({ locale, labels }: { locale: Locale; labels: AccountNavLabels }) {
  const current = stripLocale(usePathname() ?? '/');
  const role = useShopCookies().user?.companyRole;
  const section = (path: string, label: string) => ({
    path,
    label,
    active: current.startsWith(path),
  });
  const sections = [
    { path: '/my', label: labels.settings, active: current === '/my' || current === '/my/home' },
    section('/my/orders', labels.orders),
    section('/my/quotes', labels.quotes),
    section('/my/invoices', labels.invoices),
    ...(role
      ? [
          section('/my/purchased-products', labels.purchasedProducts),
          section('/my/lists', labels.lists),
          section('/my/requests', labels.requests),
        ]
      : []),
    ...(role === 'Admin'
      ? [section('/my/approvals', labels.approvals), section('/my/company', labels.company)]
      : []),
  ];
  return (
    <nav aria-label={labels.label} className={styles.nav}>
      <ul>
        {sections.map((section) => (
          <li key={section.path}>
            <Link
              href={localizedPath(locale, section.path)}
              aria-current={section.active ? 'page' : undefined}
              prefetch={false}
            >
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
