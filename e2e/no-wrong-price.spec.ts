import { expect, type CDPSession, type Page } from '@playwright/test';
import { test } from './fixtures';
import { demoUsers, signIn } from './auth-support';
import { gotoReady, messages, productPath } from './support';

// Browse pages are static: their HTML carries the public prices of the default variant. A
// signed-in business customer (mock-odoo's business pricelist: 10 % off; the Kestrel KX-420 with
// 32 GB in black at a fixed €799.00) or a shared `?variant=` link must never see one of those,
// not even for a frame while a slow phone hydrates the page. Every frame's visible prices are
// recorded from the document's start (lib/pricing/prices-pending.ts).

const KESTREL = 'SKU-00050';
const t = messages.en.Product;

/** Before each frame is painted: the text of every visible price element, per element. */
function recordVisiblePrices() {
  const seen = new Map<Element, Set<string>>();
  const sample = () => {
    for (const element of document.querySelectorAll('[data-price-product-id]')) {
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      const texts = seen.get(element) ?? new Set<string>();
      texts.add(element.textContent ?? '');
      seen.set(element, texts);
    }
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
  Object.assign(window, {
    seenPrices: (selector: string) =>
      [...seen].map(([element, texts]) => ({
        main: element.matches(selector),
        seen: [...texts],
        now: element.textContent ?? '',
      })),
  });
}

interface SeenPrice {
  main: boolean;
  seen: string[];
  now: string;
}

async function seenPrices(page: Page): Promise<SeenPrice[]> {
  return page.evaluate(() =>
    (window as unknown as { seenPrices: (selector: string) => SeenPrice[] }).seenPrices(
      'article [data-testid="product-price"]',
    ),
  );
}

async function slowPhone(cdp: CDPSession, rate: number) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

test('a phone at 6x CPU never shows a price that is not the shopper’s: shared variant link, contract prices', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await context.addInitScript(recordVisiblePrices);
  const cdp = await context.newCDPSession(page);
  const product = await productPath(page.request, KESTREL, 'en');
  const main = page.locator('article').getByTestId('product-price');

  // The variant a shared link names: 32 GB (the default is 16 GB).
  await gotoReady(page, product);
  const defaultPublic = (await main.textContent()) ?? '';
  await page.locator('article').getByRole('radio', { name: '32 GB' }).check();
  await expect(page).toHaveURL(/[?&]variant=\d+/);
  await expect(main).not.toHaveText(defaultPublic);
  const shared = page.url();
  const variantPublic = (await main.textContent()) ?? '';

  // Anonymous, from the link: only the linked variant's price was ever on screen.
  await slowPhone(cdp, 6);
  await page.goto(shared);
  await expect(main).toHaveText(variantPublic, { timeout: 30_000 });
  expect((await seenPrices(page)).filter((price) => price.main)).toEqual([
    { main: true, seen: [variantPublic], now: variantPublic },
  ]);

  await slowPhone(cdp, 1);
  await signIn(page, 'en', demoUsers.business);
  await slowPhone(cdp, 6);

  // Signed in: the product page, then the shared link, then a category. Every price element
  // showed only what it shows once the page has settled, the customer's own price.
  for (const [path, contractPrice] of [
    [product, '€620.99'],
    [shared, '€799.00'],
  ] as const) {
    await page.goto(path);
    await expect(main).toHaveText(contractPrice, { timeout: 30_000 });
    await expect(main).toHaveAttribute('data-price-personal', 'true');
    const seen = await seenPrices(page);
    expect(seen.filter((price) => price.main)).toEqual([
      { main: true, seen: [contractPrice], now: contractPrice },
    ]);
    expect(seen.filter((price) => price.seen.some((text) => text !== price.now))).toEqual([]);
  }
  // The sticky bar, scrolled to, shows the same.
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect(
    page.getByRole('region', { name: t.stickyBar }).getByTestId('product-price'),
  ).toHaveText('€799.00');

  await page.goto('/en/category/computers');
  const cards = page.locator('main [data-price-product-id]');
  await expect(cards.first()).toBeAttached({ timeout: 30_000 });
  await expect
    .poll(() => page.locator('main [data-price-product-id]:not([data-price-personal])').count(), {
      timeout: 30_000,
    })
    .toBe(0);
  const seen = await seenPrices(page);
  expect(seen.length).toBeGreaterThan(0);
  expect(seen.filter((price) => price.seen.some((text) => text !== price.now))).toEqual([]);
  await slowPhone(cdp, 1);
});
