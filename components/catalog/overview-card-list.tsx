import Image from 'next/image';
import Link from 'next/link';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { odooImageUrl } from '@/lib/images/odoo-image';
import styles from './overview-card-list.module.css';

const LOGO_WIDTH = 200;
const LOGO_HEIGHT = 100;

export interface OverviewEntry {
  id: number;
  name: string;
  href: string;
  logo: string | null;
  slug: string;
  description: string | null;
  countLabel: string;
}

/** Cards for the brands and catalogs overviews: logo (when there is one), name, product count. */
export function OverviewCardList({
  entries,
  locale,
}: {
  entries: OverviewEntry[];
  locale: Locale;
}) {
  return (
    <ul className={styles.list}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <Link href={localizedPath(locale, entry.href)} className={styles.card} prefetch={false}>
            {entry.logo ? (
              <Image
                src={odooImageUrl(entry.logo, entry.slug, LOGO_WIDTH * 2, LOGO_HEIGHT * 2)}
                alt=""
                width={LOGO_WIDTH}
                height={LOGO_HEIGHT}
                sizes={`${LOGO_WIDTH}px`}
                className={styles.logo}
              />
            ) : null}
            <span className={styles.name}>{entry.name}</span>
            {entry.description ? (
              <span className={styles.description}>{entry.description}</span>
            ) : null}
            <span className={styles.count}>{entry.countLabel}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
