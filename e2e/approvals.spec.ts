import { type Browser, type Page } from '@playwright/test';
import { test } from './fixtures';
import { activate, expectNoViolations, typeInto, WIDTHS } from './accessibility-support';
import { cartBadge, expect } from './cart-support';
import { completeShipping, continueToReview } from './checkout-support';
import { colleagueBrowser, invitationPath, newAdmin, stamp } from './company-support';
import { fill, localized } from './reorder-support';
import { gotoReady, messages, mockOdoo, type TestLocale } from './support';

// Order approvals from zero, as a company registered a minute ago uses them: its Admin sets an
// approval amount and invites a Requester, who builds a list, puts it in the cart and submits it
// at the end of checkout (payment is not offered, not even by its address); the Admin, told by
// mail, approves, and the order is placed; a second request is rejected with a reason the
// Requester reads.

const [PHONE, DESKTOP] = WIDTHS;
const PRODUCT = '/product/kestrel-business-laptop-13-kx-680-15';

/** The Admin invites a Requester, who sets a password from the mail in a browser of their own. */
async function inviteRequester(page: Page, browser: Browser, locale: TestLocale) {
  const t = messages[locale];
  const c = t.Company;
  const requester = { name: `Rita ${stamp()}`, email: `rita-${stamp()}@example.com` };
  const invite = page.getByRole('form', { name: c.inviteTitle });
  await typeInto(page, invite.getByLabel(c.name, { exact: true }), requester.name);
  await typeInto(page, invite.getByLabel(c.email, { exact: true }), requester.email);
  await invite.getByRole('radio', { name: c.roleRequester }).check();
  await activate(page, invite.getByRole('button', { name: c.invite }));
  await expect(invite.getByRole('status')).toHaveText(fill(c.invited, requester));

  const theirs = await colleagueBrowser(browser, page);
  await gotoReady(theirs, await invitationPath(page, requester.email));
  const i = t.Invitation;
  await theirs.getByLabel(i.password, { exact: true }).fill('requester-password-1');
  await theirs.getByLabel(i.repeatPassword, { exact: true }).fill('requester-password-1');
  await theirs.getByRole('button', { name: i.submit }).click();
  await expect(theirs.getByText(fill(i.welcome, requester))).toBeVisible();
  return { ...requester, page: theirs };
}

/** From the cart through shipping and billing to the review, whose end is the submission. */
async function checkoutToReview(page: Page, locale: TestLocale) {
  const t = messages[locale];
  await gotoReady(page, localized(locale, '/checkout'));
  await completeShipping(page, locale, `Aanvraagstraat ${stamp().slice(-4)}`);
  const same = page.getByRole('radio', { name: new RegExp(t.Checkout.sameAsShipping) });
  await same.check();
  await continueToReview(page, locale).click();
  await expect(page.getByRole('heading', { name: t.Checkout.reviewTitle })).toBeVisible();
}

/** The newest request link mailed to `email`, once `count` have been sent. */
async function mailedRequestPath(page: Page, email: string, count: number): Promise<string> {
  let body = '';
  await expect
    .poll(async () => {
      const answer = await page.request.get(`${mockOdoo}/__mock/mail?to=${email}`);
      const mails = (await answer.json()) as { subject: string; body: string }[];
      const requests = mails.filter((mail) => mail.body.includes('/my/requests/'));
      body = requests[0]?.body ?? '';
      return requests.length;
    })
    .toBe(count);
  const path = /(\/[a-z]{2})?\/my\/requests\/\d+/.exec(body)?.[0];
  if (!path) throw new Error(`no request link in: ${body}`);
  return path;
}

for (const [locale, viewport] of [
  ['nl', DESKTOP],
  ['en', PHONE],
] as const satisfies readonly (readonly [TestLocale, { width: number; height: number }])[]) {
  test(`a Requester's list goes to the Admin, who approves one request and rejects the next (${locale}, ${viewport.width} px)`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(300_000);
    const t = messages[locale];
    const a = t.Approvals;
    await page.setViewportSize(viewport);
    const admin = await newAdmin(page, locale);

    // The Admin's rule: approval above 500, excl. VAT (a wrong amount is refused and kept).
    await gotoReady(page, localized(locale, '/my/company'));
    const rule = page.getByRole('form', { name: a.ruleTitle });
    const amount = rule.getByLabel(a.ruleAmount);
    await typeInto(page, amount, '5OO');
    await activate(page, rule.getByRole('button', { name: a.ruleSave }));
    await expect(rule.getByText(fill(t.FormErrors.amount, { max: 10000000 }))).toBeVisible();
    await expect(amount).toHaveValue('5OO');
    await amount.fill('');
    await typeInto(page, amount, '500');
    await activate(page, rule.getByRole('button', { name: a.ruleSave }));
    await expect(rule.getByRole('status')).toHaveText(a.ruleSaved);
    await expectNoViolations(page, 'the approval rule');
    const requester = await inviteRequester(page, browser, locale);
    const theirs = requester.page;

    // The Requester builds a list from a product page and puts it in the cart.
    await gotoReady(theirs, localized(locale, PRODUCT));
    await activate(
      theirs,
      theirs.locator('article').getByRole('button', { name: t.Product.addToList }),
    );
    const modal = theirs.getByRole('dialog', { name: t.AddToList.title });
    await typeInto(theirs, modal.getByLabel(t.AddToList.newListName), `Project ${stamp()}`);
    await theirs.keyboard.press('Enter');
    await activate(theirs, modal.getByRole('link', { name: t.AddToList.viewList }));
    await activate(theirs, theirs.getByRole('button', { name: t.RequisitionLists.addSelected }));
    await expect(theirs.getByTestId('reorder-answer')).toContainText(
      fill(t.OrderAgain.summary, { added: 1, total: 1 }),
    );

    // Checkout ends in "submit for approval"; the payment step offers no payment, even by address.
    await checkoutToReview(theirs, locale);
    await expect(theirs.getByRole('link', { name: t.Checkout.continueToPayment })).toHaveCount(0);
    await expect(theirs.getByText(a.checkoutRequester)).toBeVisible();
    await expectNoViolations(theirs, 'submit for approval');
    await gotoReady(theirs, localized(locale, '/checkout/payment'));
    await expect(theirs.getByText(a.paymentBlocked)).toBeVisible();
    await expect(theirs.getByRole('group', { name: t.Checkout.paymentMethod })).toHaveCount(0);
    await activate(theirs, theirs.getByRole('link', { name: a.backToReview }));
    await activate(theirs, theirs.getByRole('button', { name: a.submitForApproval }));
    await expect(theirs).toHaveURL(/\/my\/requests\/\d+$/);
    const requestUrl = new URL(theirs.url()).pathname;
    const detail = theirs.getByTestId('request-detail');
    await expect(detail.getByTestId('request-status')).toHaveText(a.statusPending);
    await expect(detail.getByText(a.waitingNotice)).toBeVisible();
    await expect(detail.getByRole('button', { name: a.approve })).toHaveCount(0);
    await expect(cartBadge(theirs)).toHaveText('0');
    await expectNoViolations(theirs, 'a request waiting');

    // The Admin follows the mail's link and approves: the order is placed.
    const mailed = await mailedRequestPath(page, admin.email, 1);
    expect(mailed.replace(/^\/[a-z]{2}(?=\/)/, '')).toBe(
      requestUrl.replace(/^\/[a-z]{2}(?=\/)/, ''),
    );
    await gotoReady(page, localized(locale, requestUrl.replace(/^\/[a-z]{2}(?=\/)/, '')));
    await expect(page.getByRole('heading', { name: a.decideTitle })).toBeVisible();
    await expectNoViolations(page, 'a request to decide');
    await activate(page, page.getByRole('button', { name: a.approve }));
    await expect(page.getByTestId('request-status')).toHaveText(a.statusApproved);
    await expect(page.getByText(a.approvedNotice)).toBeVisible();
    await gotoReady(page, localized(locale, '/my/approvals'));
    await expect(page.getByTestId('request-list').locator('tbody tr')).toHaveCount(1);
    await expect(page.getByTestId('request-list')).toContainText(requester.name);
    await expectNoViolations(page, 'approvals');

    // The Requester sees it approved, with the order among theirs.
    await gotoReady(theirs, localized(locale, '/my/requests'));
    const mine = theirs.getByTestId('request-list').locator('tbody tr');
    await expect(mine).toHaveCount(1);
    await expect(mine.first().getByTestId('request-status')).toHaveText(a.statusApproved);
    await expect(mailedRequestPath(page, requester.email, 1)).resolves.toContain('/my/requests/');

    // A second request, rejected with a reason the Requester reads.
    await gotoReady(theirs, localized(locale, '/my/lists'));
    await activate(
      theirs,
      theirs.getByTestId('requisition-lists').locator('tbody tr').first().getByRole('link'),
    );
    await activate(theirs, theirs.getByRole('button', { name: t.RequisitionLists.addSelected }));
    await expect(theirs.getByTestId('reorder-answer')).toBeVisible();
    await checkoutToReview(theirs, locale);
    await activate(theirs, theirs.getByRole('button', { name: a.submitForApproval }));
    await expect(theirs).toHaveURL(/\/my\/requests\/\d+$/);
    const second = new URL(theirs.url()).pathname.replace(/^\/[a-z]{2}(?=\/)/, '');
    expect(second).not.toBe(requestUrl.replace(/^\/[a-z]{2}(?=\/)/, ''));

    await gotoReady(page, localized(locale, second));
    const reject = page.getByRole('button', { name: a.reject });
    await activate(page, reject);
    const reason = page.getByLabel(a.rejectReason);
    await expect(reason).toBeFocused();
    // No reason: the form says so and nothing is decided.
    await activate(page, page.getByRole('button', { name: a.confirmReject }));
    await expect(page.getByText(t.FormErrors.required)).toBeVisible();
    await typeInto(page, reason, 'Over budget this quarter');
    await activate(page, page.getByRole('button', { name: a.confirmReject }));
    await expect(page.getByTestId('request-status')).toHaveText(a.statusRejected);

    await gotoReady(theirs, localized(locale, second));
    await expect(theirs.getByTestId('request-status')).toHaveText(a.statusRejected);
    await expect(theirs.getByTestId('request-reason')).toHaveText('Over budget this quarter');
    await expectNoViolations(theirs, 'a rejected request');
    await theirs.context().close();
  });
}
