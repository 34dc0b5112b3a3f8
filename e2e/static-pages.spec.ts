import { expect } from '@playwright/test';
import { test } from './fixtures';
import { gotoReady, homePaths, messages, seriousViolations } from './support';

// The footer's content pages come from Odoo's website pages (mock-odoo seeds them per language);
// the account links open the login dialog while the shopper is signed out.

type PageKey = 'about' | 'terms' | 'privacy' | 'shipping';
type Expected = Record<PageKey, { title: string; section: string }>;

/** Odoo's page name (the h1) and a section heading of its body, per seeded language. */
const SEEDED: Record<'nl' | 'en', Expected> = {
  nl: {
    about: { title: 'Over ons', section: 'Waar we voor staan' },
    terms: { title: 'Algemene voorwaarden', section: '1. Aanbod en prijzen' },
    privacy: { title: 'Privacybeleid', section: 'Welke gegevens we verwerken' },
    shipping: { title: 'Verzending en retourneren', section: 'Bezorgopties' },
  },
  en: {
    about: { title: 'About us', section: 'What we stand for' },
    terms: { title: 'Terms and conditions', section: '1. Offer and prices' },
    privacy: { title: 'Privacy policy', section: 'What data we process' },
    shipping: { title: 'Shipping and returns', section: 'Delivery options' },
  },
};

for (const locale of ['nl', 'en'] as const) {
  test(`every footer content link answers 200 with its page in ${locale} @live`, async ({
    page,
    request,
  }) => {
    await gotoReady(page, homePaths[locale]);
    const footer = page.locator('footer');
    for (const [key, expected] of Object.entries(SEEDED[locale]) as [
      PageKey,
      Expected[PageKey],
    ][]) {
      const link = footer.getByRole('link', { name: messages[locale].Footer[key], exact: true });
      const href = await link.getAttribute('href');
      expect(href, key).toBe(`${locale === 'nl' ? '' : `/${locale}`}/page/${key}`);
      const response = await request.get(href!);
      expect(response.status(), href!).toBe(200);

      await page.goto(href!);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.title);
      await expect(page.getByRole('heading', { name: expected.section })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(expected.title));
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
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SEEDED.en.about.title);
  // The title follows a client-side navigation a moment after the content.
  await expect(page).toHaveTitle(new RegExp(SEEDED.en.about.title));
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
