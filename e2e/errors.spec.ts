import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { test } from './fixtures';
import { gotoReady, messages } from './support';

test('an unknown route answers 404 with the localized not-found page', async ({ page }) => {
  const response = await page.goto('/en/this-does-not-exist');
  expect(response?.status()).toBe(404);
  const t = messages.en.Errors;
  await expect(page.getByRole('heading', { level: 1, name: t.notFoundTitle })).toBeVisible();
  await expect(page.getByText(t.status404, { exact: true })).toBeVisible();
  await expect(page.getByText(t.notFoundText)).toBeVisible();
  await expect(page.getByRole('button', { name: t.back })).toBeVisible();
  // The chrome is there too: the page sits in the default layout.
  await expect(page.getByText(messages.en.TopBar.delivery)).toBeVisible();
  await page.getByRole('link', { name: t.returnHome }).click();
  await expect(page).toHaveURL(/\/en$/);
});

test('the not-found page is rendered on the server, in the default locale without prefix', async ({
  request,
}) => {
  const response = await request.get('/this-does-not-exist/deeper', {
    headers: { 'accept-language': 'nl' },
  });
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain(`>${messages.nl.Errors.notFoundTitle}</h1>`);
  expect(html).toContain('<html lang="nl"');
});

test('Back returns to the previous page', async ({ page }) => {
  await gotoReady(page, '/en');
  await gotoReady(page, '/en/nope');
  await page.getByRole('button', { name: messages.en.Errors.back }).click();
  await expect(page).toHaveURL(/\/en$/);
});

test('/ answers 200', async ({ request }) => {
  const response = await request.get('/', { headers: { 'accept-language': 'nl' } });
  expect(response.status()).toBe(200);
});

test('the not-found page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/de/gibt-es-nicht');
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(serious.map((v) => v.id)).toEqual([]);
});
