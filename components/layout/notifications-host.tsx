'use client';

import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useLabels } from '@/components/layout/shell-labels-provider';
import { notifications, type NotificationKind } from '@/lib/notifications/notification-queue';

// The toaster library loads with the first notification, keeping it off every page's first load
// (React's lazy: next/dynamic would bring its own loader code into the first load).
const Toaster = lazy(() =>
  import('@/components/layout/toaster').then((module) => ({ default: module.Toaster })),
);

/** Lets scripts that are not React islands raise a notification (e.g. embedded widgets). */
export const NOTIFY_EVENT = 'shop:notify';
const KINDS: readonly NotificationKind[] = ['success', 'info', 'warning', 'danger'];

export function NotificationsHost() {
  const labels = useLabels('Notifications');
  const hasAny = useSyncExternalStore(
    notifications.subscribe,
    () => notifications.visible().length > 0,
    () => false,
  );
  const [mounted, setMounted] = useState(false);
  if (hasAny && !mounted) setMounted(true);

  useEffect(() => {
    const onNotify = (event: Event) => {
      const detail: unknown = (event as CustomEvent).detail;
      if (!detail || typeof detail !== 'object') return;
      const { message, kind, persistent } = detail as Record<string, unknown>;
      if (typeof message !== 'string' || message.trim() === '') return;
      notifications.notify(message.slice(0, 500), {
        kind: KINDS.includes(kind as NotificationKind) ? (kind as NotificationKind) : 'info',
        persistent: persistent === true,
      });
    };
    window.addEventListener(NOTIFY_EVENT, onNotify);
    return () => window.removeEventListener(NOTIFY_EVENT, onNotify);
  }, []);

  return mounted ? (
    <Suspense fallback={null}>
      <Toaster label={labels.label} closeLabel={labels.close} />
    </Suspense>
  ) : null;
}
