import { expect, type Page } from '@playwright/test';
import { gotoReady, messages, type TestLocale } from './support';

// What the order-again and purchased-products journeys share: the cart page read as variant ids
// and quantities, and emptied before a journey that must know what it holds.

export const localized = (locale: TestLocale, path: string) =>
  locale === 'nl' ? path : `/${locale}${path}`;

/** The cart page's product lines: variant id (its link's `?variant=`) → quantity. */
export async function cartContents(page: Page, locale: TestLocale): Promise<Map<number, number>> {
  const t = messages[locale];
  await gotoReady(page, localized(locale, '/cart'));
  const lines = page.getByTestId('cart-line');
  await expect(lines.first().or(page.getByText(t.CartSidebar.empty))).toBeVisible();
  const contents = new Map<number, number>();
  for (const line of await lines.all()) {
    const href = (await line.getByRole('link').first().getAttribute('href')) ?? '';
    const variant = Number(new URL(href, 'http://shop.test').searchParams.get('variant'));
    contents.set(variant, Number(await line.getByRole('spinbutton').inputValue()));
  }
  return contents;
}

/** Removes every line from the signed-in customer's cart on the cart page. */
export async function emptyCart(page: Page, locale: TestLocale) {
  const t = messages[locale];
  if ((await cartContents(page, locale)).size === 0) return;
  await page.getByRole('checkbox', { name: t.CartPage.selectAll }).check();
  await page.getByRole('button', { name: t.CartPage.removeSelected }).click();
  await expect(page.getByText(t.CartSidebar.empty)).toBeVisible({ timeout: 15_000 });
}

/** Fills `{name}` placeholders of a catalogue text. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}
