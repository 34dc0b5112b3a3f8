'use client';

import { useRouter } from 'next/navigation';
import { useRef } from 'react';
import {
  keepFocusAcrossNavigation,
  useFocusAfterNavigation,
} from '@/lib/browser/focus-across-navigation';
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
  focusKey,
}: {
  label: string;
  checked: boolean;
  href: string;
  look: 'checkbox' | 'swatch' | 'pill';
  color?: string | null;
  /** Names this value on every listing page, so the focus stays on it after a change. */
  focusKey: string;
}) {
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  useFocusAfterNavigation(focusKey, input);
  return (
    <label className={`${styles.option} ${styles[look]}`}>
      <input
        ref={input}
        type="checkbox"
        checked={checked}
        onChange={() => {
          keepFocusAcrossNavigation(focusKey);
          router.push(href, { scroll: false });
        }}
        className={look === 'checkbox' ? undefined : 'sr-only'}
      />
      {look === 'swatch' ? (
        <span className={styles.swatchColor} style={{ background: color ?? undefined }} />
      ) : null}
      <span className={styles.optionLabel}>{label}</span>
    </label>
  );
}
