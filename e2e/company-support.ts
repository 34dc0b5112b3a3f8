import { expect, type Browser, type Page } from '@playwright/test';
import { test } from './fixtures';
import { registerThroughEndpoint, signIn } from './auth-support';
import { gotoReady, homePaths, mockOdoo, type TestLocale } from './support';

// A company's people in end-to-end tests: every company is registered by its test, so runs and
// workers never share one; the colleague's mail is mock-odoo's outbox.

/** Unique per run, worker and call. */
export const stamp = () =>
  `${Date.now().toString(36)}${test.info().workerIndex}${Math.random().toString(36).slice(2, 6)}`;

/** A business customer who registered a moment ago with a company name, signed in: its Admin. */
export async function newAdmin(page: Page, locale: TestLocale) {
  const id = stamp();
  const admin = {
    email: `company-admin-${id}@example.com`,
    password: 'admin-password-1',
    name: `Anna ${id}`,
    company: `Bedrijf ${id} B.V.`,
  };
  await gotoReady(page, homePaths[locale]);
  await registerThroughEndpoint(page, locale, admin);
  await signIn(page, locale, admin);
  return admin;
}

/** The shop path of the newest invitation mailed to `email`, once `count` have been sent. */
export async function invitationPath(page: Page, email: string, count = 1): Promise<string> {
  let body = '';
  await expect
    .poll(async () => {
      const answer = await page.request.get(`${mockOdoo}/__mock/mail?to=${email}`);
      const mails = (await answer.json()) as { body: string }[];
      body = mails[0]?.body ?? '';
      return mails.length;
    })
    .toBe(count);
  const path = /(\/[a-z]{2})?\/invitation\?token=\w+/.exec(body)?.[0];
  if (!path) throw new Error(`no invitation link in: ${body}`);
  return path;
}

/** Another browser at the same width, for the colleague. */
export async function colleagueBrowser(browser: Browser, page: Page) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: page.viewportSize(),
    locale: 'nl-NL',
  });
  return context.newPage();
}
