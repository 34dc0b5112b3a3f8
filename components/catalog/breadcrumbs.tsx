import Link from 'next/link';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { breadcrumbListData } from '@/lib/seo/json-ld';
import { absoluteUrl } from '@/lib/seo/site-url';
import styles from './breadcrumbs.module.css';
import { JsonLdScript } from './json-ld-script';

export interface Crumb {
  name: string;
  /** Shop path without locale; the last crumb (the current page) has none. */
  path?: string;
}

export interface BreadcrumbLabels {
  /** The navigation's accessible name. */
  trail: string;
  home: string;
}

/**
 * The trail from home to the current page (the last crumb). With `structuredData` it also
 * carries schema.org's BreadcrumbList for search engines.
 */
export function Breadcrumbs({
  locale,
  labels,
  crumbs,
  structuredData = false,
}: {
  locale: Locale;
  labels: BreadcrumbLabels;
  /** The crumbs after home. */
  crumbs: Crumb[];
  structuredData?: boolean;
}) {
  const all: Crumb[] = [{ name: labels.home, path: '/' }, ...crumbs];
  return (
    <nav aria-label={labels.trail} className={styles.breadcrumbs}>
      {structuredData ? (
        <JsonLdScript
          data={breadcrumbListData(all, (path) => absoluteUrl(localizedPath(locale, path)))}
        />
      ) : null}
      <ol>
        {all.map((crumb, index) => (
          <li key={`${index}-${crumb.name}`}>
            {crumb.path && index < all.length - 1 ? (
              <Link href={localizedPath(locale, crumb.path)}>{crumb.name}</Link>
            ) : (
              <span aria-current="page">{crumb.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
