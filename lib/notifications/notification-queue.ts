export type NotificationKind = 'success' | 'info' | 'warning' | 'danger';

export interface Notification {
  id: number;
  message: string;
  kind: NotificationKind;
  /** Persistent notifications stay until the shopper closes them. */
  persistent: boolean;
  /** A button in the notification, e.g. to open the cart it speaks of. */
  action?: NotificationAction;
}

export interface NotificationAction {
  label: string;
  run: () => void;
}

export interface NotifyOptions {
  kind?: NotificationKind;
  persistent?: boolean;
  action?: NotificationAction;
}

/** What actually draws notifications (the toaster, loaded on first use). */
export interface NotificationRenderer {
  show: (notification: Notification) => void;
  dismiss: (id: number) => void;
}

export const MAX_VISIBLE_NOTIFICATIONS = 3;
export const NOTIFICATION_DURATION_MS = 3000;

/**
 * Keeps the spec's rules (at most 3 visible, the oldest makes way for a new one) independent of the
 * toaster library, which only draws and times them. Notifications raised before the toaster has
 * loaded are shown as soon as it attaches.
 */
export function createNotificationQueue() {
  let nextId = 1;
  let renderer: NotificationRenderer | null = null;
  let visible: Notification[] = [];
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  return {
    notify(message: string, options: NotifyOptions = {}): number {
      const notification: Notification = {
        id: nextId++,
        message,
        kind: options.kind ?? 'info',
        persistent: options.persistent ?? false,
        ...(options.action ? { action: options.action } : {}),
      };
      while (visible.length >= MAX_VISIBLE_NOTIFICATIONS) {
        const [oldest, ...rest] = visible;
        visible = rest;
        if (oldest) renderer?.dismiss(oldest.id);
      }
      visible = [...visible, notification];
      renderer?.show(notification);
      emit();
      return notification.id;
    },
    dismiss(id: number) {
      renderer?.dismiss(id);
      this.closed(id);
    },
    /** Called by the renderer when a notification timed out or was closed by the shopper. */
    closed(id: number) {
      const before = visible.length;
      visible = visible.filter((notification) => notification.id !== id);
      if (visible.length !== before) emit();
    },
    attach(next: NotificationRenderer): () => void {
      renderer = next;
      visible.forEach((notification) => next.show(notification));
      return () => {
        if (renderer === next) renderer = null;
      };
    },
    visible: (): readonly Notification[] => visible,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type NotificationQueue = ReturnType<typeof createNotificationQueue>;

export const notifications = createNotificationQueue();

export function notify(message: string, options?: NotifyOptions): number {
  return notifications.notify(message, options);
}
