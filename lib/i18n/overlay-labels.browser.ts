import type { Locale } from '@/lib/i18n/locales';
import { OVERLAY_NAMESPACES, type OverlayLabels } from '@/lib/i18n/shell-labels';

const loads = new Map<Locale, Promise<OverlayLabels>>();

/** Where the browser gets the sidebar and modal labels of a locale (a prerendered route). */
export function overlayLabelsUrl(locale: Locale): string {
  return `/api/overlay-labels/${locale}`;
}

/**
 * The sidebar and modal labels of a locale, fetched once per page session and shared by every
 * caller. A failed fetch is forgotten, so the next opening tries again.
 */
export function loadOverlayLabels(locale: Locale, fetcher: typeof fetch = fetch) {
  let load = loads.get(locale);
  if (!load) {
    if (typeof window === 'undefined') {
      // A server render has the messages at hand: it passes them with <OverlayLabelsProvider>.
      throw new Error('Overlay labels are fetched in the browser only');
    }
    load = fetcher(overlayLabelsUrl(locale)).then(async (response) => {
      if (!response.ok) throw new Error(`Overlay labels: HTTP ${response.status}`);
      const body: unknown = await response.json();
      if (!isOverlayLabels(body)) throw new Error('Overlay labels: unexpected answer');
      return body;
    });
    load.catch(() => loads.delete(locale));
    loads.set(locale, load);
  }
  return load;
}

function isOverlayLabels(body: unknown): body is OverlayLabels {
  if (!body || typeof body !== 'object') return false;
  const namespaces = body as Record<string, unknown>;
  return OVERLAY_NAMESPACES.every((ns) => typeof namespaces[ns] === 'object');
}

/** For tests: forget every fetched or pending locale. */
export function resetOverlayLabels() {
  loads.clear();
}
