import 'server-only';
import { locale as rootLocale } from 'next/root-params';
import type { Locale } from './locales';
import { pageLocale } from './route-locale.server';

// Apart from route-locale.server.ts: next/root-params exists only in Next's compiled server code.

/**
 * The `[locale]` root segment without the params: for a file given none (not-found) and for a page
 * that must not wait for its per-request params, which would take its static shell with them.
 */
export async function segmentLocale(): Promise<Locale> {
  return pageLocale(await rootLocale());
}
