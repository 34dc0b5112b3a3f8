import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import {
  activate,
  chooseRadio,
  expectEscapeReturnsFocus,
  expectFocusTrapped,
  expectFocusVisible,
  expectNoViolations,
  registerShopper,
  signInWithKeyboard,
  typeInto,
  WIDTHS,
} from './accessibility-support';
import { demoUsers, fillLogin, openLoginModal, signIn } from './auth-support';
import { colleagueBrowser, invitationPath, newAdmin, stamp } from './company-support';
import { gotoReady, homePaths, messages, type TestLocale } from './support';

// Colleagues and roles (/my/company, /invitation) as a business customer and the colleague they
// invite use them, in Dutch and English, on a phone and a laptop. Every company is registered by
// its test, so runs and workers never share one.

const LOCALES: TestLocale[] = ['nl', 'en'];

const localized = (locale: TestLocale, path: string) =>
  locale === 'nl' ? path : `/${locale}${path}`;

async function openCompany(page: Page, locale: TestLocale) {
  await gotoReady(page, localized(locale, '/my/company'));
  await expect(
    page.getByRole('heading', { level: 1, name: messages[locale].Company.title }),
  ).toBeVisible();
  await expectNoIndex(page);
}

async function expectNoIndex(page: Page) {
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
}

/** How far the page reaches past the right edge of the viewport (0 when nothing sticks out). */
const overflow = (page: Page) =>
  page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);

for (const locale of LOCALES) {
  const t = messages[locale];
  const c = t.Company;
  const fill = (text: string, values: Record<string, string>) =>
    text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

  for (const viewport of WIDTHS) {
    test.describe(`${locale} at ${viewport.width} px`, () => {
      test.use({ viewport });

      test('an Admin invites a colleague, who joins as a Buyer; revoked, restored', async ({
        page,
        browser,
      }) => {
        test.setTimeout(180_000);
        const admin = await newAdmin(page, locale);
        await openCompany(page, locale);
        await expect(page.getByText(admin.company, { exact: true })).toBeVisible();
        const people = page.getByRole('region', { name: c.peopleTitle });
        const peopleStatus = people.getByRole('status').first();
        const members = page.getByTestId('company-members');
        const row = (text: string) => members.getByRole('row').filter({ hasText: text });
        const me = row(admin.email);
        await expect(me).toContainText(`${admin.name} ${c.you}`);
        await expect(me).toContainText(c.statusActive);
        // Nobody revokes their own access.
        await expect(me.getByRole('button', { name: new RegExp(c.revokeAccess) })).toHaveCount(0);
        expect(await overflow(page)).toBeLessThanOrEqual(0);
        await expectNoViolations(page, 'company, Admin');

        // The last Admin cannot step down.
        await me.getByRole('combobox', { name: `${c.role}: ${admin.name}` }).selectOption('Buyer');
        await me.getByRole('button', { name: `${c.changeRole}: ${admin.name}` }).click();
        await expect(peopleStatus).toHaveText(t.OdooMessages.companyKeepAnAdmin);
        await expect(me).toContainText(c.roleAdmin);

        // Wrong input: an empty name, then an address that already has an account. Nothing
        // typed is lost.
        const invite = page.getByRole('form', { name: c.inviteTitle });
        const name = invite.getByLabel(c.name, { exact: true });
        const email = invite.getByLabel(c.email, { exact: true });
        const send = invite.getByRole('button', { name: c.invite });
        await email.fill(demoUsers.business.email);
        await send.click();
        await expect(invite.getByText(t.FormErrors.required)).toBeVisible();
        await expect(email).toHaveValue(demoUsers.business.email);
        await name.fill('Jan Dubbel');
        await send.click();
        await expect(invite.getByRole('status')).toHaveText(t.OdooMessages.companyEmailTaken);
        await expect(name).toHaveValue('Jan Dubbel');
        await expect(email).toHaveValue(demoUsers.business.email);

        // The colleague, as a Buyer (the form's choice unless changed).
        const colleague = { name: `Bram ${stamp()}`, email: `bram-${stamp()}@example.com` };
        await name.fill(colleague.name);
        await email.fill(colleague.email);
        await expect(invite.getByRole('radio', { name: c.roleBuyer })).toBeChecked();
        await send.click();
        await expect(invite.getByRole('status')).toHaveText(fill(c.invited, colleague));
        await expect(name).toHaveValue('');
        await expect(row(colleague.email)).toContainText(c.statusInvited);
        await expect(row(colleague.email)).toContainText(c.roleBuyer);

        // The colleague opens the mail's link, chooses a password and is signed in.
        const link = await invitationPath(page, colleague.email);
        const theirs = await colleagueBrowser(browser, page);
        await gotoReady(theirs, link);
        const i = t.Invitation;
        await expect(theirs.getByRole('heading', { level: 1, name: i.title })).toBeVisible();
        await expectNoViolations(theirs, 'invitation');
        const password = 'colleague-password-1';
        await theirs.getByLabel(i.password, { exact: true }).fill(password);
        await theirs.getByLabel(i.repeatPassword, { exact: true }).fill(password);
        await theirs.getByRole('button', { name: i.submit }).click();
        await expect(theirs).toHaveURL(new RegExp(`${localized(locale, '/my')}$`));
        await expect(theirs.getByText(fill(i.welcome, colleague))).toBeVisible();
        await openCompany(theirs, locale);
        await expect(theirs.getByText(admin.company, { exact: true })).toBeVisible();
        await expect(theirs.getByText(c.roleBuyer, { exact: true })).toBeVisible();
        await expect(theirs.getByText(c.managedByAdmin)).toBeVisible();
        await expect(theirs.getByTestId('company-members')).toHaveCount(0);
        await expect(theirs.getByRole('form', { name: c.inviteTitle })).toHaveCount(0);
        await expectNoViolations(theirs, 'company, Buyer');

        // The Admin sees them active.
        await openCompany(page, locale);
        await expect(row(colleague.email)).toContainText(c.statusActive);

        // Revoke, after the question; the colleague can no longer sign in.
        await row(colleague.email)
          .getByRole('button', { name: `${c.revokeAccess}: ${colleague.name}` })
          .click();
        const question = page.getByRole('dialog', { name: c.revokeTitle });
        await expect(question).toContainText(
          fill(c.revokeQuestion, { name: colleague.name, company: admin.company }),
        );
        await expectNoViolations(page, 'revoke question');
        await question.getByRole('button', { name: c.revokeAccess }).click();
        await expect(question).toBeHidden();
        await expect(peopleStatus).toHaveText(fill(c.accessRevoked, colleague));
        await expect(row(colleague.email)).toContainText(c.statusRevoked);

        await theirs.context().clearCookies();
        await gotoReady(theirs, homePaths[locale]);
        await openLoginModal(theirs, locale);
        await fillLogin(theirs, locale, { email: colleague.email, password });
        await expect(theirs.getByText(t.OdooMessages.wrongLogin)).toBeVisible();
        await theirs.context().close();

        // Restore: access again, with a new invitation.
        await row(colleague.email)
          .getByRole('button', { name: `${c.restoreAccess}: ${colleague.name}` })
          .click();
        await expect(peopleStatus).toHaveText(fill(c.accessRestored, colleague));
        await expect(row(colleague.email)).not.toContainText(c.statusRevoked);
        expect(await invitationPath(page, colleague.email, 2)).not.toBe(link);
      });
    });
  }

  test(`${locale}: an invitation link that does not work says what to do instead`, async ({
    page,
  }) => {
    const i = t.Invitation;
    await gotoReady(page, localized(locale, '/invitation?token=made-up-token'));
    await expectNoIndex(page);
    await page.getByLabel(i.password, { exact: true }).fill('some-password-1');
    await page.getByLabel(i.repeatPassword, { exact: true }).fill('some-password-1');
    await page.getByRole('button', { name: i.submit }).click();
    await expect(page.getByRole('alert').filter({ hasText: i.invalid })).toBeVisible();
    const reset = page.getByRole('link', { name: i.resetPassword });
    await expect(reset).toHaveAttribute('href', localized(locale, '/forgot-password/new-password'));
    await expectNoViolations(page, 'invitation not valid');

    await gotoReady(page, localized(locale, '/invitation'));
    await expect(page.getByRole('alert').filter({ hasText: i.missingToken })).toBeVisible();
    await expect(page.getByLabel(i.password, { exact: true })).toHaveCount(0);
  });

  test(`${locale}: a private customer reads that the account is a private one`, async ({
    page,
  }) => {
    await gotoReady(page, homePaths[locale]);
    await signIn(page, locale, demoUsers.consumer);
    await openCompany(page, locale);
    await expect(page.getByText(c.privateAccount)).toBeVisible();
    await expect(page.getByTestId('company-members')).toHaveCount(0);
  });
}

test('a visitor who is not signed in is sent home from the company page', async ({ page }) => {
  await gotoReady(page, '/my/company');
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('heading', { level: 1, name: messages.nl.Company.title }),
  ).toHaveCount(0);
});

for (const viewport of WIDTHS) {
  const phone = viewport.width < 768;
  const t = messages.nl;
  const c = t.Company;

  test.describe(`keyboard at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('invite, revoke with the question, and the PO reference rule', async ({ page }) => {
      test.setTimeout(120_000);
      await gotoReady(page, '/');
      const admin = await registerShopper(page, 'company-keys');
      await signInWithKeyboard(page, admin, { phone });
      await openCompany(page, 'nl');

      const invite = page.getByRole('form', { name: c.inviteTitle });
      const colleague = { name: `Kees ${stamp()}`, email: `kees-${stamp()}@example.com` };
      await typeInto(page, invite.getByLabel(c.name, { exact: true }), colleague.name);
      await typeInto(page, invite.getByLabel(c.email, { exact: true }), colleague.email);
      const roles = invite.getByRole('group', { name: c.role });
      await chooseRadio(page, roles, roles.getByRole('radio', { name: c.roleAdmin }));
      await page.keyboard.press('ArrowUp');
      await expect(roles.getByRole('radio', { name: c.roleRequester })).toBeChecked();
      await page.keyboard.press('ArrowUp');
      await expect(roles.getByRole('radio', { name: c.roleBuyer })).toBeChecked();
      await activate(page, invite.getByRole('button', { name: c.invite }));
      await expect(invite.getByRole('status')).toHaveText(
        c.invited.replace('{name}', colleague.name).replace('{email}', colleague.email),
      );

      // The question holds the focus, starts on Cancel and gives the focus back on Escape.
      const revoke = page.getByRole('button', { name: `${c.revokeAccess}: ${colleague.name}` });
      // Back from the invitation form: the new row is the table's last.
      await activate(page, revoke, { backwards: true });
      const question = page.getByRole('dialog', { name: c.revokeTitle });
      await expect(question.getByRole('button', { name: c.cancel })).toBeFocused();
      await expectFocusVisible(page);
      await expectFocusTrapped(page, question);
      await question.getByRole('button', { name: c.cancel }).focus();
      await expectEscapeReturnsFocus(page, question, revoke);
      await expect(page.getByText(c.statusInvited, { exact: true })).toBeVisible();

      // Again, and this time revoke: the focus stays on the row's access button.
      await page.keyboard.press('Enter');
      await expect(question.getByRole('button', { name: c.cancel })).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(question.getByRole('button', { name: c.revokeAccess })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(question).toBeHidden();
      const restore = page.getByRole('button', { name: `${c.restoreAccess}: ${colleague.name}` });
      await expect(restore).toBeFocused();
      await expectFocusVisible(page);
      await expect(
        page.getByRole('region', { name: c.peopleTitle }).getByRole('status').first(),
      ).toHaveText(c.accessRevoked.replace('{name}', colleague.name));

      // The PO reference rule: Space ticks it, Enter saves it.
      const settings = page.getByRole('form', { name: c.settingsTitle });
      const rule = settings.getByRole('checkbox', { name: c.poReferenceRequired });
      await activate(page, rule, { key: 'Space' });
      await expect(rule).toBeChecked();
      await activate(page, settings.getByRole('button', { name: c.save }));
      await expect(settings.getByRole('status')).toHaveText(c.poReferenceOn);
    });
  });
}
