'use client';

import { useRouter } from 'next/navigation';
import styles from './listing.module.css';

/**
 * One facet value as a checkbox (a colour swatch or a pill by look). Its state is in the URL: the
 * server hands over the URL with this value toggled, and a change navigates there.
 */
export function FacetOption({
  label,
  checked,
  href,
  look,
  color,
}: {
  label: string;
  checked: boolean;
  href: string;
  look: 'checkbox' | 'swatch' | 'pill';
  color?: string | null;
}) {
  const router = useRouter();
  return (
    <label className={`${styles.option} ${styles[look]}`}>
      <input
        type="checkbox"
        checked={checked}
        onChange={() => router.push(href, { scroll: false })}
        className={look === 'checkbox' ? undefined : 'sr-only'}
      />
      {look === 'swatch' ? (
        <span className={styles.swatchColor} style={{ background: color ?? undefined }} />
      ) : null}
      <span className={styles.optionLabel}>{label}</span>
    </label>
  );
}
