import { expect } from '@playwright/test';
import { test } from './fixtures';
import { gotoReady, homePaths, messages, seriousViolations } from './support';

// The footer's content pages come from Odoo's website pages (mock-odoo seeds them per language),
// under the footer link's name (Odoo 15 keeps one page name in every language); the account
// links open the login dialog while the shopper is signed out.

type PageKey = 'about' | 'terms' | 'privacy' | 'shipping';

/** A section heading of each page's body, per seeded language. */
const SECTIONS: Record<'nl' | 'en', Record<PageKey, string>> = {
  nl: {
    about: 'Waar we voor staan',
    terms: '1. Aanbod en prijzen',
    privacy: 'Welke gegevens we verwerken',
    shipping: 'Bezorgopties',
  },
  en: {
    about: 'What we stand for',
    terms: '1. Offer and prices',
    privacy: 'What data we process',
    shipping: 'Delivery options',
  },
};

for (const locale of ['nl', 'en'] as const) {
  test(`every footer content link answers 200 with its page in ${locale} @live`, async ({
    page,
    request,
  }) => {
    await gotoReady(page, homePaths[locale]);
    const footer = page.locator('footer');
    for (const [key, section] of Object.entries(SECTIONS[locale]) as [PageKey, string][]) {
      const title = messages[locale].Footer[key];
      const link = footer.getByRole('link', { name: title, exact: true });
      const href = await link.getAttribute('href');
      expect(href, key).toBe(`${locale === 'nl' ? '' : `/${locale}`}/page/${key}`);
      const response = await request.get(href!);
      expect(response.status(), href!).toBe(200);

      await page.goto(href!);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByRole('heading', { name: section })).toBeVisible();
      // The page's own opening heading repeats the title and goes.
      await expect(
        page.getByRole('main').getByRole('heading', { name: title, exact: true }),
      ).toHaveCount(1);
      await expect(page).toHaveTitle(new RegExp(title));
      const canonical = page.locator('link[rel="canonical"]');
      await expect(canonical).toHaveAttribute('href', new RegExp(`${href}$`));
    }
  });
}

test('a content page follows from the footer and runs none of the page script Odoo stores @live', async ({
  page,
}) => {
  await gotoReady(page, '/en');
  await page
    .locator('footer')
    .getByRole('link', { name: messages.en.Footer.about, exact: true })
    .click();
  await expect(page).toHaveURL(/\/en\/page\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.en.Footer.about);
  // The title follows a client-side navigation a moment after the content.
  await expect(page).toHaveTitle(new RegExp(messages.en.Footer.about));
  await expect(page.getByRole('link', { name: 'info@odooshop.example' })).toHaveAttribute(
    'href',
    'mailto:info@odooshop.example',
  );
  // The seeded about page carries a <script> pushing to dataLayer and a <style>.
  expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
  expect(await page.locator('main style, main script').count()).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test('an unknown content page answers 404 with noindex on the first request', async ({
  request,
}) => {
  // A slug nobody asked for yet, beside the fixed one, so the first request is really the first.
  for (const path of ['/page/qqq9', `/en/page/qqq9-${Date.now()}`]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(html, path).toMatch(/<meta name="robots" content="[^"]*noindex/);
  }
});

test("the footer's account link opens the login dialog for a signed-out shopper", async ({
  page,
}) => {
  await gotoReady(page, '/en');
  const link = page
    .locator('footer')
    .getByRole('link', { name: messages.en.Footer.myAccount, exact: true });
  await expect(link).toHaveAttribute('href', '/en/my/home');
  await link.click();
  await expect(page.getByRole('dialog', { name: messages.en.LoginModal.LOGIN })).toBeVisible();
  await expect(page).toHaveURL(/\/en$/);
});
