import { expect, type Page } from '@playwright/test';
import { messages, SHOP, type TestLocale } from './support';

// Signing in the way a shopper does: the header's account button opens the login modal.

export const demoUsers = {
  consumer: { email: 'consumer@example.com', password: 'consumer123', name: 'Sanne de Vries' },
  business: { email: 'business@example.com', password: 'business123', name: 'Jan Bakker' },
  catalog: { email: 'catalog@example.com', password: 'catalog123', name: 'Catalogus Klant' },
  ociBuyer: { email: 'oci-buyer@example.com', password: 'oci123', name: '' },
  cxmlBuyer: { email: 'cxml-buyer@example.com', password: 'cxml123', name: '' },
} as const;

export interface Credentials {
  email: string;
  password: string;
}

/** The login dialog, opened from the account button (header on desktop, bottom bar on phones). */
export async function openLoginModal(page: Page, locale: TestLocale) {
  const labels = messages[locale];
  await page
    .getByRole('button', { name: labels.Header.account, exact: true })
    .filter({ visible: true })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: labels.LoginModal.LOGIN });
  // An overlay loaded on first use: allow a busy runner its time.
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  return dialog;
}

export async function fillLogin(page: Page, locale: TestLocale, user: Credentials) {
  const labels = messages[locale].LoginModal;
  const dialog = page.getByRole('dialog', { name: labels.LOGIN });
  await dialog.getByLabel(labels.email, { exact: true }).fill(user.email);
  await dialog.getByLabel(labels.password, { exact: true }).fill(user.password);
  await dialog.getByRole('button', { name: labels.submitLogin, exact: true }).click();
}

/** Signs in from the current page and waits for the welcome and the signed cookie. */
export async function signIn(page: Page, locale: TestLocale, user: Credentials) {
  await openLoginModal(page, locale);
  await fillLogin(page, locale, user);
  await expect(page.getByText(messages[locale].AuthMessages.loggedIn)).toBeVisible();
  await expect
    .poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'user'))
    .toBe(true);
}

/** An address of the benchmarking range (198.18.0.0/15), a different one per call. */
function testClientAddress() {
  const byte = () => Math.floor(Math.random() * 256);
  return `198.${18 + (byte() % 2)}.${byte()}.${byte()}`;
}

/**
 * Registers a customer through the registration endpoint (the modal's own journey is tested in
 * auth.spec.ts), as from a page of the shop: the endpoint answers only its own pages.
 */
export async function registerThroughEndpoint(
  page: Page,
  locale: TestLocale,
  user: Credentials & { name: string; company: string },
) {
  const registered = await page.request.post('/api/registration', {
    // Customers register from addresses of their own. The suite's shop trusts a proxy on this
    // machine (playwright.config.ts), so each registration here counts against an address of its
    // own, and the suite's many customers stay within the per-address limit real clients meet.
    headers: { origin: SHOP, 'x-forwarded-for': testClientAddress() },
    data: {
      locale,
      input: {
        email: user.email,
        companyName: user.company,
        password: user.password,
        confirmPassword: user.password,
        name: user.name,
        vat: 'NL000099998B57',
        chamberOfCommerce: '87654321',
        agree: true,
      },
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
}
