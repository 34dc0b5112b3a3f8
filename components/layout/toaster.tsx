'use client';

import { useEffect } from 'react';
import { Toaster as Sonner, toast } from 'sonner';
import {
  MAX_VISIBLE_NOTIFICATIONS,
  NOTIFICATION_DURATION_MS,
  notifications,
  type Notification,
} from '@/lib/notifications/notification-queue';
import styles from './toaster.module.css';

const show = {
  success: toast.success,
  info: toast.info,
  warning: toast.warning,
  danger: toast.error,
} as const;

/** Draws the notification queue with sonner, which owns the timers and the live region. */
export function Toaster({ label, closeLabel }: { label: string; closeLabel: string }) {
  useEffect(() => {
    // Attach one frame after the live region is in the DOM so screen readers announce the first
    // notification too.
    let detach: () => void = () => {};
    const frame = requestAnimationFrame(() => {
      detach = notifications.attach({
        show: (notification: Notification) =>
          show[notification.kind](notification.message, {
            id: notification.id,
            duration: notification.persistent ? Infinity : NOTIFICATION_DURATION_MS,
            onAutoClose: () => notifications.closed(notification.id),
            onDismiss: () => notifications.closed(notification.id),
            action: notification.action
              ? { label: notification.action.label, onClick: notification.action.run }
              : undefined,
          }),
        dismiss: (id) => toast.dismiss(id),
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      detach();
    };
  }, []);

  // Sonner remembers where the focus came from when it enters the toaster and pulls it back there
  // when it leaves: Tab past a notification lands on the control before it again (a trap until
  // the notification closes, for good with a persistent one), and the pulled-back focus shows no
  // ring. Its listener is on the list inside; stopping the focus event on the way down keeps it
  // from ever starting, so Tab simply goes on through the page.
  return (
    <div className={styles.focusGuard} onFocusCapture={(event) => event.stopPropagation()}>
      <Sonner
        className={styles.toaster}
        visibleToasts={MAX_VISIBLE_NOTIFICATIONS}
        duration={NOTIFICATION_DURATION_MS}
        position="top-right"
        // Below the header, so a toast never covers its cart and wishlist buttons (toaster.module.css).
        offset={{ top: 'var(--toaster-top)' }}
        containerAriaLabel={label}
        closeButton
        richColors
        toastOptions={{ closeButtonAriaLabel: closeLabel }}
      />
    </div>
  );
}
