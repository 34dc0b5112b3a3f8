import {
  request as apiRequest,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { test } from './fixtures';
import { messages, seriousViolations, mockOdoo, odooBackend, SHOP } from './support';
import {
  cookieValue,
  expect,
  money,
  odooCartLines,
  odooPunchout,
  PLAIN_SKU,
  QUOTED_SKU,
  readOrderMessage,
  receivedPosts,
  returnUrlFor,
  sendSetupRequest,
  uniqueId,
} from './punchout-support';

// The punch-out round trips of docs/punchout.md: a procurement system (mock-odoo's fake one)
// opens the shop for its buyer, the buyer fills the cart with contract prices, and 'Transfer cart'
// posts it back through the browser. The journeys use the seeded buyers, whose sessions share the
// open cart, so they run one after the other.
test.describe.configure({ mode: 'default', timeout: 120_000 });

const t = messages.nl;

/** The cart page's quick order: the two products, one of them twice. */
async function fillCart(page: Page) {
  await page.goto('/cart');
  await page.getByText(t.CartPage.quickOrderTitle).click();
  await page.getByLabel(t.CartPage.quickOrderLabel).fill(`${QUOTED_SKU} 1\n${PLAIN_SKU} 2`);
  await page.getByRole('button', { name: t.CartPage.quickOrderSubmit }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
}

/** Changes the second line's quantity to 3 and waits until Odoo has it. */
async function changeQuantity(page: Page, request: APIRequestContext, context: BrowserContext) {
  const quantity = page.getByTestId('cart-line').nth(1).getByRole('spinbutton');
  // The quick order's answer may still be rendering the lines: a value typed into the field it
  // replaces is lost, so type again until Odoo has it.
  await expect(quantity).toHaveValue('2');
  await expect(async () => {
    await quantity.fill('3');
    await quantity.blur();
    await expect
      .poll(async () => (await odooCartLines(request, context)).lines.map((line) => line.quantity))
      .toContain(3);
  }).toPass();
}

const banner = (page: Page) => page.getByRole('complementary', { name: t.PunchoutBanner.label });

async function transfer(page: Page) {
  await page
    .getByRole('main')
    .getByRole('button', { name: t.CartSidebar.transferCart, exact: true })
    .click();
  // The transfer page posts on its own; the fake buyer system answers with what it received.
  await expect(page).toHaveURL(/\/procurement\/return\//);
  await expect(page.getByRole('heading', { name: 'Cart received' })).toBeVisible();
}

/** Orders and invoices of a customer, asked of Odoo in a session of their own. */
async function documentsOf(email: string, password: string) {
  const api = await apiRequest.newContext();
  const ask = async (query: string) => {
    const response = await api.post(`${odooBackend}/graphql/vsf`, { data: { query } });
    return ((await response.json()) as { data: Record<string, { totalCount: number }> }).data;
  };
  await ask(`mutation { login(email: "${email}", password: "${password}") { id } }`);
  const data = await ask(`{
    orders(filter: { stages: [Quotation, QuotationSent, SalesOrder, Locked] }) { totalCount }
    invoices { totalCount }
  }`);
  await api.dispose();
  const counts = { orders: data.orders?.totalCount, invoices: data.invoices?.totalCount };
  // Numbers, or the before-and-after comparison would hold for a failed question too.
  expect(counts).toEqual({ orders: expect.any(Number), invoices: expect.any(Number) });
  return counts;
}

test('cXML: setup, StartPage, contract prices, transfer of a PunchOutOrderMessage @live', async ({
  browser,
  request,
}) => {
  const buyerCookie = `${uniqueId('B')} & "quoted" <cookie>`;
  const setup = await sendSetupRequest(request, { buyer: 'cxml', buyerCookie });
  expect(setup.httpStatus).toBe(200);
  expect(setup.statusCode).toBe(200);
  expect(setup.startUrl).toMatch(new RegExp(`^${SHOP}/punchout/start\\?token=`));
  const before = await documentsOf('cxml-buyer@example.com', 'cxml123');

  // A fresh browser: no cookie of the shop at all.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(setup.startUrl ?? '');
  await expect(page).toHaveURL(`${SHOP}/catalog`);
  await expect(banner(page)).toContainText(t.PunchoutBanner.label);
  // Single use, also while the punch-out it opened is still going on.
  const replay = await (await browser.newContext()).newPage();
  await replay.goto(setup.startUrl ?? '');
  await expect(replay).toHaveURL(`${SHOP}/punchout/ended?reason=expired`);
  expect(await cookieValue(replay.context(), 'user')).toBeUndefined();
  await replay.context().close();

  // The buyer's contract price (the business pricelist, 10 % off the website price).
  const found = (await (
    await request.post(`${odooBackend}/graphql/vsf`, {
      data: { query: `{ products(search: "${QUOTED_SKU}") { products { sku slug price name } } }` },
    })
  ).json()) as {
    data: { products: { products: { sku: string; slug: string; price: number; name: string }[] } };
  };
  const product = found.data.products.products.find((candidate) => candidate.sku === QUOTED_SKU)!;
  expect(product.name).toMatch(/&.*"|".*&/);
  await page.goto(product.slug);
  const contract = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' }).format(
    Math.round(product.price * 90) / 100,
  );
  await expect(page.getByTestId('product-price').first()).toHaveText(contract);

  await fillCart(page);
  await changeQuantity(page, request, context);
  // The checkout is closed to a punch-out session: back to the cart.
  await page.goto('/checkout');
  await expect(page).toHaveURL(`${SHOP}/cart`);
  const cart = await odooCartLines(request, context);

  await transfer(page);
  const posts = await receivedPosts(request, setup.returnSession);
  expect(posts).toHaveLength(1);
  const [post] = posts;
  expect(post?.fields.map(([name]) => name)).toEqual(['cXML-urlencoded']);
  const xml = post?.cxml ?? '';
  expect(xml).not.toContain('SharedSecret');
  expect(xml).not.toContain('cxml-secret');
  const poom = readOrderMessage(xml);
  expect(poom.buyerCookie).toBe(buyerCookie);
  expect(poom.lines).toEqual(
    cart.lines.map((line) =>
      expect.objectContaining({
        sku: line.sku,
        auxiliaryId: String(line.productId),
        quantity: String(line.quantity),
        unitPrice: money(line.priceUnit),
        currency: 'EUR',
        unit: 'EA',
        classification: expect.stringMatching(/^\d{8}$/),
      }),
    ),
  );
  expect(poom.lines.map((line) => line.sku).sort()).toEqual([PLAIN_SKU, QUOTED_SKU].sort());
  expect(poom.lines.find((line) => line.sku === QUOTED_SKU)?.description).toMatch(/&.*"|".*&/);
  expect(poom.total).toBe(money(cart.amountUntaxed));
  const sum = cart.lines.reduce((total, line) => total + line.priceSubtotal, 0);
  expect(poom.total).toBe(money(sum));

  // The session is over: nothing in Odoo, no cookie of the buyer, no second use of the link.
  expect(await odooPunchout(request, context)).toBeNull();
  expect(await cookieValue(context, 'user')).toBeUndefined();
  expect(await documentsOf('cxml-buyer@example.com', 'cxml123')).toEqual(before);
  const again = await (await browser.newContext()).newPage();
  await again.goto(setup.startUrl ?? '');
  await expect(again).toHaveURL(`${SHOP}/punchout/ended?reason=expired`);
  await expect(again.getByRole('main').getByRole('alert')).toHaveText(t.Punchout.ended.expired);
  expect(await cookieValue(again.context(), 'user')).toBeUndefined();
  await page.goto('/checkout');
  await expect(page).not.toHaveURL(/\/checkout/);
  await context.close();
});

test('SAP OCI: login by URL, HOOK_URL cookie, transfer of the NEW_ITEM fields @live', async ({
  browser,
  request,
}) => {
  const returnSession = uniqueId('oci');
  const hookUrl = returnUrlFor(returnSession, '?sap-client=100&mode=ADDI');
  const context = await browser.newContext();
  const page = await context.newPage();
  const login = new URLSearchParams({
    USERNAME: 'OCIBUYER',
    PASSWORD: 'oci123',
    HOOK_URL: hookUrl,
    '~OkCode': 'ADDI',
    '~TARGET': '_top',
    '~CALLER': 'CTLG',
  });
  await page.goto(`/catalog?${login}`);
  // Signed in, and the credentials are gone from the address.
  await expect(page).toHaveURL(`${SHOP}/catalog`);
  await expect(banner(page)).toBeVisible();
  expect(decodeURIComponent((await cookieValue(context, 'HOOK_URL')) ?? '')).toBe(hookUrl);
  const hookCookie = (await context.cookies()).find((cookie) => cookie.name === 'HOOK_URL');
  expect(hookCookie?.httpOnly).toBe(true);

  await fillCart(page);
  await changeQuantity(page, request, context);
  // No coupon: the buyer's system gets lines, and the contract prices are the discount.
  // The cart may still be re-rendering after the quantity change: type again until the field
  // that stays has the code.
  const apply = page.getByRole('button', { name: t.CartPage.applyCoupon });
  await expect(async () => {
    await page.getByLabel(t.CartPage.couponLabel).fill('WELCOME10');
    await expect(apply).toBeEnabled({ timeout: 1000 });
  }).toPass();
  await apply.click();
  await expect(page.getByText(t.CartActions.noCouponInPunchout)).toBeVisible();
  await page.goto('/checkout/shipping');
  await expect(page).toHaveURL(`${SHOP}/cart`);
  const cart = await odooCartLines(request, context);

  await transfer(page);
  const posts = await receivedPosts(request, returnSession);
  expect(posts).toHaveLength(1);
  const [post] = posts;
  // HOOK_URL used exactly as received, its own query included.
  expect(post?.url).toContain('?sap-client=100&mode=ADDI');
  const fields = new Map(post?.fields);
  expect(fields.get('~OkCode')).toBe('ADDI');
  expect(fields.get('~TARGET')).toBe('_top');
  expect(fields.get('~CALLER')).toBe('CTLG');
  cart.lines.forEach((line, index) => {
    const n = index + 1;
    expect(fields.get(`NEW_ITEM-VENDORMAT[${n}]`)).toBe(line.sku);
    expect(fields.get(`NEW_ITEM-QUANTITY[${n}]`)).toBe(line.quantity.toFixed(3));
    expect(fields.get(`NEW_ITEM-PRICE[${n}]`)).toBe(money(line.priceUnit));
    expect(fields.get(`NEW_ITEM-CURRENCY[${n}]`)).toBe('EUR');
    expect(fields.get(`NEW_ITEM-UNIT[${n}]`)).toBe('EA');
    expect(fields.get(`NEW_ITEM-DESCRIPTION[${n}]`)?.length).toBeGreaterThan(0);
    expect(fields.get(`NEW_ITEM-DESCRIPTION[${n}]`)?.length).toBeLessThanOrEqual(40);
  });
  expect(fields.has(`NEW_ITEM-VENDORMAT[${cart.lines.length + 1}]`)).toBe(false);
  // The name with `&` and `"` arrives as it is, whole in the long text, which goes on with the
  // product's description (Odoo's line description; a form posts its line break as CRLF).
  const quoted = cart.lines.findIndex((line) => line.sku === QUOTED_SKU) + 1;
  expect(fields.get(`NEW_ITEM-LONGTEXT_${quoted}:132[]`)).toMatch(
    /^Arbor & Co [^\r\n]*"Vault" AR-540\r?\n\S/,
  );
  expect(fields.get(`NEW_ITEM-DESCRIPTION[${quoted}]`)).toMatch(/^Arbor & Co /);
  expect(await cookieValue(context, 'HOOK_URL')).toBeUndefined();
  expect(await odooPunchout(request, context)).toBeNull();
  await context.close();
});

test('cXML edit (Ariba): the cart is rebuilt from the ItemOut lines and goes back as base64 @live', async ({
  browser,
  request,
}) => {
  const setup = await sendSetupRequest(request, {
    buyer: 'ariba',
    operation: 'edit',
    items: [
      { sku: QUOTED_SKU, quantity: 2 },
      { sku: PLAIN_SKU, quantity: 1 },
    ],
  });
  expect(setup.statusCode).toBe(200);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(setup.startUrl ?? '');
  await expect(page).toHaveURL(`${SHOP}/catalog`);
  expect(await cookieValue(context, 'cart-size')).toBe('2');
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  const cart = await odooCartLines(request, context);
  expect(cart.lines.map((line) => [line.sku, line.quantity]).sort()).toEqual(
    [
      [PLAIN_SKU, 1],
      [QUOTED_SKU, 2],
    ].sort(),
  );

  await transfer(page);
  const [post] = await receivedPosts(request, setup.returnSession);
  expect(post?.fields.map(([name]) => name)).toEqual(['cXML-base64']);
  const poom = readOrderMessage(post?.cxml ?? '');
  expect(poom.buyerCookie).toBe(setup.buyerCookie);
  expect(poom.operationAllowed).toBe('edit');
  // Ariba: its test account (`-T`) gets a test message, sent as the Ariba Network identities.
  expect(post?.cxml).toContain('<Message deploymentMode="test">');
  expect(post?.cxml).toContain('<Identity>AN01000000001-T</Identity>');
  expect(poom.lines.map((line) => [line.sku, line.quantity]).sort()).toEqual(
    cart.lines.map((line) => [line.sku, String(line.quantity)]).sort(),
  );
  expect(poom.total).toBe(money(cart.amountUntaxed));
  await context.close();
});

test('OCI sign-in on a product or a filtered category returns to that page, signed in', async ({
  browser,
}) => {
  const pages = [
    '/en/product/nordbyte-everyday-laptop-14-nb-860-2',
    '/category/computers?sort=price,ASC',
  ];
  for (const path of pages) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const login = new URLSearchParams({
      // SAP spells the parameters' names in either case.
      UserName: 'OCIBUYER',
      Password: 'oci123',
      HOOK_URL: returnUrlFor(uniqueId('oci-landing')),
    });
    await page.goto(`${path}${path.includes('?') ? '&' : '?'}${login}`);
    await expect(page).toHaveURL(`${SHOP}${path.replace(',', '%2C')}`);
    await expect(banner(page)).toBeVisible();
    await context.close();
  }
});

test('logging out of a punch-out session ends it and clears HOOK_URL', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const login = new URLSearchParams({
    USERNAME: 'ocibuyer',
    PASSWORD: 'oci123',
    HOOK_URL: returnUrlFor(uniqueId('oci-logout')),
  });
  await page.goto(`/punchout/oci?${login}`);
  await expect(page).toHaveURL(`${SHOP}/catalog`);
  await expect(banner(page)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await odooPunchout(request, context)).toEqual({ state: 'OPEN' });
  expect(await cookieValue(context, 'HOOK_URL')).toBeDefined();
  // The account pages are closed to a punch-out session.
  await page.goto('/my/orders');
  await expect(page).toHaveURL(`${SHOP}/cart`);

  const name = JSON.parse(
    Buffer.from(
      ((await cookieValue(context, 'user')) ?? '').split('.')[0] ?? '',
      'base64url',
    ).toString(),
  ) as { name: string };
  await page.getByRole('button', { name: name.name }).filter({ visible: true }).first().click();
  await page
    .getByRole('dialog', { name: name.name })
    .getByRole('button', { name: t.ProfileSidebar.logOut })
    .click();
  await expect(page.getByText(t.AuthMessages.loggedOut)).toBeVisible();
  expect(await cookieValue(context, 'HOOK_URL')).toBeUndefined();
  expect(await cookieValue(context, 'user')).toBeUndefined();
  expect(await odooPunchout(request, context)).toBeNull();
  await expect(banner(page)).toHaveCount(0);
  await context.close();
});

test('the fake procurement system’s page: a cXML punch-out and an OCI login by POST', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const procurement = `${mockOdoo}/procurement?shop=${encodeURIComponent(SHOP)}`;
  await page.goto(procurement);
  await page
    .locator('section', { hasText: 'Coupa-like' })
    .getByRole('button', { name: 'Punch out (create)' })
    .click();
  await expect(page).toHaveURL(`${SHOP}/catalog`);
  // The empty cart goes back too (the buyer cancelled): a valid message without lines.
  await banner(page).getByRole('button', { name: t.PunchoutBanner.transferCart }).click();
  await expect(page.getByRole('heading', { name: 'Cart received' })).toBeVisible();

  await page.goto(procurement);
  await page.getByRole('button', { name: 'Punch out by POST' }).click();
  await expect(page).toHaveURL(`${SHOP}/catalog`);
  await expect(banner(page)).toContainText('Groothandel Noord');
  await context.close();
});

test('the punch-out landing on /catalog hydrates without a mismatch', async ({
  browser,
  request,
}) => {
  const setup = await sendSetupRequest(request, { buyer: 'cxml', buyerCookie: uniqueId('H') });
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(setup.startUrl ?? '');
  await expect(page).toHaveURL(`${SHOP}/catalog`);
  await page.locator('html[data-shell-ready="true"]').waitFor({ state: 'attached' });
  await expect(banner(page)).toContainText(t.PunchoutBanner.label);
  expect(errors.filter((text) => /#418|hydrat/i.test(text))).toEqual([]);
  await context.close();
});

test('an OCI buyer loads one of the company’s lists into the punch-out cart and transfers it', async ({
  browser,
}) => {
  // The list, made by the buyer's company in the shop (here through Odoo's API as the buyer).
  const api = await apiRequest.newContext();
  const ask = async <T>(query: string, variables: Record<string, unknown> = {}) => {
    const response = await api.post(`${odooBackend}/graphql/vsf`, { data: { query, variables } });
    const body = (await response.json()) as { data: T; errors?: { message: string }[] };
    expect(body.errors).toBeUndefined();
    return body.data;
  };
  await ask('mutation { login(email: "oci-buyer@example.com", password: "oci123") { id } }');
  const { productVariantsBySku } = await ask<{ productVariantsBySku: { id: number }[] }>(
    'query ($skus: [String!]!) { productVariantsBySku(skus: $skus) { id } }',
    { skus: [PLAIN_SKU] },
  );
  const name = `Werkplaats ${uniqueId('list')}`;
  await ask(
    'mutation ($name: String!, $lines: [RequisitionListLineInput!]) { createRequisitionList(name: $name, lines: $lines) { id } }',
    { name, lines: [{ productId: productVariantsBySku[0]?.id, quantity: 4 }] },
  );
  await api.dispose();

  const returnSession = uniqueId('oci-list');
  const context = await browser.newContext();
  const page = await context.newPage();
  const login = new URLSearchParams({
    USERNAME: 'OCIBUYER',
    PASSWORD: 'oci123',
    HOOK_URL: returnUrlFor(returnSession),
  });
  await page.goto(`/catalog?${login}`);
  await expect(banner(page)).toBeVisible();
  // A punch-out buyer loads lists, and changes none: no "Add to list" on a product.
  await page.goto('/en/product/nordbyte-everyday-laptop-14-nb-860-2');
  await expect(banner(page)).toBeVisible();
  await expect(page.getByRole('button', { name: messages.en.Product.addToList })).toHaveCount(0);

  const open = banner(page).getByRole('button', { name: messages.en.PunchoutLists.open });
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: messages.en.PunchoutLists.title });
  await expect(dialog.getByRole('radio', { name: new RegExp(name) })).toBeVisible();
  await dialog.getByRole('radio', { name: new RegExp(name) }).check();
  await dialog.getByRole('button', { name: messages.en.PunchoutLists.submit }).click();
  await expect(dialog.getByTestId('punchout-list-answer')).toContainText(
    messages.en.OrderAgain.summary.replace('{added}', '1').replace('{total}', '1'),
  );
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-line').getByRole('spinbutton')).toHaveValue('4');
  await transfer(page);
  const [post] = await receivedPosts(page.request, returnSession);
  const fields = new Map(post?.fields);
  expect(fields.get('NEW_ITEM-VENDORMAT[1]')).toBe(PLAIN_SKU);
  expect(fields.get('NEW_ITEM-QUANTITY[1]')).toBe('4.000');
  await context.close();
});
