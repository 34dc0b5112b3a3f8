import { SHOP_COOKIES_CHANGED } from '@/lib/shopper/use-shop-cookies.browser';
import { notify } from '@/lib/notifications/notification-queue';

// Server actions answer with a text the shopper can read. A thrown action (network down, a new
// deployment) has none, so the shell hands over its translated fallback once it is mounted; the
// spec's 'Some error' is the last resort before that.

let fallbackError = 'Some error';

export function setActionFallbackError(message: string): void {
  if (message.trim()) fallbackError = message;
}

export function failureMessage(error: unknown): string {
  return typeof error === 'string' && error.trim() ? error : fallbackError;
}

export function notifyFailure(message: string): void {
  notify(message, { kind: 'danger' });
}

/** The answer carried new count cookies: let every counter re-read them. */
export function announceCookieChange(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SHOP_COOKIES_CHANGED));
}
