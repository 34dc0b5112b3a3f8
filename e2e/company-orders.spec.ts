import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { demoUsers, signIn, type Credentials } from './auth-support';
import { gotoReady, homePaths, messages, seriousViolations, type TestLocale } from './support';

// A company's documents (vsf_b2b_company): the seeded business customer is the first Admin of
// Bakker Techniek B.V., so the lists show who placed each document and let them choose between
// the company's and their own; a private customer's lists stay as they were.

const localized = (locale: TestLocale, path: string) =>
  locale === 'nl' ? path : `/${locale}${path}`;

async function signedIn(page: Page, locale: TestLocale, user: Credentials) {
  await gotoReady(page, homePaths[locale]);
  await signIn(page, locale, user);
}

for (const locale of ['nl', 'en'] as const) {
  const m = messages[locale];
  const d = m.AccountDocuments;

  test.describe(`a company's documents (${locale})`, () => {
    test('an Admin switches between the company’s orders and their own, by keyboard', async ({
      page,
    }) => {
      await signedIn(page, locale, demoUsers.business);
      await gotoReady(page, localized(locale, '/my/orders'));
      const scopes = page.getByRole('navigation', { name: d.scopeLabel });
      await expect(scopes.getByRole('link', { name: d.scopeCompany })).toHaveAttribute(
        'aria-current',
        'page',
      );
      const table = page.getByTestId('order-list');
      await expect(table.getByRole('columnheader', { name: d.placedBy })).toBeVisible();
      const everyone = await table.locator('tbody tr').count();
      expect(everyone).toBeGreaterThan(3);

      const mine = scopes.getByRole('link', { name: d.scopeMine });
      await mine.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\?scope=mine$/);
      await expect(scopes.getByRole('link', { name: d.scopeMine })).toHaveAttribute(
        'aria-current',
        'page',
      );
      // Only what Jan Bakker placed himself, each row saying so.
      const placedBy = await page
        .getByTestId('order-list')
        .locator(`td[data-label="${d.placedBy}"]`)
        .allTextContents();
      expect(placedBy.length).toBeLessThanOrEqual(everyone);
      for (const name of placedBy) expect(name).toBe(demoUsers.business.name);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('the invoice filter keeps the Admin’s own documents', async ({ page }) => {
      await signedIn(page, locale, demoUsers.business);
      await gotoReady(page, localized(locale, '/my/invoices?scope=mine'));
      await expect(
        page.getByRole('navigation', { name: d.scopeLabel }).getByRole('link', {
          name: d.scopeMine,
        }),
      ).toHaveAttribute('aria-current', 'page');
      await page.getByLabel(m.AccountInvoices.invoiceNumber).fill('INV');
      await page.getByRole('button', { name: d.applyFilters }).click();
      await expect(page).toHaveURL(/name=INV/);
      expect(new URL(page.url()).searchParams.get('scope')).toBe('mine');
      await expect(
        page.getByRole('navigation', { name: d.scopeLabel }).getByRole('link', {
          name: d.scopeMine,
        }),
      ).toHaveAttribute('aria-current', 'page');
    });

    test('a private customer’s lists have neither the choice nor the column', async ({ page }) => {
      await signedIn(page, locale, demoUsers.consumer);
      await gotoReady(page, localized(locale, '/my/orders?scope=mine'));
      await expect(page.getByTestId('order-list')).toBeVisible();
      await expect(page.getByRole('navigation', { name: d.scopeLabel })).toHaveCount(0);
      await expect(page.getByRole('columnheader', { name: d.placedBy })).toHaveCount(0);
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the choice and the rows fit 390 px', async ({ page }) => {
    await signedIn(page, 'nl', demoUsers.business);
    await gotoReady(page, '/my/quotes');
    const d = messages.nl.AccountDocuments;
    await expect(page.getByRole('navigation', { name: d.scopeLabel })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
