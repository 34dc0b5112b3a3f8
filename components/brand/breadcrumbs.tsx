import Link from 'next/link';
import styles from './breadcrumbs.module.css';

export interface Crumb {
  label: string;
  href?: string;
}

/** A trail of links; the last entry is the current page. */
export function Breadcrumbs({ label, crumbs }: { label: string; crumbs: Crumb[] }) {
  return (
    <nav aria-label={label} className={styles.breadcrumbs}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={`${crumb.label}-${index}`}>
            {crumb.href && index < crumbs.length - 1 ? (
              <Link href={crumb.href} prefetch={false}>
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
