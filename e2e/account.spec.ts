import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';
import { demoUsers, registerThroughEndpoint, signIn, type Credentials } from './auth-support';
import { gotoReady, homePaths, messages, seriousViolations, type TestLocale } from './support';

// Account & Settings (/my) as a shopper uses it, in Dutch and in English. Every test starts in a
// fresh browser context; the shared mock-odoo database keeps what they do, so the address tests
// clean up after themselves and the password test works on a customer it registers itself.

const LOCALES: TestLocale[] = ['nl', 'en'];
const TOUCH_TARGET = 44;

const accountPath = (locale: TestLocale) => (locale === 'nl' ? '/my' : `/${locale}/my`);
/** Unique per run and test, so reruns against the same database find only their own data. */
const stamp = () => `${Date.now().toString(36)}${test.info().workerIndex}`;

async function openAccount(page: Page, locale: TestLocale) {
  await gotoReady(page, accountPath(locale));
  await expect(
    page.getByRole('heading', { level: 1, name: messages[locale].AccountSettings.title }),
  ).toBeVisible();
}

function roleSection(page: Page, locale: TestLocale, role: 'Shipping' | 'Billing') {
  const t = messages[locale].AddressBook;
  return page.getByRole('region', {
    name: role === 'Shipping' ? t.shippingTitle : t.billingTitle,
  });
}

/** Fills the address form; the country is the shopper's preferred one (NL) unless given. */
async function fillAddress(
  form: Locator,
  locale: TestLocale,
  address: { name: string; street: string; zip: string; city: string; state: string },
) {
  const t = messages[locale].AddressBook;
  await form.getByLabel(t.contactPerson, { exact: true }).fill(address.name);
  await form.getByLabel(t.street, { exact: true }).fill(address.street);
  await form.getByLabel(t.zip, { exact: true }).fill(address.zip);
  await form.getByLabel(t.city, { exact: true }).fill(address.city);
  await expect(form.getByLabel(t.country, { exact: true })).toHaveValue(/^\d+$/);
  const state = form.getByLabel(t.state, { exact: true });
  await expect(state).toBeEnabled();
  await state.selectOption({ label: address.state });
  await form.getByLabel(t.phone, { exact: true }).fill('+31 20 123 4567');
}

function notification(page: Page, text: string) {
  return page.getByText(text, { exact: true }).first();
}

/** How far the page reaches past the right edge of the viewport (0 when nothing sticks out). */
const overflow = (page: Page) =>
  page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);

/** Visible controls in the account content smaller than 44 × 44 px, as readable lines. */
async function smallTargets(scope: Locator) {
  const small: string[] = [];
  for (const control of await scope.locator('button, input, select, a[href]').all()) {
    if (!(await control.isVisible())) continue;
    const type = await control.getAttribute('type');
    const box = await control.boundingBox();
    if (!box) continue;
    // A checkbox's target is its whole label row (form.module.css .check).
    const target =
      type === 'checkbox' ? await control.locator('xpath=ancestor::label[1]').boundingBox() : box;
    if (target && target.width >= TOUCH_TARGET - 0.5 && target.height >= TOUCH_TARGET - 0.5) {
      continue;
    }
    small.push(`${(await control.textContent())?.trim() || type}: ${target?.height.toFixed(1)}`);
  }
  return small;
}

test.describe('address book', () => {
  // The consumer's open order (which carries the default addresses) is shared by their sessions.
  test.describe.configure({ mode: 'serial' });

  for (const locale of LOCALES) {
    test(`${locale}: the consumer adds an address with a state, edits it, makes it the default and deletes it @live`, async ({
      page,
    }) => {
      // Add, edit, make default, cancel and confirm a delete, with an axe check on the way.
      test.setTimeout(60_000);
      const t = messages[locale].AddressBook;
      const done = messages[locale].AccountActions;
      const name = `E2E ${locale} ${stamp()}`;

      await gotoReady(page, homePaths[locale]);
      await signIn(page, locale, demoUsers.consumer);
      await openAccount(page, locale);
      expect(await seriousViolations(page), '/my').toEqual([]);

      const shipping = roleSection(page, locale, 'Shipping');
      await shipping.getByRole('button', { name: t.addShipping }).click();
      const form = shipping.getByRole('form', { name: t.newShipping });
      await expect(form).toBeVisible();
      await expect(form.getByRole('heading', { name: t.newShipping })).toBeFocused();
      await expect(form.getByLabel(t.state, { exact: true })).toBeEnabled();
      expect(await seriousViolations(page), 'the address form').toEqual([]);

      // The schema speaks before anything is sent.
      await form.getByRole('button', { name: t.save }).click();
      await expect(form.getByLabel(t.contactPerson, { exact: true })).toHaveAccessibleDescription(
        messages[locale].FormErrors.required,
      );

      await fillAddress(form, locale, {
        name,
        street: 'Keizersgracht 1',
        zip: '1015 CJ',
        city: 'Amsterdam',
        state: 'Noord-Holland',
      });
      await form.getByRole('button', { name: t.save }).click();
      await expect(notification(page, done.addressSaved)).toBeVisible();
      const card = shipping.getByRole('article', { name });
      await expect(card).toContainText('Keizersgracht 1');
      await expect(card).toContainText('1015 CJ Amsterdam');
      await expect(card).toContainText('Noord-Holland');
      await expect(card).not.toContainText(t.default);

      // Edit: the form opens in place of the card, with what was saved.
      await card.getByRole('button', { name: `${t.edit}: ${name}` }).click();
      const editForm = shipping.getByRole('form', { name: t.editAddress });
      await expect(editForm.getByLabel(t.city, { exact: true })).toHaveValue('Amsterdam');
      await expect(editForm.getByLabel(t.state, { exact: true })).toHaveValue(/^\d+$/);
      await editForm.getByLabel(t.city, { exact: true }).fill('Haarlem');
      await editForm.getByLabel(t.zip, { exact: true }).fill('2011 AA');
      await editForm.getByRole('button', { name: t.save }).click();
      await expect(card).toContainText('2011 AA Haarlem');

      await card.getByRole('button', { name: `${t.setDefault}: ${name}` }).click();
      await expect(notification(page, done.defaultSet)).toBeVisible();
      await expect(card).toContainText(t.default);
      await expect(card.getByRole('button', { name: `${t.setDefault}: ${name}` })).toHaveCount(0);

      // Delete asks first, in place; "cancel" keeps the address.
      await card.getByRole('button', { name: `${t.delete}: ${name}` }).click();
      const question = card.getByRole('group', { name: t.confirmDelete });
      await expect(question.getByRole('button', { name: t.cancel })).toBeFocused();
      await question.getByRole('button', { name: t.cancel }).click();
      await expect(card).toBeVisible();
      await card.getByRole('button', { name: `${t.delete}: ${name}` }).click();
      await question.getByRole('button', { name: t.confirmDeleteYes }).click();
      await expect(notification(page, done.addressDeleted)).toBeVisible();
      await expect(card).toHaveCount(0);

      // Still gone after a reload: Odoo archived it.
      await openAccount(page, locale);
      await expect(shipping.getByRole('article', { name })).toHaveCount(0);
    });
  }
});

for (const locale of LOCALES) {
  test(`${locale}: a new customer changes name and password, stays signed in, and signs in again with the new password`, async ({
    page,
  }) => {
    // A whole account's life: registration (answered after a fixed second, so its time tells
    // nothing), two sign-ins, two profile saves, a refused and an accepted password change.
    test.setTimeout(90_000);
    const t = messages[locale].AccountSettings;
    const done = messages[locale].AccountActions;
    const id = stamp();
    const user: Credentials & { name: string } = {
      email: `account-${locale}-${id}@example.com`,
      password: 'first-secret-1',
      name: `Tess Tester ${id}`,
    };
    await gotoReady(page, homePaths[locale]);
    await registerThroughEndpoint(page, locale, { ...user, company: `Tester ${id} B.V.` });

    await signIn(page, locale, user);
    await openAccount(page, locale);
    const profile = page.getByRole('form', { name: t.profileTitle });
    await expect(profile.getByLabel(t.name, { exact: true })).toHaveValue(user.name);
    await expect(profile.getByLabel(t.email, { exact: true })).toHaveValue(user.email);

    // The name: saved in Odoo, and the header shows it at once.
    const newName = `Tess Renamed ${id}`;
    await profile.getByLabel(t.name, { exact: true }).fill(newName);
    await profile.getByRole('button', { name: t.saveProfile }).click();
    await expect(notification(page, done.profileSaved)).toBeVisible();
    const accountButton = page
      .getByRole('button', { name: newName, exact: true })
      .filter({ visible: true })
      .first();
    await expect(accountButton).toBeVisible();

    // The password: a wrong current one is refused (Odoo's own text, in the page's language), the
    // right one changes it.
    const password = page.getByRole('form', { name: t.passwordTitle });
    const newPassword = 'second-secret-2';
    await password.getByLabel(t.currentPassword, { exact: true }).fill('not-my-password');
    await password.getByLabel(t.newPassword, { exact: true }).fill(newPassword);
    await password.getByLabel(t.repeatPassword, { exact: true }).fill(newPassword);
    await password.getByRole('button', { name: t.savePassword }).click();
    await expect(password.getByRole('alert')).toHaveText(/\S/);
    await password.getByLabel(t.currentPassword, { exact: true }).fill(user.password);
    await password.getByRole('button', { name: t.savePassword }).click();
    await expect(notification(page, done.passwordChanged)).toBeVisible();
    await expect(password.getByLabel(t.newPassword, { exact: true })).toHaveValue('');

    // Still signed in on Odoo's new session: the page renders again, with the new name.
    await openAccount(page, locale);
    await expect(
      page.getByRole('form', { name: t.profileTitle }).getByLabel(t.name, { exact: true }),
    ).toHaveValue(newName);

    // Log out from the profile sidebar, then in again with the new password.
    await accountButton.click();
    const sidebar = page.getByRole('dialog', { name: newName });
    await sidebar.getByRole('button', { name: messages[locale].ProfileSidebar.logOut }).click();
    await expect(notification(page, messages[locale].AuthMessages.loggedOut)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${homePaths[locale]}$`));
    await signIn(page, locale, { email: user.email, password: newPassword });
    await openAccount(page, locale);
    await expect(
      page.getByRole('form', { name: t.profileTitle }).getByLabel(t.name, { exact: true }),
    ).toHaveValue(newName);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  for (const locale of LOCALES) {
    test(`${locale}: /my and the address form fit 390 px, with 44 px targets and no serious axe findings`, async ({
      page,
    }) => {
      const t = messages[locale].AddressBook;
      await gotoReady(page, homePaths[locale]);
      await signIn(page, locale, demoUsers.consumer);
      await openAccount(page, locale);
      const content = page.getByRole('main');
      expect(await overflow(page)).toBe(0);
      expect(await smallTargets(content)).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);

      // Opening the form sends nothing to Odoo: this test leaves the address book as it was.
      const billing = roleSection(page, locale, 'Billing');
      await billing.getByRole('button', { name: t.addBilling }).click();
      const form = billing.getByRole('form', { name: t.newBilling });
      await expect(form.getByLabel(t.state, { exact: true })).toBeEnabled();
      expect(await overflow(page)).toBe(0);
      expect(await smallTargets(content)).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
      await form.getByRole('button', { name: t.cancel }).click();
      await expect(form).toHaveCount(0);
      await expect(billing.getByRole('heading', { name: t.billingTitle })).toBeFocused();
    });
  }
});
