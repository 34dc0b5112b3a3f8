'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLabels } from '@/components/layout/shell-labels-provider';
import { notifications, type NotificationKind } from '@/lib/notifications/notification-queue';

// The toaster library loads with the first notification, keeping it off every page's first load.
const Toaster = dynamic(() => import('@/components/layout/toaster').then((m) => m.Toaster), {
  ssr: false,
});

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

  return mounted ? <Toaster label={labels.label} closeLabel={labels.close} /> : null;
}
