'use client';

import Cookies from 'js-cookie';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, type SyntheticEvent } from 'react';
import { publicListingPath } from '@/lib/catalog/filtered-listing-rewrite';
import { localizedPath, stripLocale, type Locale } from '@/lib/i18n/locales';
import { LOCALE_COOKIE } from '@/lib/shop/cookie-names';

interface LocaleSwitcherProps {
  current: Locale;
  label: string;
  locales: { code: Locale; name: string }[];
}

/**
 * Links to the same page, with the same query (a filtered listing stays filtered), in each enabled
 * locale; the choice is remembered for a year. The server renders the paths (static pages know
 * no query); the browser adds the query once hydrated and again whenever a link is about to be
 * used, since a listing changes its query without changing its path.
 */
export function LocaleSwitcher({ current, label, locales }: LocaleSwitcherProps) {
  const nav = useRef<HTMLElement>(null);
  // A filtered listing renders on an internal route; its links name the address the shopper used.
  const path = stripLocale(publicListingPath(usePathname() ?? '/'));

  useEffect(() => {
    if (nav.current) addQuery(nav.current);
  }, [path]);

  if (locales.length < 2) return null;
  const refresh = (event: SyntheticEvent<HTMLElement>) => addQuery(event.currentTarget);
  return (
    <nav
      ref={nav}
      className="locale-switcher"
      aria-label={label}
      onPointerOver={refresh}
      onFocus={refresh}
    >
      <ul>
        {locales.map(({ code, name }) => (
          <li key={code}>
            {/* A full page load: the whole page, not just the content, changes language. */}
            <a
              href={localizedPath(code, path)}
              hrefLang={code}
              lang={code}
              aria-current={code === current ? 'true' : undefined}
              onClick={(event) => {
                addQuery(event.currentTarget);
                Cookies.set(LOCALE_COOKIE.name, code, { expires: 365, sameSite: 'lax', path: '/' });
              }}
            >
              {name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Gives the links inside `root` (or `root` itself) the page's current query. */
function addQuery(root: HTMLElement) {
  const links = root instanceof HTMLAnchorElement ? [root] : root.querySelectorAll('a');
  for (const link of links) link.search = window.location.search;
}
