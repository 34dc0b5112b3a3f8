import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { breadcrumbListData } from '@/lib/seo/json-ld';
import { absoluteUrl } from '@/lib/seo/site-url';
import { JsonLdScript } from './json-ld-script';
import styles from './listing.module.css';

export interface Crumb {
  name: string;
  /** Shop path without locale; the last crumb (the current page) has none. */
  path?: string;
}

export async function Breadcrumbs({ locale, crumbs }: { locale: Locale; crumbs: Crumb[] }) {
  const t = await getTranslations('Listing');
  const all: Crumb[] = [{ name: t('home'), path: '/' }, ...crumbs];
  return (
    <nav aria-label={t('breadcrumbs')} className={styles.breadcrumbs}>
      <JsonLdScript
        data={breadcrumbListData(all, (path) => absoluteUrl(localizedPath(locale, path)))}
      />
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
