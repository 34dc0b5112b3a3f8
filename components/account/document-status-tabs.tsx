import Link from 'next/link';
import styles from './documents.module.css';

export interface StatusTab {
  key: string;
  label: string;
  href: string;
  current: boolean;
}

/** The list's status filter as links (All, Open, ...): each keeps the other filters. */
export function DocumentStatusTabs({ label, tabs }: { label: string; tabs: StatusTab[] }) {
  return (
    <nav aria-label={label} className={styles.tabs}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              href={tab.href}
              aria-current={tab.current ? 'page' : undefined}
              prefetch={false}
              data-status-tab={tab.key}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
