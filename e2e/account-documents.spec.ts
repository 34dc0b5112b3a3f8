import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { demoUsers, signIn, type Credentials } from './auth-support';
import { gotoReady, homePaths, messages, seriousViolations, type TestLocale } from './support';

// The account's orders, quotes and invoices as the seeded customers see them (mock-odoo: the
// business customer has orders in every shipping stage, open, expired and cancelled quotes and
// invoices in every payment state). Each test starts in a fresh browser context.

const LOCALES: TestLocale[] = ['nl', 'en'];

const localized = (locale: TestLocale, path: string) =>
  locale === 'nl' ? path : `/${locale}${path}`;

async function signedIn(page: Page, locale: TestLocale, user: Credentials) {
  await gotoReady(page, homePaths[locale]);
  await signIn(page, locale, user);
}

function fill(text: string, values: Record<string, string>) {
  return text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

for (const locale of LOCALES) {
  const m = messages[locale];
  const orderLabels = Object.values(m.OrderStatus);

  test.describe(`account documents (${locale})`, () => {
    test('the business customer sees their orders and opens one @live', async ({ page }) => {
      await signedIn(page, locale, demoUsers.business);
      await gotoReady(page, localized(locale, '/my/orders'));
      await expect(
        page.getByRole('heading', { level: 1, name: m.AccountOrders.title }),
      ).toBeVisible();
      const table = page.getByTestId('order-list');
      const rows = table.locator('tbody tr');
      await expect(rows.first()).toBeVisible();
      expect(await rows.count()).toBeGreaterThan(3);
      await expect(
        table.getByRole('columnheader', { name: m.AccountOrders.orderNumber }),
      ).toBeVisible();
      await expect(
        table.getByRole('columnheader', { name: m.AccountDocuments.customerReference }),
      ).toBeVisible();
      // Every order has one of the spec's labels, in the page's language.
      for (const label of await table.locator('[data-status]').allTextContents()) {
        expect(orderLabels).toContain(label);
      }
      expect(await seriousViolations(page)).toEqual([]);

      // The shipped order: lines, totals, its status, Track & Trace and serial numbers.
      const sent = rows.filter({ has: page.locator('[data-status="sent"]') }).first();
      const link = sent.getByRole('link');
      const name = (await link.textContent())?.trim() ?? '';
      await link.click();
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: fill(m.AccountOrders.detailTitle, { name }),
        }),
      ).toBeVisible();
      await expect(page.getByTestId('order-status')).toHaveText(m.OrderStatus.sent);
      await expect(page.getByTestId('document-lines').locator('tbody tr').first()).toBeVisible();
      await expect(page.getByTestId('document-total')).toContainText('€');
      await expect(page.getByTestId('track-and-trace').getByRole('link')).toHaveAttribute(
        'href',
        /^https:\/\/tracking\.example\.com\//,
      );
      await expect(page.getByRole('heading', { name: m.AccountOrders.invoices })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('quotes filtered by Expired stay filtered on reload @live', async ({ page }) => {
      await signedIn(page, locale, demoUsers.business);
      await gotoReady(page, localized(locale, '/my/quotes'));
      const tabs = page.getByRole('navigation', { name: m.AccountQuotes.tabs });
      await expect(tabs.getByRole('link', { name: m.QuoteStatus.all })).toHaveAttribute(
        'aria-current',
        'page',
      );
      const statuses = page.getByTestId('quote-list').locator('[data-status]');
      await expect(statuses.first()).toBeVisible();
      expect(new Set(await statuses.allTextContents()).size).toBeGreaterThan(1);
      expect(await seriousViolations(page)).toEqual([]);

      await tabs.getByRole('link', { name: m.QuoteStatus.expired }).click();
      await expect(page).toHaveURL(/[?&]status=expired\b/);
      const expectOnlyExpired = async () => {
        await expect(tabs.getByRole('link', { name: m.QuoteStatus.expired })).toHaveAttribute(
          'aria-current',
          'page',
        );
        await expect(statuses.first()).toBeVisible();
        const labels = await statuses.allTextContents();
        expect(labels.length).toBeGreaterThan(0);
        expect(new Set(labels)).toEqual(new Set([m.QuoteStatus.expired]));
      };
      await expectOnlyExpired();
      await page.reload();
      await expectOnlyExpired();
    });

    test('invoices filtered by Paid stay filtered on reload @live', async ({ page }) => {
      await signedIn(page, locale, demoUsers.business);
      await gotoReady(page, localized(locale, '/my/invoices'));
      const list = page.getByTestId('invoice-list');
      await expect(list.getByRole('columnheader', { name: m.AccountInvoices.buyer })).toBeVisible();
      const statuses = list.locator('[data-status]');
      await expect(statuses.first()).toBeVisible();
      expect(new Set(await statuses.allTextContents()).size).toBeGreaterThan(2);
      expect(await seriousViolations(page)).toEqual([]);

      const tabs = page.getByRole('navigation', { name: m.AccountInvoices.tabs });
      await tabs.getByRole('link', { name: m.InvoiceStatus.paid, exact: true }).click();
      await expect(page).toHaveURL(/[?&]status=paid\b/);
      const expectOnlyPaid = async () => {
        await expect(
          tabs.getByRole('link', { name: m.InvoiceStatus.paid, exact: true }),
        ).toHaveAttribute('aria-current', 'page');
        await expect(statuses.first()).toBeVisible();
        expect(new Set(await statuses.allTextContents())).toEqual(new Set([m.InvoiceStatus.paid]));
      };
      await expectOnlyPaid();
      await page.reload();
      await expectOnlyPaid();

      // The PDF comes through the shop, as a download.
      const download = list.getByRole('link', { name: new RegExp(m.AccountInvoices.download) });
      const response = await page.request.get((await download.first().getAttribute('href')) ?? '');
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/pdf');
    });

    test('the consumer sees the detail of their own order @live', async ({ page }) => {
      await signedIn(page, locale, demoUsers.consumer);
      await gotoReady(page, localized(locale, '/my/orders'));
      const link = page.getByTestId('order-list').locator('tbody tr').first().getByRole('link');
      const name = (await link.textContent())?.trim() ?? '';
      await link.click();
      await expect(
        page.getByRole('heading', { level: 1, name: fill(m.AccountOrders.detailTitle, { name }) }),
      ).toBeVisible();
      expect(orderLabels).toContain(await page.getByTestId('order-status').textContent());
      await expect(page.getByTestId('document-lines').locator('tbody tr').first()).toBeVisible();
    });

    test('a signed-out visit to the orders lands on the home page', async ({ page }) => {
      await page.goto(localized(locale, '/my/orders'));
      await expect(page).toHaveURL(new RegExp(`${homePaths[locale].replace(/\/$/, '')}/?$`));
      await expect(page.getByTestId('order-list')).toHaveCount(0);
    });
  });
}

test('account tables fit a 390 px phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page, 'en', demoUsers.business);
  for (const path of ['/en/my/orders', '/en/my/quotes', '/en/my/invoices']) {
    await gotoReady(page, path);
    await expect(page.locator('table tbody tr').first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  const order = page.getByTestId('order-list');
  await gotoReady(page, '/en/my/orders');
  await order.locator('tbody tr').first().getByRole('link').click();
  await expect(page.getByTestId('order-detail')).toBeVisible();
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test("another customer's order, quote or confirmation answers a real 404", async ({
  page,
  browser,
}) => {
  // One of the business customer's orders, as its own list links it.
  const business = await browser.newPage({ locale: 'nl-NL' });
  await signedIn(business, 'nl', demoUsers.business);
  await gotoReady(business, '/my/orders');
  const href = await business
    .getByTestId('order-list')
    .locator('tbody tr a')
    .first()
    .getAttribute('href');
  const id = href?.match(/\/(\d+)$/)?.[1];
  expect(id).toBeTruthy();
  await business.close();

  await signedIn(page, 'en', demoUsers.consumer);
  for (const path of [`/my/orders/${id}`, `/my/quotes/${id}`, `/checkout/thank-you/${id}`]) {
    const response = await page.goto(`/en${path}`);
    expect(response?.status(), path).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: messages.en.Errors.notFoundTitle }),
    ).toBeVisible();
  }
  expect((await page.goto('/en/my/orders/99999999'))?.status()).toBe(404);
});
