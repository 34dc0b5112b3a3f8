'use client';

import Cookies from 'js-cookie';
import { usePathname } from 'next/navigation';
import { LOCALE_COOKIE, localizedPath, stripLocale, type Locale } from '@/lib/i18n/locales';

interface LocaleSwitcherProps {
  current: Locale;
  label: string;
  locales: { code: Locale; name: string }[];
}

/** Links to the same page in each enabled locale; the choice is remembered for a year. */
export function LocaleSwitcher({ current, label, locales }: LocaleSwitcherProps) {
  const path = stripLocale(usePathname() ?? '/');
  if (locales.length < 2) return null;
  return (
    <nav className="locale-switcher" aria-label={label}>
      <ul>
        {locales.map(({ code, name }) => (
          <li key={code}>
            {/* A full page load: the whole page, not just the content, changes language. */}
            <a
              href={localizedPath(code, path)}
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
