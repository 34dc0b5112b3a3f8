'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { localizedPath, stripLocale, type Locale } from '@/lib/i18n/locales';
import styles from './account.module.css';

interface AccountNavLabels {
  label: string;
  settings: string;
  orders: string;
  quotes: string;
  invoices: string;
}

/** The account area's sections; the current one is marked for screen readers too. */
export function AccountNav({ locale, labels }: { locale: Locale; labels: AccountNavLabels }) {
  const current = stripLocale(usePathname() ?? '/');
  const sections = [
    { path: '/my', label: labels.settings, active: current === '/my' || current === '/my/home' },
    { path: '/my/orders', label: labels.orders, active: current.startsWith('/my/orders') },
    { path: '/my/quotes', label: labels.quotes, active: current.startsWith('/my/quotes') },
    { path: '/my/invoices', label: labels.invoices, active: current.startsWith('/my/invoices') },
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
