'use client';

import { useEffect } from 'react';
import { interpolate } from '@/lib/i18n/interpolate';
import {
  readToggleCompareDetail,
  TOGGLE_COMPARE_EVENT,
} from '@/lib/compare/compare-events.browser';
import { MAX_COMPARE_ITEMS } from '@/lib/compare/compare-limits';
import { notify } from '@/lib/notifications/notification-queue';

/** Message templates with `{name}` / `{max}` placeholders, filled in the browser. */
export interface CompareNotices {
  added: string;
  removed: string;
  productAdded: string;
  productRemoved: string;
  full: string;
}

/**
 * Listens for `shop:toggle-compare` from product cards and product pages, updates the list in
 * session storage and tells the shopper what happened.
 */
export function CompareEvents({ notices }: { notices: CompareNotices }) {
  useEffect(() => {
    const onToggle = async (event: Event) => {
      const detail = readToggleCompareDetail(event);
      if (!detail) return;
      // The list's store loads with the first toggle, not with every page.
      const { useCompareStore } = await import('@/lib/compare/compare-store.browser');
      const change = useCompareStore.getState().toggle(detail.productId);
      const named = (template: string) => interpolate(template, { name: detail.name ?? '' });
      if (change === 'added') {
        notify(detail.name ? named(notices.added) : notices.productAdded, { kind: 'success' });
      } else if (change === 'removed') {
        notify(detail.name ? named(notices.removed) : notices.productRemoved, { kind: 'info' });
      } else if (change === 'full') {
        notify(interpolate(notices.full, { max: MAX_COMPARE_ITEMS }), { kind: 'warning' });
      }
    };
    window.addEventListener(TOGGLE_COMPARE_EVENT, onToggle);
    return () => window.removeEventListener(TOGGLE_COMPARE_EVENT, onToggle);
  }, [notices]);

  return null;
}
