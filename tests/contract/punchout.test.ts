// Contract: punch-out (vsf_punchout). The procurement system's cXML setup request and the one-time
// start link, the OCI and direct cXML logins, the restricted role of a punch-out session (no
// payment, no coupon, inspect-only carts), the buyers' contract prices and the transfer of the cart.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  cartAddItemDocument,
  punchoutLoginDocument,
  punchoutSessionDocument,
  punchoutSetupDocument,
  punchoutStartDocument,
  punchoutTransferDocument,
  type PunchoutSetupInput,
} from '@/graphql/generated/operations';
import type { GraphqlResponse, OdooTestClient } from '@/tests/support/odoo-client';
import { call, fails, ok, present } from '@/tests/support/odoo-operations';
import { contractBackend } from './backend';
import {
  ACQUIRERS,
  ARIBA_BUYER,
  BUSINESS,
  COUPONS,
  CXML_BUYER,
  CXML_BUYER_COMPANY,
  OCI_BUYER,
  PUNCHOUT_RETURN_URL,
  QUOTED_NAME_PRODUCT,
  REAM_OF_PAPER,
  UNPUBLISHED_SKU,
  WEBSITE_LANGUAGES,
  type CxmlBuyer,
} from './demo-data';
import { listedTemplates, templateBySku } from './products';

const backend = contractBackend();
let variantId: number;
/**
 * Products for sale with one variant and a price: SKU, variant id and list price. A storable one
 * has stock for every quantity the tests put in one cart (4): the demo shop sells no storable
 * product beyond its stock, and a larger quantity would be lowered to what is free.
 */
let products: { sku: string; id: number; listPrice: number }[];
const MOST_IN_ONE_CART = 4;

beforeAll(async () => {
  products = (await listedTemplates(backend.client()))
    .flatMap((template) => {
      const [only, ...more] = template.productVariants ?? [];
      const enough = template.typeId !== 'simple' || (only?.qty ?? 0) >= MOST_IN_ONE_CART;
      return only && more.length === 0 && only.sku && (only.variantPrice ?? 0) > 0 && enough
        ? [{ sku: only.sku, id: only.id, listPrice: only.variantPrice ?? 0 }]
        : [];
    })
    .slice(0, 4);
  variantId = present(products[0], 'a product in stock with a price').id;
}, 120_000);

/** The Ariba buyer's setup request, as the contract tests of the operations send it. */
function aribaSetupRequest(): PunchoutSetupInput {
  return {
    payloadId: `${randomUUID()}@ariba.example`,
    timestamp: new Date().toISOString(),
    from: ARIBA_BUYER.from,
    to: ARIBA_BUYER.supplier,
    sender: ARIBA_BUYER.sender,
    sharedSecret: ARIBA_BUYER.sharedSecret,
    operation: 'CREATE',
    buyerCookie: 'contract-cookie',
    returnUrl: `${PUNCHOUT_RETURN_URL}contract`,
    deploymentMode: 'test',
    selectedSku: null,
    items: [],
    extrinsics: [{ name: 'UserEmail', value: ARIBA_BUYER.login }],
  };
}

describe('punch-out contract', { timeout: 60_000 }, () => {
  it('punchoutSetup answers a start token; wrong credentials fail as a login does', async () => {
    const server = backend.client();
    const { punchoutSetup } = await ok(server, punchoutSetupDocument, {
      request: aribaSetupRequest(),
    });
    expect(punchoutSetup?.startToken).toEqual(expect.any(String));
    expect(Date.parse(present(punchoutSetup?.expiresAt, 'expiresAt'))).toBeGreaterThan(Date.now());

    expect(
      await fails(server, punchoutSetupDocument, {
        request: { ...aribaSetupRequest(), sharedSecret: 'wrong' },
      }),
    ).toEqual(['Wrong email or password.']);
  });

  it('punchoutStart opens the punch-out once; punchoutSession describes it', async () => {
    const { punchoutSetup } = await ok(backend.client(), punchoutSetupDocument, {
      request: aribaSetupRequest(),
    });
    const token = present(punchoutSetup?.startToken, 'token');
    const browser = backend.client();
    const { punchoutStart } = await ok(browser, punchoutStartDocument, { token });
    expect(punchoutStart).toMatchObject({
      protocol: 'CXML',
      state: 'OPEN',
      operation: 'CREATE',
      buyerCookie: 'contract-cookie',
      buyerCredential: ARIBA_BUYER.from,
      supplierCredential: ARIBA_BUYER.supplier,
      messageField: 'cXML-base64',
      operationAllowed: 'EDIT',
      deploymentMode: 'test',
      user: { email: ARIBA_BUYER.login },
    });
    const { punchoutSession } = await ok(browser, punchoutSessionDocument, {});
    expect(punchoutSession?.buyerName).toBe(CXML_BUYER_COMPANY);
    expect(punchoutSession?.allowedReturnUrls).toContain(PUNCHOUT_RETURN_URL);

    expect(await fails(backend.client(), punchoutStartDocument, { token })).toEqual([
      'This punch-out link has expired or was already used.',
    ]);
    expect((await ok(backend.client(), punchoutSessionDocument, {})).punchoutSession).toBeNull();
  });

  it('punchoutLogin opens an OCI punch-out; punchoutTransfer returns its cart and ends it', async () => {
    const browser = backend.client();
    const hookUrl = `${PUNCHOUT_RETURN_URL}oci?sap-client=100`;
    const { punchoutLogin } = await ok(browser, punchoutLoginDocument, {
      username: OCI_BUYER.username,
      password: OCI_BUYER.ociPassword,
      returnUrl: hookUrl,
      ociOkCode: 'ADDI',
      ociTarget: '_top',
      ociCaller: 'CTLG',
    });
    expect(punchoutLogin).toMatchObject({
      protocol: 'OCI',
      state: 'OPEN',
      returnUrl: hookUrl,
      ociOkCode: 'ADDI',
      ociTarget: '_top',
      ociCaller: 'CTLG',
    });
    await ok(browser, cartAddItemDocument, { productId: variantId, quantity: 2 });

    const { punchoutTransfer } = await ok(browser, punchoutTransferDocument, {});
    expect(punchoutTransfer?.session?.state).toBe('TRANSFERRED');
    const order = present(punchoutTransfer?.order, 'order');
    expect(order.currency?.name).toBe('EUR');
    const line = present(order.orderLines?.[0], 'line');
    expect(line).toMatchObject({ quantity: 2, product: { id: variantId } });
    expect(line.priceSubtotal).toBeCloseTo(present(line.priceUnit, 'unit price') * 2, 2);
    expect(line.product?.uomCode).toMatch(/^[A-Z0-9]{2,3}$/);
    expect(line.product?.unspscCode).toMatch(/^\d{8}$/);
    expect(order.amountUntaxed).toBeCloseTo(present(line.priceSubtotal, 'subtotal'), 2);

    expect(await fails(browser, punchoutTransferDocument, {})).toEqual(['No punch-out session.']);
    expect(
      await fails(backend.client(), punchoutLoginDocument, {
        username: OCI_BUYER.username,
        password: 'wrong',
        returnUrl: hookUrl,
      }),
    ).toEqual(['Wrong email or password.']);
  });
});

// The punch-out rules in detail: requests, logins, carts and the buyers' products.

const RETURN_URL = `${PUNCHOUT_RETURN_URL}return?s=abc&x=1`;
const PUNCHING_OUT = { timeout: 60_000 };
const WRONG_LOGIN = 'Wrong email or password.';
const NO_USER = 'User does not exist.';

const errorOf = (response: GraphqlResponse<unknown>) => response.errors?.[0]?.message;

function dataOf<T>(response: GraphqlResponse<T>): T {
  expect(response.errors).toBeUndefined();
  return present(response.data, 'data');
}
const round2 = (value: number) => Math.round(value * 100) / 100;
const product = (index: number) => present(products[index], `product ${index}`);
/** The buyers' contract price of a public price. */
const contractPrice = (listPrice: number) => round2(listPrice * (1 - BUSINESS.discount));

function setupRequest(
  buyer: CxmlBuyer = CXML_BUYER,
  overrides: Partial<PunchoutSetupInput> = {},
): PunchoutSetupInput {
  return {
    payloadId: `${randomUUID()}@buyer.example`,
    timestamp: new Date().toISOString(),
    from: buyer.from,
    to: buyer.supplier,
    sender: buyer.sender,
    sharedSecret: buyer.sharedSecret,
    operation: 'CREATE',
    buyerCookie: `cookie-${randomUUID()}`,
    returnUrl: RETURN_URL,
    deploymentMode: buyer === ARIBA_BUYER ? 'test' : 'production',
    extrinsics: [{ name: 'UserEmail', value: 'jane.buyer@buyer.example' }],
    ...overrides,
  };
}

/** The procurement system's server-to-server call: no browser session of the buyer. */
function setup(request: PunchoutSetupInput) {
  return call(backend.client(), punchoutSetupDocument, { request });
}

async function startToken(request: PunchoutSetupInput): Promise<string> {
  const { punchoutSetup } = await ok(backend.client(), punchoutSetupDocument, { request });
  return present(punchoutSetup?.startToken, 'start token');
}

/** A browser session that already has a cookie (so a rotation is visible). */
async function browser(): Promise<OdooTestClient> {
  const client = backend.client();
  await client.request('{ cart { order { id } } }');
  expect(client.sessionId).toBeTruthy();
  return client;
}

/** A browser that opened a fresh cXML punch-out. */
async function startedPunchout(request: PunchoutSetupInput = setupRequest()) {
  const client = await browser();
  const { punchoutStart } = await ok(client, punchoutStartDocument, {
    token: await startToken(request),
  });
  return { client, session: present(punchoutStart, 'punch-out session'), request };
}

async function partnerOf(client: OdooTestClient) {
  return client.request<{ partner: { id: number; email: string | null } }>(
    '{ partner { id email } }',
  );
}

interface CartLine {
  id: number;
  quantity: number;
  priceUnit: number;
  product: { id: number; sku: string } | null;
}

async function cartOf(client: OdooTestClient) {
  const response = await client.request<{
    cart: {
      order: { id: number; orderLines: CartLine[] | null; transactions: { id: number }[] | null };
    };
  }>(
    '{ cart { order { id orderLines { id quantity priceUnit product { id sku } } transactions { id } } } }',
  );
  const cart = present(response.data?.cart.order, 'cart');
  return { id: cart.id, lines: cart.orderLines ?? [], transactions: cart.transactions ?? [] };
}

function addToCart(client: OdooTestClient, productId: number, quantity = 1) {
  return client.request<{ cartAddItem: { order: { id: number } } }>(
    `mutation Add($productId: Int!, $quantity: Int!) {
       cartAddItem(productId: $productId, quantity: $quantity) { order { id } }
     }`,
    { productId, quantity },
  );
}

describe('punchoutSetup', PUNCHING_OUT, () => {
  it('finds the buyer by From domain in any case and identity exactly', async () => {
    const request = setupRequest(ARIBA_BUYER, {
      from: { domain: 'networkid', identity: ARIBA_BUYER.from.identity },
      to: { domain: 'NETWORKID', identity: ARIBA_BUYER.supplier.identity },
    });
    expect(errorOf(await setup(request))).toBeUndefined();
  });

  // Timestamps are taken when the test runs, not when the file is collected: on a busy runner
  // the two can be more than a minute apart, and 'six minutes ahead' would become five.
  const minutesFromNow = (minutes: number) => () =>
    new Date(Date.now() + minutes * 60 * 1000).toISOString();

  it.each([
    ['six minutes old', minutesFromNow(-6)],
    ['six minutes ahead', minutesFromNow(6)],
    ['unreadable', () => 'yesterday'],
  ])('refuses a timestamp %s', async (_case, timestampNow) => {
    const timestamp = timestampNow();
    expect(errorOf(await setup(setupRequest(CXML_BUYER, { timestamp })))).toBe('Request expired.');
  });

  it('accepts a timestamp a few minutes off, in another zone, or none', async () => {
    const fourMinutesAgo = new Date(Date.now() - 4 * 60 * 1000);
    const inBerlin = new Date(fourMinutesAgo.getTime() + 2 * 60 * 60 * 1000)
      .toISOString()
      .replace('Z', '+02:00');
    for (const timestamp of [fourMinutesAgo.toISOString(), inBerlin, null]) {
      expect(errorOf(await setup(setupRequest(CXML_BUYER, { timestamp })))).toBeUndefined();
    }
  });

  it('checks the lines of an edit request', async () => {
    const line = (quantity: number) => ({ sku: product(0).sku, quantity });
    expect(
      errorOf(await setup(setupRequest(CXML_BUYER, { operation: 'EDIT', items: [line(0)] }))),
    ).toBe('Quantity must be positive.');
    expect(
      errorOf(await setup(setupRequest(CXML_BUYER, { operation: 'EDIT', items: [line(-2)] }))),
    ).toBe('Quantity must be positive.');
    const tooMany = Array.from({ length: 501 }, () => line(1));
    expect(
      errorOf(await setup(setupRequest(CXML_BUYER, { operation: 'EDIT', items: tooMany }))),
    ).toBe('Too many items.');
    const enough = Array.from({ length: 500 }, () => line(1));
    expect(
      errorOf(await setup(setupRequest(CXML_BUYER, { operation: 'EDIT', items: enough }))),
    ).toBeUndefined();
  });
});

describe('punchoutStart', PUNCHING_OUT, () => {
  it('gives the Ariba buyer its test mode and base64 order messages', async () => {
    const { session } = await startedPunchout(setupRequest(ARIBA_BUYER));
    expect(session).toMatchObject({
      buyerName: CXML_BUYER_COMPANY,
      buyerCredential: ARIBA_BUYER.from,
      supplierCredential: ARIBA_BUYER.supplier,
      deploymentMode: 'test',
      messageField: 'cXML-base64',
      operationAllowed: 'EDIT',
      user: { email: ARIBA_BUYER.login },
    });
  });

  it('opens a token for only one of two browsers starting at once', async () => {
    const token = await startToken(setupRequest());
    const [first, second] = [await browser(), await browser()];
    const results = await Promise.all([
      call(first, punchoutStartDocument, { token }),
      call(second, punchoutStartDocument, { token }),
    ]);
    const opened = results.filter((result) => result.data?.punchoutStart);
    const refused = results.filter(
      (result) => errorOf(result) === 'This punch-out link has expired or was already used.',
    );
    expect([opened.length, refused.length]).toEqual([1, 1]);
  });

  it('rebuilds an edited cart from the lines sent back, at the buyer’s contract prices', async () => {
    const { client, session } = await startedPunchout(
      setupRequest(ARIBA_BUYER, {
        operation: 'EDIT',
        items: [
          { sku: product(0).sku, quantity: 3, auxiliaryId: String(product(0).id) },
          { sku: 'NO-SUCH-SKU', quantity: 1 },
          { sku: UNPUBLISHED_SKU, quantity: 1 },
          { sku: product(1).sku, quantity: 2 },
        ],
      }),
    );
    expect(session.operation).toBe('EDIT');
    const lines = (await cartOf(client)).lines;
    expect(lines.map((line) => [line.product?.sku, line.quantity])).toEqual([
      [product(0).sku, 3],
      [product(1).sku, 2],
    ]);
    expect(lines.map((line) => line.priceUnit)).toEqual([
      contractPrice(product(0).listPrice),
      contractPrice(product(1).listPrice),
    ]);
    // Edited carts stay editable.
    expect(errorOf(await addToCart(client, product(2).id))).toBeUndefined();
  });

  it('rebuilds an inspected cart that cannot be changed', async () => {
    const { client } = await startedPunchout(
      setupRequest(CXML_BUYER, {
        operation: 'INSPECT',
        items: [{ sku: product(0).sku, quantity: 2 }],
      }),
    );
    const cart = await cartOf(client);
    const line = present(cart.lines[0], 'inspected line');
    expect(line.quantity).toBe(2);
    const attempts = [
      'mutation { cartAddItem(productId: PRODUCT, quantity: 1) { order { id } } }',
      'mutation { cartUpdateItem(lineId: LINE, quantity: 5) { order { id } } }',
      'mutation { cartRemoveItem(lineId: LINE) { order { id } } }',
      'mutation { cartClear { id } }',
      'mutation { cartAddMultipleItems(products: [{id: PRODUCT, quantity: 1}]) { order { id } } }',
      'mutation { cartUpdateMultipleItems(lines: [{id: LINE, quantity: 4}]) { order { id } } }',
      'mutation { cartRemoveMultipleItems(lineIds: [LINE]) { order { id } } }',
    ];
    for (const template of attempts) {
      const query = template
        .replace('PRODUCT', String(product(1).id))
        .replace('LINE', String(line.id));
      expect(errorOf(await client.request(query)), query).toBe(
        'This punch-out cart can only be inspected.',
      );
    }
    expect((await cartOf(client)).lines.map((item) => [item.id, item.quantity])).toEqual([
      [line.id, 2],
    ]);
  });

  it('takes no coupon in any punch-out cart: the lines go back without a reward line', async () => {
    const { client } = await startedPunchout(setupRequest(CXML_BUYER));
    await addToCart(client, product(1).id);
    expect(
      errorOf(
        await client.request(
          'mutation c($promo: String) { applyCoupon(promo: $promo) { error } }',
          {
            promo: COUPONS.welcome.code,
          },
        ),
      ),
    ).toBe('Coupons do not apply to punch-out carts.');
  });
});

describe('punchoutLogin', PUNCHING_OUT, () => {
  const hookUrl = () => `${PUNCHOUT_RETURN_URL}oci-1?sap-client=100&x=%C3%A9`;

  it('signs an OCI buyer in with the HOOK_URL and the OCI return fields kept as sent', async () => {
    const client = await browser();
    const before = client.sessionId;
    const { punchoutLogin } = await ok(client, punchoutLoginDocument, {
      username: OCI_BUYER.username.toLowerCase(),
      password: OCI_BUYER.ociPassword,
      returnUrl: hookUrl(),
      ociOkCode: 'ADDI',
      ociTarget: '_top',
      ociCaller: 'CTLG',
    });
    expect(punchoutLogin).toMatchObject({
      protocol: 'OCI',
      state: 'OPEN',
      buyerName: OCI_BUYER.company,
      returnUrl: hookUrl(),
      ociOkCode: 'ADDI',
      ociTarget: '_top',
      ociCaller: 'CTLG',
      buyerCredential: null,
      supplierCredential: null,
      messageField: null,
      user: { email: OCI_BUYER.login },
    });
    expect(client.sessionId).not.toBe(before);
    expect(dataOf(await partnerOf(client)).partner.email).toBe(OCI_BUYER.login);
    const { punchoutSession } = await ok(client, punchoutSessionDocument, {});
    expect(punchoutSession?.ociOkCode).toBe('ADDI');
  });

  it('needs an allowed HOOK_URL for OCI', async () => {
    const client = await browser();
    const missing = await client.request(
      `mutation l($username: String, $password: String) {
         punchoutLogin(protocol: OCI, username: $username, password: $password) { state }
       }`,
      { username: OCI_BUYER.username, password: OCI_BUYER.ociPassword },
    );
    expect(errorOf(missing)).toBe('Return URL not allowed.');
    expect(
      await fails(client, punchoutLoginDocument, {
        username: OCI_BUYER.username,
        password: OCI_BUYER.ociPassword,
        returnUrl: 'https://evil.example/sap/hook',
      }),
    ).toEqual(['Return URL not allowed.']);
    expect(errorOf(await partnerOf(client))).toBe(NO_USER);
  });

  it('signs a cXML buyer in with identity and shared secret', async () => {
    const client = await browser();
    const response = await client.request<{ punchoutLogin: { protocol: string; state: string } }>(
      `mutation Login($identity: String, $secret: String, $returnUrl: String) {
         punchoutLogin(protocol: CXML, identity: $identity, sharedSecret: $secret, returnUrl: $returnUrl) {
           protocol state operation
         }
       }`,
      {
        identity: CXML_BUYER.from.identity,
        secret: CXML_BUYER.sharedSecret,
        returnUrl: RETURN_URL,
      },
    );
    expect(response.data?.punchoutLogin).toMatchObject({ protocol: 'CXML', state: 'OPEN' });
    expect(dataOf(await partnerOf(client)).partner.email).toBe(CXML_BUYER.login);
  });

  const oci = (username: string, password: string) =>
    `protocol: OCI, username: "${username}", password: "${password}"`;
  const cxml = (identity: string, secret: string) =>
    `protocol: CXML, identity: "${identity}", sharedSecret: "${secret}"`;

  it.each<[string, string]>([
    ['a wrong OCI password', oci(OCI_BUYER.username, `${OCI_BUYER.ociPassword}-wrong`)],
    ['an unknown OCI user', oci('NOBODY', OCI_BUYER.ociPassword)],
    ['a wrong shared secret', cxml(CXML_BUYER.from.identity, 'x')],
    ['an unknown identity', cxml('NOBODY', CXML_BUYER.sharedSecret)],
    [
      'OCI credentials sent as cXML',
      `protocol: CXML, username: "${OCI_BUYER.username}", password: "${OCI_BUYER.ociPassword}"`,
    ],
    [
      'cXML credentials sent as OCI',
      `protocol: OCI, identity: "${CXML_BUYER.from.identity}", sharedSecret: "${CXML_BUYER.sharedSecret}"`,
    ],
  ])('refuses %s and leaves the session anonymous', async (_case, args) => {
    const client = await browser();
    const before = client.sessionId;
    const response = await client.request(
      `mutation { punchoutLogin(${args}, returnUrl: "${RETURN_URL}") { state } }`,
    );
    expect(errorOf(response)).toBe(WRONG_LOGIN);
    expect(client.sessionId).toBe(before);
    expect(errorOf(await partnerOf(client))).toBe(NO_USER);
  });
});

describe('punchoutTransfer', PUNCHING_OUT, () => {
  it('transfers an OCI cart the same way', async () => {
    const client = await browser();
    await ok(client, punchoutLoginDocument, {
      username: OCI_BUYER.username,
      password: OCI_BUYER.ociPassword,
      returnUrl: `${PUNCHOUT_RETURN_URL}oci-2`,
    });
    await addToCart(client, product(2).id, 4);
    const { punchoutTransfer } = await ok(client, punchoutTransferDocument, {});
    expect(punchoutTransfer?.session?.protocol).toBe('OCI');
    expect(punchoutTransfer?.order?.orderLines?.[0]).toMatchObject({
      quantity: 4,
      priceUnit: contractPrice(product(2).listPrice),
    });
  });

  it('refuses a session without a punch-out', async () => {
    expect(await fails(await browser(), punchoutTransferDocument, {})).toEqual([
      'No punch-out session.',
    ]);
  });
});

describe('a punch-out session', PUNCHING_OUT, () => {
  it('cannot pay, open a payment or change the order reference', async () => {
    const { client } = await startedPunchout();
    await addToCart(client, product(0).id);
    // graphql_vuestorefront lists the acquirers of the session's cart (its company), none without one.
    const { paymentAcquirers } = dataOf(
      await client.request<{ paymentAcquirers: { id: number; name: string }[] }>(
        '{ paymentAcquirers { id name } }',
      ),
    );
    const acquirer = (name: string) =>
      present(
        paymentAcquirers.find((row) => row.name === name),
        name,
      ).id;
    const attempts = [
      `mutation { makePayment(acquirerId: ${acquirer(ACQUIRERS.transfer)}) { id } }`,
      `mutation { makePayment(acquirerId: ${acquirer(ACQUIRERS.sapOci)}) { id } }`,
      `mutation { adyenTransaction(acquirerId: ${acquirer(ACQUIRERS.adyen)}) { transaction } }`,
      `mutation { adyenPaymentMethods(acquirerId: ${acquirer(ACQUIRERS.adyen)}) { adyenPaymentMethods } }`,
      'mutation { updateOrder(data: {clientOrderRef: "PO-1"}) { id } }',
    ];
    for (const query of attempts) {
      expect(errorOf(await client.request(query)), query).toBe(
        'Punch-out carts are transferred to the procurement system, not paid.',
      );
    }
    // No transaction was opened for the cart.
    expect((await cartOf(client)).transactions).toEqual([]);
    // The acquirer's public details ask Adyen nothing and open no payment: Odoo answers them.
    const info = `mutation { adyenAcquirerInfo(acquirerId: ${acquirer(ACQUIRERS.adyen)}) { adyenAcquirerInfo } }`;
    expect(errorOf(await client.request(info))).toBeUndefined();
    // The transfer still works afterwards.
    await ok(client, punchoutTransferDocument, {});
  });
});

describe('punch-out buyers and products', PUNCHING_OUT, () => {
  it('give every buyer the business contract prices', async () => {
    const oci = await browser();
    await ok(oci, punchoutLoginDocument, {
      username: OCI_BUYER.username,
      password: OCI_BUYER.ociPassword,
      returnUrl: `${PUNCHOUT_RETURN_URL}oci-3`,
    });
    const clients = [
      oci,
      (await startedPunchout(setupRequest(CXML_BUYER))).client,
      (await startedPunchout(setupRequest(ARIBA_BUYER))).client,
    ];
    for (const client of clients) {
      await addToCart(client, product(3).id);
      expect((await cartOf(client)).lines[0]?.priceUnit).toBe(contractPrice(product(3).listPrice));
    }
  });

  it('have units and UNSPSC codes, and the "Vault" drawer unit has & and " in every language', async () => {
    const query = `query P($id: Int) {
      products(filter: { ids: [$id] }, pageSize: 1) { products { sku name uomCode unspscCode } }
    }`;
    type Products = {
      products: { products: { sku: string; name: string; uomCode: string; unspscCode: string }[] };
    };
    const ream = await templateBySku(backend.client(), REAM_OF_PAPER.sku);
    const paper = dataOf(await backend.client().request<Products>(query, { id: ream.id }));
    expect(paper.products.products[0]).toMatchObject({
      uomCode: REAM_OF_PAPER.uomCode,
      unspscCode: REAM_OF_PAPER.unspscCode,
    });

    const vault = await templateBySku(backend.client(), QUOTED_NAME_PRODUCT.sku);
    for (const lang of WEBSITE_LANGUAGES) {
      const found = dataOf(
        await backend.client({ lang }).request<Products>(query, { id: vault.id }),
      ).products.products[0];
      expect(found).toMatchObject({
        sku: QUOTED_NAME_PRODUCT.sku,
        uomCode: QUOTED_NAME_PRODUCT.uomCode,
      });
      expect(found?.name).toMatch(QUOTED_NAME_PRODUCT.name);
      expect(found?.unspscCode).toMatch(/^\d{8}$/);
    }
  });
});
