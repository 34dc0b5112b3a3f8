import { describe, expect, it, vi } from 'vitest';
import {
  createNotificationQueue,
  MAX_VISIBLE_NOTIFICATIONS,
  NOTIFICATION_DURATION_MS,
  type NotificationRenderer,
} from '@/lib/notifications/notification-queue';

function renderer() {
  return { show: vi.fn(), dismiss: vi.fn() } satisfies NotificationRenderer;
}

describe('notification queue', () => {
  it('matches the spec limits', () => {
    expect(MAX_VISIBLE_NOTIFICATIONS).toBe(3);
    expect(NOTIFICATION_DURATION_MS).toBe(3000);
  });

  it('shows at most 3: a fourth one pushes out the oldest', () => {
    const queue = createNotificationQueue();
    const view = renderer();
    queue.attach(view);
    const ids = ['one', 'two', 'three', 'four'].map((message) => queue.notify(message));

    expect(view.dismiss).toHaveBeenCalledTimes(1);
    expect(view.dismiss).toHaveBeenCalledWith(ids[0]);
    expect(queue.visible().map((n) => n.message)).toEqual(['two', 'three', 'four']);
    expect(view.show).toHaveBeenCalledTimes(4);
  });

  it('defaults to info and temporary; supports every kind and persistent ones', () => {
    const queue = createNotificationQueue();
    queue.notify('plain');
    queue.notify('saved', { kind: 'success' });
    queue.notify('careful', { kind: 'warning', persistent: true });
    expect(queue.visible().map(({ kind, persistent }) => ({ kind, persistent }))).toEqual([
      { kind: 'info', persistent: false },
      { kind: 'success', persistent: false },
      { kind: 'warning', persistent: true },
    ]);
    queue.notify('failed', { kind: 'danger' });
    expect(queue.visible().at(-1)?.kind).toBe('danger');
  });

  it('forgets a notification when the renderer reports it closed', () => {
    const queue = createNotificationQueue();
    const listener = vi.fn();
    queue.subscribe(listener);
    const id = queue.notify('bye');
    expect(listener).toHaveBeenCalledTimes(1);
    queue.closed(id);
    expect(queue.visible()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2);
    queue.closed(id);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('shows what was raised before the renderer attached, then new ones directly', () => {
    const queue = createNotificationQueue();
    queue.notify('early');
    const view = renderer();
    const detach = queue.attach(view);
    expect(view.show).toHaveBeenCalledWith(expect.objectContaining({ message: 'early' }));
    queue.notify('later');
    expect(view.show).toHaveBeenCalledTimes(2);
    detach();
    queue.notify('after detach');
    expect(view.show).toHaveBeenCalledTimes(2);
  });

  it('dismiss removes it from the renderer and the queue', () => {
    const queue = createNotificationQueue();
    const view = renderer();
    queue.attach(view);
    const id = queue.notify('closing');
    queue.dismiss(id);
    expect(view.dismiss).toHaveBeenCalledWith(id);
    expect(queue.visible()).toEqual([]);
  });
});
