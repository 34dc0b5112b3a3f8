'use client';

import { useRouter } from 'next/navigation';
import { useId, useRef } from 'react';
import {
  keepFocusAcrossNavigation,
  useFocusAfterNavigation,
} from '@/lib/browser/focus-across-navigation';
import styles from './listing.module.css';

export interface UrlSelectOption {
  value: string;
  label: string;
  /** The listing URL this choice leads to (computed on the server). */
  href: string;
}

/** A select whose choices are URLs: choosing one navigates, so the URL stays the state. */
export function UrlSelect({
  label,
  value,
  options,
}: {
  label: string;
  value: string;
  options: UrlSelectOption[];
}) {
  const router = useRouter();
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  const focusKey = `select-${label}`;
  useFocusAfterNavigation(focusKey, select);
  return (
    <div className={styles.select}>
      <label htmlFor={id}>{label}</label>
      <select
        ref={select}
        id={id}
        value={value}
        onChange={(event) => {
          const option = options.find((item) => item.value === event.target.value);
          if (!option) return;
          keepFocusAcrossNavigation(focusKey);
          router.push(option.href, { scroll: false });
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
