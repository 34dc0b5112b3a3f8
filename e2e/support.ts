import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import de from '../messages/de.json' with { type: 'json' };
import en from '../messages/en.json' with { type: 'json' };
import nl from '../messages/nl.json' with { type: 'json' };
import ru from '../messages/ru.json' with { type: 'json' };

// Tests read the same catalogues as the shop, so a text change never needs two edits.
export const messages = { nl, en, de, ru };
/** The shop under test (playwright.config.ts's baseURL). */
export const SHOP = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;
/** The mock-odoo the shop under test talks to (its /__mock controls included). */
export const mockOdoo = `http://127.0.0.1:${process.env.MOCK_ODOO_PORT ?? 8069}`;
/** The Odoo the shop talks to: the live one of `npm run test:live`, else mock-odoo. */
export const odooBackend = process.env.ODOO_URL?.trim().replace(/\/+$/, '') || mockOdoo;
export type TestLocale = keyof typeof messages;
export const homePaths: Record<TestLocale, string> = { nl: '/', en: '/en', de: '/de', ru: '/ru' };

/** Opens a page and waits until its interactive islands are hydrated and listening. */
export async function gotoReady(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator('html[data-shell-ready="true"]').waitFor({ state: 'attached' });
  return response;
}

/** Opens a listing and waits until its streamed islands are hydrated too. */
export async function gotoListing(page: Page, path: string) {
  await gotoReady(page, path);
  await page.locator('[data-listing-ready="true"]').waitFor({ state: 'attached' });
}

/** What an embedded widget may ask the shop to show (NOTIFY_EVENT in notifications-host.tsx). */
export interface NotificationRequest {
  message: string;
  kind?: 'success' | 'info' | 'warning' | 'danger';
  persistent?: boolean;
}

/** Raises notifications the way a widget outside React does: one window event each, in order. */
export async function raiseNotifications(page: Page, requests: NotificationRequest[]) {
  await page.evaluate((details) => {
    for (const detail of details) window.dispatchEvent(new CustomEvent('shop:notify', { detail }));
  }, requests);
}

/** axe findings of impact serious or critical, as readable lines. */
export async function seriousViolations(page: Page) {
  // Dynamic pages stream their metadata: wait for the <title> rather than flag its absence.
  await page.waitForFunction(() => document.title.trim() !== '');
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(', ')}`);
}

/**
 * A demo product's page, found by its internal reference through the shop's own quick search.
 * Its id (the last part of the URL, like a `?variant=`) is the backend's own: mock-odoo's seed
 * numbers products from 1, an Odoo database after the records Odoo made first. So journeys that
 * also run against a real Odoo (@live) never name a product by its id.
 */
export async function productPath(
  request: APIRequestContext,
  sku: string,
  locale: TestLocale = 'nl',
): Promise<string> {
  const response = await request.get(
    `/api/quick-search?${new URLSearchParams({ q: sku, locale })}`,
  );
  if (!response.ok()) throw new Error(`quick search for ${sku}: ${response.status()}`);
  const { products } = (await response.json()) as {
    products: { sku: string | null; slug: string }[];
  };
  const product = products.find((candidate) => candidate.sku === sku);
  if (!product) throw new Error(`no product with the internal reference ${sku}`);
  return `${locale === 'nl' ? '' : `/${locale}`}${product.slug}`;
}

/** The `?variant=` of the current page: the variant the shopper chose. */
export function chosenVariant(page: Page): number {
  const variant = Number(new URL(page.url()).searchParams.get('variant'));
  if (!Number.isInteger(variant) || variant <= 0) throw new Error(`no variant in ${page.url()}`);
  return variant;
}
