'use client';

import Cookies from 'js-cookie';
import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense } from 'react';
import { publicListingPath } from '@/lib/i18n/filtered-listing-rewrite';
import { LOCALE_COOKIE, localizedPath, stripLocale, type Locale } from '@/lib/i18n/locales';

interface LocaleSwitcherProps {
  current: Locale;
  label: string;
  locales: { code: Locale; name: string }[];
}

/**
 * Links to the same page, with the same query (a filtered listing stays filtered), in each enabled
 * locale; the choice is remembered for a year. Static pages render the links without a query and
 * the browser adds it once it knows the URL.
 */
export function LocaleSwitcher(props: LocaleSwitcherProps) {
  if (props.locales.length < 2) return null;
  return (
    <Suspense fallback={<LocaleList {...props} search="" />}>
      <LocaleListWithQuery {...props} />
    </Suspense>
  );
}

function LocaleListWithQuery(props: LocaleSwitcherProps) {
  return <LocaleList {...props} search={useSearchParams().toString()} />;
}

function LocaleList({ current, label, locales, search }: LocaleSwitcherProps & { search: string }) {
  // A filtered listing renders on an internal route; its links name the address the shopper used.
  const path = stripLocale(publicListingPath(usePathname() ?? '/'));
  const query = search ? `?${search}` : '';
  return (
    <nav className="locale-switcher" aria-label={label}>
      <ul>
        {locales.map(({ code, name }) => (
          <li key={code}>
            {/* A full page load: the whole page, not just the content, changes language. */}
            <a
              href={`${localizedPath(code, path)}${query}`}
              hrefLang={code}
              lang={code}
              aria-current={code === current ? 'true' : undefined}
              onClick={() =>
                Cookies.set(LOCALE_COOKIE.name, code, {
                  expires: 365,
                  sameSite: 'lax',
                  path: '/',
                })
              }
            >
              {name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
