import Link from 'next/link';
import type { CategoryLink } from '@/lib/catalog/types';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import styles from './product.module.css';

export interface Crumb {
  name: string;
  /** Locale-less path; the last crumb (the product) has none. */
  path: string | null;
}

/** Home, the category path, the product. */
export function productCrumbs(
  homeName: string,
  categories: CategoryLink[],
  productName: string,
): Crumb[] {
  return [
    { name: homeName, path: '/' },
    ...categories.map((category) => ({ name: category.name, path: category.slug })),
    { name: productName, path: null },
  ];
}

export function ProductBreadcrumbs({
  crumbs,
  locale,
  label,
}: {
  crumbs: Crumb[];
  locale: Locale;
  label: string;
}) {
  return (
    <nav aria-label={label} className={styles.breadcrumbs}>
      <ol>
        {crumbs.map((crumb) => (
          <li key={`${crumb.path}-${crumb.name}`}>
            {crumb.path ? (
              <Link href={localizedPath(locale, crumb.path)} prefetch={false}>
                {crumb.name}
              </Link>
            ) : (
              <span aria-current="page">{crumb.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
