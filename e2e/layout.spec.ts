import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator } from '@playwright/test';
import { test } from './fixtures';
import { gotoReady, homePaths, messages, raiseNotifications, type TestLocale } from './support';
import { PRICES_PENDING_SCRIPT } from '../lib/pricing/prices-pending';

/** A bounding box as Playwright measures it. */
type Box = { x: number; y: number; width: number; height: number };

for (const locale of Object.keys(messages) as TestLocale[]) {
  const t = messages[locale];

  test(`default layout renders in ${locale}`, async ({ page }) => {
    const response = await page.goto(homePaths[locale]);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByText(t.TopBar.delivery)).toBeVisible();
    await expect(page.getByText(t.TopBar.returns)).toBeVisible();
    await expect(page.getByRole('link', { name: t.Header.home })).toBeVisible();
    await expect(page.getByRole('search')).toBeVisible();
    const header = page.locator('header');
    await expect(header.getByRole('button', { name: t.Header.cart })).toBeVisible();
    await expect(header.getByRole('button', { name: t.Header.wishlist })).toBeVisible();
    await expect(header.getByRole('button', { name: t.Header.account })).toBeVisible();
    await expect(page.getByRole('heading', { name: t.Footer.newsletterTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: t.Footer.terms })).toBeVisible();
  });
}

test('/nl reaches the unprefixed Dutch pages', async ({ page }) => {
  await page.goto('/nl');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
});

test('the locale switcher keeps the page and remembers the choice for a year', async ({
  page,
  context,
}) => {
  await gotoReady(page, '/');
  await page.getByRole('link', { name: messages.de.Locales.de }).first().click();
  await expect(page).toHaveURL(/\/de$/);
  await expect(page.getByText(messages.de.TopBar.returns)).toBeVisible();
  const cookie = (await context.cookies()).find((c) => c.name === 'locale');
  expect(cookie?.value).toBe('de');
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
});

test('header counts come from the cart-size and wishlist-size cookies', async ({
  page,
  context,
}) => {
  // With the session they count (without one the proxy drops them: that cart is gone).
  await context.addCookies([
    { name: 'session_id', value: 'a-session-of-this-browser', url: 'http://127.0.0.1:3100' },
    { name: 'cart-size', value: '3', url: 'http://127.0.0.1:3100' },
    { name: 'wishlist-size', value: '2', url: 'http://127.0.0.1:3100' },
  ]);
  await gotoReady(page, '/en');
  const header = page.locator('header');
  await expect(header.getByTestId('cart-count')).toHaveText('3');
  await expect(header.getByTestId('wishlist-count')).toHaveText('2');
  await expect(header.getByRole('button', { name: 'Cart, 3 items' })).toBeVisible();
});

/** The area two boxes share, in square pixels (0 when they only touch or are apart). */
function overlap(a: Box | null, b: Box | null) {
  if (!a || !b) return 0;
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return Math.max(0, width) * Math.max(0, height);
}

for (const width of [1024, 1366]) {
  test(`at ${width} px the header's count badges sit beside their labels, inside their buttons`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    // Real counts (the proxy drops counters that come without a session, and the wishlist's load
    // corrects a made-up one): a cart line and a wishlist entry.
    await gotoReady(page, '/en');
    const counter = async (name: string) =>
      (await context.cookies()).find((cookie) => cookie.name === name)?.value;
    await page.evaluate(() =>
      window.dispatchEvent(
        new CustomEvent('shop:add-to-cart', { detail: { productId: 2, quantity: 1 } }),
      ),
    );
    await expect.poll(() => counter('cart-size'), { timeout: 15_000 }).toBe('1');
    await page.evaluate(() =>
      window.dispatchEvent(new CustomEvent('shop:toggle-wishlist', { detail: { productId: 2 } })),
    );
    await expect.poll(() => counter('wishlist-size'), { timeout: 15_000 }).toBe('1');
    for (const locale of Object.keys(messages) as TestLocale[]) {
      const t = messages[locale].Header;
      await gotoReady(page, homePaths[locale]);
      const header = page.locator('header');
      for (const [name, testId] of [
        [t.cart, 'cart-count'],
        [t.wishlist, 'wishlist-count'],
      ] as const) {
        const button = header.getByRole('button', { name });
        const badge = button.getByTestId(testId);
        await expect(badge).not.toHaveText('');
        const buttonBox = await button.boundingBox();
        const labelBox = await button.getByText(name, { exact: true }).boundingBox();
        const badgeBox = await badge.boundingBox();
        expect.soft(overlap(labelBox, badgeBox), `${locale}: ${name} badge on its label`).toBe(0);
        // Inside the button: the whole badge is part of the 44 px target and its focus ring.
        expect
          .soft(overlap(buttonBox, badgeBox), `${locale}: ${name} badge outside its button`)
          .toBeCloseTo((badgeBox?.width ?? 0) * (badgeBox?.height ?? 0), 0);
      }
    }
  });
}

test('Escape closes the cart sidebar and focus returns to the button that opened it', async ({
  page,
}) => {
  await gotoReady(page, '/en');
  const cartButton = page.locator('header').getByRole('button', { name: messages.en.Header.cart });
  await cartButton.click();
  const sidebar = page.getByRole('dialog', { name: messages.en.CartSidebar.title });
  await expect(sidebar).toBeVisible();
  await expect(sidebar.getByText(messages.en.CartSidebar.empty)).toBeVisible();
  await expect(
    sidebar.getByRole('link', { name: messages.en.CartSidebar.goBackShopping }),
  ).toBeVisible();
  // Focus is held inside the open sidebar.
  await expect(sidebar.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(sidebar).toBeHidden();
  await expect(cartButton).toBeFocused();
});

test('sidebars open and close by toggle; the wishlist shows its empty state', async ({ page }) => {
  await gotoReady(page, '/en');
  await page.locator('header').getByRole('button', { name: messages.en.Header.wishlist }).click();
  const wishlist = page.getByRole('dialog', { name: messages.en.WishlistSidebar.title });
  await expect(wishlist.getByText(messages.en.WishlistSidebar.empty)).toBeVisible();
  await wishlist.getByRole('button', { name: messages.en.Dialog.close }).click();
  await expect(wishlist).toBeHidden();
});

test('the account button opens the login modal for guests', async ({ page }) => {
  await gotoReady(page, '/en');
  await page.locator('header').getByRole('button', { name: messages.en.Header.account }).click();
  const modal = page.getByRole('dialog', { name: messages.en.LoginModal.LOGIN });
  await expect(modal).toBeVisible();
  await expect(modal.getByText(messages.en.LoginModal.perkInvoices)).toBeVisible();
});

test('pages carry no closed sidebar or modal; their labels arrive once the browser is idle', async ({
  page,
  request,
}) => {
  const t = messages.en;
  const html = await (await request.get('/en')).text();
  expect(html).not.toContain('<dialog');
  for (const text of [
    t.CartSidebar.quotationOnly,
    t.WishlistSidebar.productAdded,
    t.LoginModal.perkInvoices,
  ]) {
    expect(html).not.toContain(text);
  }

  const labels = page.waitForResponse((response) =>
    response.url().endsWith('/api/overlay-labels/en'),
  );
  await gotoReady(page, '/en');
  expect((await labels).status()).toBe(200);
  await page.locator('header').getByRole('button', { name: t.Header.cart }).click();
  await expect(page.getByRole('dialog', { name: t.CartSidebar.title })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the mobile menu closes when the cart sidebar opens', async ({ page }) => {
    await gotoReady(page, '/en');
    const nav = page.getByRole('navigation', { name: messages.en.BottomNavigation.label });
    await expect(nav).toBeVisible();
    await nav.getByRole('button', { name: messages.en.BottomNavigation.menu }).click();
    const menu = page.getByRole('dialog', { name: messages.en.MobileMenu.title });
    await expect(menu).toBeVisible();
    await menu.getByRole('button', { name: messages.en.Header.cart }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('dialog', { name: messages.en.CartSidebar.title })).toBeVisible();
  });
});

test('the header hides after scrolling 600 px down and returns on scroll up', async ({ page }) => {
  await gotoReady(page, '/en');
  // Make the page long enough to scroll, whatever the home page holds today.
  await page.locator('main').evaluate((main) => {
    main.style.minHeight = '4000px';
  });
  const header = page.locator('header.site-header');
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(600);
  await expect(header).toHaveAttribute('data-hidden', 'true');
  await expect
    .poll(() => header.evaluate((el) => el.getBoundingClientRect().bottom))
    .toBeLessThanOrEqual(0);
  await page.mouse.wheel(0, -200);
  await expect(header).toHaveAttribute('data-hidden', 'false');
});

test('notifications: at most 3, the oldest makes way, each leaves after about 3 s', async ({
  page,
}) => {
  await gotoReady(page, '/en');
  const toasts = page.locator('[data-sonner-toast]');
  // The moment the page shows (or drops) them, to the frame: each toast's three seconds run from
  // its display, which the toaster's first load delays on a busy machine.
  const toastsShown = (count: number) =>
    page.waitForFunction(
      (expected) => document.querySelectorAll('[data-sonner-toast]').length === expected,
      count,
      { polling: 'raf', timeout: 10_000 },
    );
  await raiseNotifications(
    page,
    (['success', 'info', 'warning', 'danger'] as const).map((kind, index) => ({
      message: `Message ${index + 1}`,
      kind,
    })),
  );
  await toastsShown(3);
  const shownAt = Date.now();
  await expect(page.getByText('Message 1')).toHaveCount(0);
  for (const text of ['Message 2', 'Message 3', 'Message 4'])
    await expect(page.getByText(text)).toBeVisible();
  await expect(page.getByRole('region', { name: /Notifications/ })).toHaveAttribute(
    'aria-live',
    'polite',
  );
  await page.waitForTimeout(Math.max(0, shownAt + 2000 - Date.now()));
  await expect(toasts).toHaveCount(3);
  await toastsShown(0);
  const gone = Date.now() - shownAt;
  expect(gone).toBeGreaterThan(2500);
  expect(gone).toBeLessThan(6000);
});

test('a persistent notification stays until closed', async ({ page }) => {
  await gotoReady(page, '/en');
  await raiseNotifications(page, [{ message: 'Stays', kind: 'warning', persistent: true }]);
  const toast = page.locator('[data-sonner-toast]', { hasText: 'Stays' });
  await expect(toast).toBeVisible();
  await page.waitForTimeout(3600);
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: messages.en.Notifications.close }).click();
  await expect(toast).toHaveCount(0);
});

// 390 px: the cart and wishlist are in the bottom navigation; 768 px in German: the header's
// tallest one-row form (the top bar in two lines); 1366 px: the testers' desktop.
for (const [width, locale] of [
  [390, 'nl'],
  [768, 'de'],
  [1366, 'nl'],
  [1366, 'en'],
] as const) {
  test(`at ${width} px in ${locale} a notification leaves the cart and wishlist buttons free`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const t = messages[locale];
    await gotoReady(page, homePaths[locale]);
    await raiseNotifications(page, [{ message: 'Added', kind: 'success', persistent: true }]);
    const toast = page.locator('[data-sonner-toast][data-mounted="true"]');
    await expect(toast).toBeVisible();
    // Where it comes to rest: sonner slides it in.
    await toast.evaluate((element) =>
      Promise.all(element.getAnimations().map((animation) => animation.finished)),
    );
    const toastBox = await toast.boundingBox();
    const [buttons, labels] =
      width < 768
        ? [page.getByRole('navigation', { name: t.BottomNavigation.label }), t.BottomNavigation]
        : [page.locator('header'), t.Header];
    await expect(buttons.getByRole('button', { name: labels.wishlist })).toBeVisible();
    // Every button there: cart, wishlist, account (and the menu and search where they show).
    for (const button of await buttons.getByRole('button').all()) {
      if (!(await button.isVisible())) continue;
      const name = (await button.getAttribute('aria-label')) ?? (await button.textContent());
      expect.soft(overlap(toastBox, await button.boundingBox()), `${name}`).toBe(0);
    }
    // And the shopper can press the cart button while the notification shows.
    await buttons.getByRole('button', { name: labels.cart }).click({ timeout: 5_000 });
    await expect(page.getByRole('dialog', { name: t.CartSidebar.title })).toBeVisible();
  });
}

test('unsupported browsers get a banner, current ones do not', async ({ browser }) => {
  const old = await browser.newContext({
    locale: 'nl-NL',
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/90.0.4430.93 Safari/537.36',
  });
  const oldPage = await old.newPage();
  await oldPage.goto('/en');
  await expect(oldPage.getByText(messages.en.Browser.unsupported)).toBeVisible();
  await old.close();

  const current = await browser.newContext({ locale: 'nl-NL' });
  const page = await current.newPage();
  await gotoReady(page, '/en');
  await expect(page.getByText(messages.en.Browser.unsupported)).toBeHidden();
  await current.close();
});

test('browse pages paint without waiting for a font or a parser-blocking script', async ({
  request,
}) => {
  for (const path of ['/', '/category/computers']) {
    const response = await request.get(path);
    const html = await response.text();
    // No web font: nothing to preload, nothing holding text invisible.
    expect(html, path).not.toContain('.woff2');
    expect(response.headers().link ?? '', path).not.toContain('font');
    // An executable inline script waits for the stylesheets and stops the parser there, so the
    // first one comes after the page's content. One exception, before any price: the mark that
    // keeps prices unseen which are not this shopper's (lib/pricing/prices-pending.ts), a few
    // bytes that wait for nothing (the stylesheets are inlined).
    const body = html.slice(html.indexOf('<body'));
    const inlineScripts = [
      ...body.matchAll(/<script(?![^>]*\s(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g),
    ];
    const mark = inlineScripts.find(([, text]) => text === PRICES_PENDING_SCRIPT);
    expect(mark?.index, path).toBeLessThan(body.indexOf('data-price-product-id'));
    const first = inlineScripts.find(([, text]) => text !== PRICES_PENDING_SCRIPT);
    expect(first?.index, path).toBeGreaterThan(body.indexOf('</main>'));
  }
});

test('a phone lays out and paints only what is near the screen, the rest when it scrolls near', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // `checkVisibility({ contentVisibilityAuto: true })` is false inside content the browser skips.
  const rendered = (locator: Locator) =>
    locator.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
  await gotoReady(page, '/');
  const footerTitle = page.locator('#newsletter-entry-title');
  expect(await rendered(page.locator('#home-hero-title'))).toBe(true);
  expect(await rendered(page.locator('#home-brands'))).toBe(false);
  expect(await rendered(footerTitle)).toBe(false);
  await footerTitle.scrollIntoViewIfNeeded();
  await expect.poll(() => rendered(footerTitle)).toBe(true);

  await gotoReady(page, '/category/computers');
  const cards = page.locator('main ul li article');
  expect(await rendered(cards.first())).toBe(true);
  expect(await rendered(cards.last())).toBe(false);
});

test('the home page has no serious accessibility violations', async ({ page }) => {
  await gotoReady(page, '/');
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
});

test('at 800 px, where the header shows icons only, each of its buttons has a name', async ({
  page,
}) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await gotoReady(page, '/en');
  const buttons = page.getByRole('banner').getByRole('button');
  expect(await buttons.count()).toBeGreaterThan(2);
  for (const button of await buttons.all()) await expect(button).toHaveAccessibleName(/\S/);
  await expect(
    page.getByRole('banner').getByRole('button', { name: messages.en.Header.account }),
  ).toBeVisible();
});
