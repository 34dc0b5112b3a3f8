// vsf_punchout in mock-odoo: the cXML setup request, the one-time start, the OCI login, the
// transfer of the cart and the restricted role of a punch-out session.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  punchoutLoginDocument,
  punchoutSessionDocument,
  punchoutSetupDocument,
  punchoutStartDocument,
  punchoutTransferDocument,
  type PunchoutSetupInput,
} from '@/graphql/generated/operations';
import { ODOO_ERRORS } from '@/mock-odoo/src/errors';
import { PUNCHOUT_ERRORS } from '@/mock-odoo/src/model/punchout-errors';
import {
  ARIBA_BUYER,
  CXML_BUYER,
  OCI_BUYER,
  type CxmlBuyerSeed,
} from '@/mock-odoo/src/seed/punchout-buyers';
import type { RunningMockOdoo } from '@/mock-odoo/src/start';
import { call, fails, ok, present } from '@/tests/graphql/contract-helpers';
import { odooClient, startTestOdoo, type GraphqlResponse, type OdooTestClient } from './harness';

let running: RunningMockOdoo;
/** mock-odoo's own origin, which the `{mock-odoo}` allow-list entries stand for. */
let ownOrigin: string;
/** Sellable single-variant products with a list price: SKU, variant id and list price. */
let products: { sku: string; id: number; listPrice: number }[];

beforeAll(async () => {
  running = await startTestOdoo();
  ownOrigin = running.url;
  const { rows } = await running.db.query<{ sku: string; id: number; list_price: number }>(
    `SELECT p.default_code AS sku, p.id, t.list_price FROM product_product p
       JOIN product_template t ON t.id = p.template_id
      WHERE p.active AND t.is_published AND t.sale_ok AND t.list_price > 0
        AND (SELECT count(*) FROM product_product o WHERE o.template_id = t.id) = 1
      ORDER BY p.id LIMIT 4`,
  );
  products = rows.map((row) => ({ sku: row.sku, id: row.id, listPrice: row.list_price }));
}, 120_000);

afterAll(async () => {
  await running?.stop();
});

const RETURN_URL = 'https://eproc.buyer.example/punchout/return?s=abc&x=1';

const errorOf = (response: GraphqlResponse<unknown>) => response.errors?.[0]?.message;

function dataOf<T>(response: GraphqlResponse<T>): T {
  expect(response.errors).toBeUndefined();
  return present(response.data, 'data');
}
const round2 = (value: number) => Math.round(value * 100) / 100;
const product = (index: number) => present(products[index], `product ${index}`);

function setupRequest(
  buyer: CxmlBuyerSeed = CXML_BUYER,
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
  return call(odooClient(running.url), punchoutSetupDocument, { request });
}

async function startToken(request: PunchoutSetupInput): Promise<string> {
  const { punchoutSetup } = await ok(odooClient(running.url), punchoutSetupDocument, { request });
  return present(punchoutSetup?.startToken, 'start token');
}

/** A browser session that already has a cookie (so a rotation is visible). */
async function browser(): Promise<OdooTestClient> {
  const client = odooClient(running.url);
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
    cart: { order: { id: number; orderLines: CartLine[] | null } };
  }>('{ cart { order { id orderLines { id quantity priceUnit product { id sku } } } } }');
  const cart = present(response.data?.cart.order, 'cart');
  return { id: cart.id, lines: cart.orderLines ?? [] };
}

function addToCart(client: OdooTestClient, productId: number, quantity = 1) {
  return client.request<{ cartAddItem: { order: { id: number } } }>(
    `mutation Add($productId: Int!, $quantity: Int!) {
       cartAddItem(productId: $productId, quantity: $quantity) { order { id } }
     }`,
    { productId, quantity },
  );
}

async function sessionRow(payloadId: string) {
  const { rows } = await running.db.query<{
    state: string;
    start_token_hash: string | null;
    start_used: boolean;
    order_id: number | null;
    session_id: string | null;
  }>('SELECT * FROM punchout_session WHERE payload_id = $1', [payloadId]);
  return rows[0] ?? null;
}

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await running.db.query<{ n: number }>(sql, params);
  return rows[0]?.n ?? 0;
}

const punchoutCount = () => count('SELECT count(*)::int AS n FROM punchout_session');

// --- Setup ---------------------------------------------------------------------------------------

describe('punchoutSetup', () => {
  it('keeps a valid request and answers a one-time token valid for five minutes', async () => {
    const client = await browser();
    const before = client.sessionId;
    const request = setupRequest();
    const { punchoutSetup } = await ok(client, punchoutSetupDocument, { request });
    const token = present(punchoutSetup?.startToken, 'token');
    // At least 128 random bits, URL-safe.
    expect(token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    const expiresIn = Date.parse(present(punchoutSetup?.expiresAt, 'expiry')) - Date.now();
    expect(expiresIn).toBeGreaterThan(4 * 60 * 1000);
    expect(expiresIn).toBeLessThanOrEqual(5 * 60 * 1000 + 1000);
    // Only the token's hash is kept; the caller's session is not touched.
    const row = present(await sessionRow(request.payloadId), 'record');
    expect(row).toMatchObject({ state: 'OPEN', start_used: false, session_id: null });
    expect(row.start_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.start_token_hash).not.toContain(token);
    expect(client.sessionId).toBe(before);
    expect(errorOf(await partnerOf(client))).toBe(ODOO_ERRORS.userDoesNotExist);
  });

  it('finds the buyer by From domain in any case and identity exactly', async () => {
    const request = setupRequest(ARIBA_BUYER, {
      from: { domain: 'networkid', identity: ARIBA_BUYER.from.identity },
      to: { domain: 'NETWORKID', identity: ARIBA_BUYER.supplier.identity },
    });
    expect(errorOf(await setup(request))).toBeUndefined();
  });

  it.each<[string, Partial<PunchoutSetupInput>]>([
    ['a wrong shared secret', { sharedSecret: 'wrong' }],
    ['another buyer’s shared secret', { sharedSecret: ARIBA_BUYER.sharedSecret }],
    ['an unknown From identity', { from: { domain: 'DUNS', identity: '000000000' } }],
    [
      'the From identity in another case',
      { from: { domain: 'NetworkID', identity: 'an01000000001-t' } },
    ],
    [
      'a From domain that is not the buyer’s',
      { from: { domain: 'NetworkID', identity: '987654321' } },
    ],
    ['a To that is not us', { to: { domain: 'DUNS', identity: '111111111' } }],
    ['our credential towards another buyer as To', { to: ARIBA_BUYER.supplier }],
  ])('refuses %s with the login error and keeps nothing', async (_case, overrides) => {
    const before = await punchoutCount();
    const response = await setup(setupRequest(CXML_BUYER, overrides));
    expect(errorOf(response)).toBe(ODOO_ERRORS.wrongLogin);
    expect(response.data?.punchoutSetup ?? null).toBeNull();
    expect(await punchoutCount()).toBe(before);
  });

  it.each([
    '//evil.example/punchout/',
    'javascript:alert(1)',
    'https://eproc.buyer.example.evil.com/punchout/',
    'https://eproc.buyer.example@evil.example/punchout/',
    'https://user:pass@eproc.buyer.example/punchout/',
    'http://eproc.buyer.example/punchout/return',
    'https://eproc.buyer.example/other/return',
    'https://eproc.buyer.example/punchout/../admin',
    'http://127.0.0.1:3000/punchout/return',
    'not a url',
  ])('refuses the return URL %s', async (returnUrl) => {
    const before = await punchoutCount();
    expect(errorOf(await setup(setupRequest(CXML_BUYER, { returnUrl })))).toBe(
      PUNCHOUT_ERRORS.returnUrlNotAllowed,
    );
    expect(await punchoutCount()).toBe(before);
  });

  it('allows the fake procurement system on mock-odoo itself, under both of its host names', async () => {
    const port = new URL(ownOrigin).port;
    for (const returnUrl of [
      `http://127.0.0.1:${port}/procurement/return/r1`,
      `http://localhost:${port}/procurement/return/r2?a=1&b=%20`,
    ]) {
      const request = setupRequest(CXML_BUYER, { returnUrl });
      expect(errorOf(await setup(request))).toBeUndefined();
      expect(
        (
          await running.db.query<{ return_url: string }>(
            'SELECT return_url FROM punchout_session WHERE payload_id = $1',
            [request.payloadId],
          )
        ).rows[0]?.return_url,
      ).toBe(returnUrl);
    }
    const otherPort = `http://127.0.0.1:${Number(port) + 1}/procurement/return/r3`;
    expect(errorOf(await setup(setupRequest(CXML_BUYER, { returnUrl: otherPort })))).toBe(
      PUNCHOUT_ERRORS.returnUrlNotAllowed,
    );
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
    expect(errorOf(await setup(setupRequest(CXML_BUYER, { timestamp })))).toBe(
      PUNCHOUT_ERRORS.requestExpired,
    );
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

  it('refuses a replayed payloadID of the same buyer only', async () => {
    const request = setupRequest();
    expect(errorOf(await setup(request))).toBeUndefined();
    const before = await punchoutCount();
    expect(errorOf(await setup({ ...request, buyerCookie: 'other' }))).toBe(
      PUNCHOUT_ERRORS.duplicatePayload,
    );
    expect(await punchoutCount()).toBe(before);
    const aribaSame = setupRequest(ARIBA_BUYER, { payloadId: request.payloadId });
    expect(errorOf(await setup(aribaSame))).toBeUndefined();
  });

  it('checks the lines of an edit request', async () => {
    const line = (quantity: number) => ({ sku: product(0).sku, quantity });
    expect(
      errorOf(await setup(setupRequest(CXML_BUYER, { operation: 'EDIT', items: [line(0)] }))),
    ).toBe(PUNCHOUT_ERRORS.invalidQuantity);
    expect(
      errorOf(await setup(setupRequest(CXML_BUYER, { operation: 'EDIT', items: [line(-2)] }))),
    ).toBe(PUNCHOUT_ERRORS.invalidQuantity);
    const tooMany = Array.from({ length: 501 }, () => line(1));
    expect(
      errorOf(await setup(setupRequest(CXML_BUYER, { operation: 'EDIT', items: tooMany }))),
    ).toBe(PUNCHOUT_ERRORS.tooManyItems);
    const enough = Array.from({ length: 500 }, () => line(1));
    expect(
      errorOf(await setup(setupRequest(CXML_BUYER, { operation: 'EDIT', items: enough }))),
    ).toBeUndefined();
  });
});

// --- Start ---------------------------------------------------------------------------------------

describe('punchoutStart', () => {
  it('signs the browser in as the buyer with a fresh cart and describes the punch-out', async () => {
    const client = await browser();
    const before = client.sessionId;
    const request = setupRequest(CXML_BUYER, { selectedSku: product(1).sku });
    const { punchoutStart } = await ok(client, punchoutStartDocument, {
      token: await startToken(request),
    });
    const port = new URL(ownOrigin).port;
    expect(punchoutStart).toMatchObject({
      protocol: 'CXML',
      state: 'OPEN',
      operation: 'CREATE',
      buyerName: 'Procurement Corp Europe',
      returnUrl: RETURN_URL,
      allowedReturnUrls: [
        'https://eproc.buyer.example/punchout/',
        `http://127.0.0.1:${port}/procurement/return/`,
        `http://localhost:${port}/procurement/return/`,
      ],
      buyerCookie: request.buyerCookie,
      buyerCredential: CXML_BUYER.from,
      supplierCredential: CXML_BUYER.supplier,
      deploymentMode: 'production',
      operationAllowed: 'EDIT',
      messageField: 'cXML-urlencoded',
      selectedSku: product(1).sku,
      ociOkCode: null,
      ociTarget: null,
      ociCaller: null,
      user: { email: CXML_BUYER.login },
    });
    expect(client.sessionId).not.toBe(before);
    expect(dataOf(await partnerOf(client)).partner.email).toBe(CXML_BUYER.login);
    expect((await cartOf(client)).lines).toEqual([]);
    const { punchoutSession } = await ok(client, punchoutSessionDocument, {});
    expect(punchoutSession?.buyerCookie).toBe(request.buyerCookie);
    // Another browser has no punch-out.
    expect((await ok(await browser(), punchoutSessionDocument, {})).punchoutSession).toBeNull();
  });

  it('gives the Ariba buyer its test mode and base64 order messages', async () => {
    const { session } = await startedPunchout(setupRequest(ARIBA_BUYER));
    expect(session).toMatchObject({
      buyerName: 'Procurement Corp Europe',
      buyerCredential: ARIBA_BUYER.from,
      supplierCredential: ARIBA_BUYER.supplier,
      deploymentMode: 'test',
      messageField: 'cXML-base64',
      operationAllowed: 'EDIT',
      user: { email: ARIBA_BUYER.login },
    });
  });

  it('opens a token once, and never an unknown or expired one', async () => {
    const token = await startToken(setupRequest());
    await ok(await browser(), punchoutStartDocument, { token });
    for (const client of [await browser(), odooClient(running.url)]) {
      expect(await fails(client, punchoutStartDocument, { token })).toEqual([
        PUNCHOUT_ERRORS.linkExpired,
      ]);
    }
    expect(await fails(await browser(), punchoutStartDocument, { token: 'x'.repeat(43) })).toEqual([
      PUNCHOUT_ERRORS.linkExpired,
    ]);

    const request = setupRequest();
    const late = await startToken(request);
    await running.db.query(
      "UPDATE punchout_session SET start_expires_at = now() - interval '1 second' WHERE payload_id = $1",
      [request.payloadId],
    );
    const client = await browser();
    expect(await fails(client, punchoutStartDocument, { token: late })).toEqual([
      PUNCHOUT_ERRORS.linkExpired,
    ]);
    expect(errorOf(await partnerOf(client))).toBe(ODOO_ERRORS.userDoesNotExist);
  });

  it('opens a token for only one of two browsers starting at once', async () => {
    const token = await startToken(setupRequest());
    const [first, second] = [await browser(), await browser()];
    const results = await Promise.all([
      call(first, punchoutStartDocument, { token }),
      call(second, punchoutStartDocument, { token }),
    ]);
    const opened = results.filter((result) => result.data?.punchoutStart);
    const refused = results.filter((result) => errorOf(result) === PUNCHOUT_ERRORS.linkExpired);
    expect([opened.length, refused.length]).toEqual([1, 1]);
  });

  it('rebuilds an edited cart from the lines sent back, at the buyer’s contract prices', async () => {
    const { rows } = await running.db.query<{ sku: string }>(
      `SELECT p.default_code AS sku FROM product_product p
         JOIN product_template t ON t.id = p.template_id WHERE NOT t.is_published LIMIT 1`,
    );
    const unpublished = present(rows[0], 'unpublished product').sku;
    const { client, session } = await startedPunchout(
      setupRequest(ARIBA_BUYER, {
        operation: 'EDIT',
        items: [
          { sku: product(0).sku, quantity: 3, auxiliaryId: String(product(0).id) },
          { sku: 'NO-SUCH-SKU', quantity: 1 },
          { sku: unpublished, quantity: 1 },
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
      round2(product(0).listPrice * 0.9),
      round2(product(1).listPrice * 0.9),
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
    const attempts: [string, Record<string, unknown>][] = [
      ['mutation { cartAddItem(productId: PRODUCT, quantity: 1) { order { id } } }', {}],
      ['mutation { cartUpdateItem(lineId: LINE, quantity: 5) { order { id } } }', {}],
      ['mutation { cartRemoveItem(lineId: LINE) { order { id } } }', {}],
      ['mutation { cartClear { id } }', {}],
      [
        'mutation { cartAddMultipleItems(products: [{id: PRODUCT, quantity: 1}]) { order { id } } }',
        {},
      ],
      [
        'mutation { cartUpdateMultipleItems(lines: [{id: LINE, quantity: 4}]) { order { id } } }',
        {},
      ],
      ['mutation { cartRemoveMultipleItems(lineIds: [LINE]) { order { id } } }', {}],
    ];
    for (const [template] of attempts) {
      const query = template
        .replace('PRODUCT', String(product(1).id))
        .replace('LINE', String(line.id));
      expect(errorOf(await client.request(query)), query).toBe(PUNCHOUT_ERRORS.inspectOnly);
    }
    expect((await cartOf(client)).lines.map((item) => [item.id, item.quantity])).toEqual([
      [line.id, 2],
    ]);
  });

  it('takes no coupon in any punch-out cart: the lines go back without a reward line', async () => {
    const { client } = await startedPunchout(setupRequest(CXML_BUYER));
    await addToCart(client, product(1).id);
    expect(
      errorOf(await client.request('mutation { applyCoupon(promo: "WELCOME10") { error } }')),
    ).toBe(PUNCHOUT_ERRORS.noCoupon);
  });
});

// --- OCI and direct cXML login -------------------------------------------------------------------

describe('punchoutLogin', () => {
  const hookUrl = () => `${ownOrigin}/procurement/return/oci-1?sap-client=100&x=%C3%A9`;

  it('signs an OCI buyer in with the HOOK_URL and the OCI return fields kept as sent', async () => {
    const client = await browser();
    const before = client.sessionId;
    const { punchoutLogin } = await ok(client, punchoutLoginDocument, {
      username: 'ocibuyer',
      password: OCI_BUYER.ociPassword,
      returnUrl: hookUrl(),
      ociOkCode: 'ADDI',
      ociTarget: '_top',
      ociCaller: 'CTLG',
    });
    expect(punchoutLogin).toMatchObject({
      protocol: 'OCI',
      state: 'OPEN',
      buyerName: 'Groothandel Noord B.V.',
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
      'mutation { punchoutLogin(protocol: OCI, username: "OCIBUYER", password: "oci123") { state } }',
    );
    expect(errorOf(missing)).toBe(PUNCHOUT_ERRORS.returnUrlNotAllowed);
    expect(
      await fails(client, punchoutLoginDocument, {
        username: OCI_BUYER.username,
        password: OCI_BUYER.ociPassword,
        returnUrl: 'https://evil.example/sap/hook',
      }),
    ).toEqual([PUNCHOUT_ERRORS.returnUrlNotAllowed]);
    expect(errorOf(await partnerOf(client))).toBe(ODOO_ERRORS.userDoesNotExist);
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

  it.each<[string, string]>([
    ['a wrong OCI password', 'protocol: OCI, username: "OCIBUYER", password: "oci124"'],
    ['an unknown OCI user', 'protocol: OCI, username: "NOBODY", password: "oci123"'],
    ['a wrong shared secret', 'protocol: CXML, identity: "987654321", sharedSecret: "x"'],
    ['an unknown identity', 'protocol: CXML, identity: "NOBODY", sharedSecret: "cxml-secret"'],
    ['OCI credentials sent as cXML', 'protocol: CXML, username: "OCIBUYER", password: "oci123"'],
    [
      'cXML credentials sent as OCI',
      'protocol: OCI, identity: "987654321", sharedSecret: "cxml-secret"',
    ],
  ])('refuses %s and leaves the session anonymous', async (_case, args) => {
    const client = await browser();
    const before = client.sessionId;
    const response = await client.request(
      `mutation { punchoutLogin(${args}, returnUrl: "${RETURN_URL}") { state } }`,
    );
    expect(errorOf(response)).toBe(ODOO_ERRORS.wrongLogin);
    expect(client.sessionId).toBe(before);
    expect(errorOf(await partnerOf(client))).toBe(ODOO_ERRORS.userDoesNotExist);
  });
});

// --- Transfer ------------------------------------------------------------------------------------

describe('punchoutTransfer', () => {
  it('returns the cart, cancels the draft, creates nothing and logs the session out', async () => {
    const { client, request } = await startedPunchout();
    await addToCart(client, product(0).id, 2);
    await addToCart(client, product(1).id, 1);
    const cartId = (await cartOf(client)).id;
    const transactions = await count('SELECT count(*)::int AS n FROM payment_transaction');
    const invoices = await count('SELECT count(*)::int AS n FROM account_move');
    const before = client.sessionId;

    const { punchoutTransfer } = await ok(client, punchoutTransferDocument, {});
    expect(punchoutTransfer?.session).toMatchObject({
      state: 'TRANSFERRED',
      buyerCookie: request.buyerCookie,
      returnUrl: RETURN_URL,
    });
    const order = present(punchoutTransfer?.order, 'transferred order');
    expect(order.id).toBe(cartId);
    expect(order.currency?.name).toBe('EUR');
    expect(
      (order.orderLines ?? []).map((line) => [line?.product?.sku, line?.quantity, line?.priceUnit]),
    ).toEqual([
      [product(0).sku, 2, round2(product(0).listPrice * 0.9)],
      [product(1).sku, 1, round2(product(1).listPrice * 0.9)],
    ]);
    for (const line of order.orderLines ?? []) {
      expect(line?.product?.uomCode).toMatch(/^[A-Z0-9]{2,3}$/);
      expect(line?.product?.unspscCode).toMatch(/^\d{8}$/);
    }

    const { rows } = await running.db.query<{ state: string }>(
      'SELECT state FROM sale_order WHERE id = $1',
      [cartId],
    );
    expect(rows[0]?.state).toBe('cancel');
    expect(await count('SELECT count(*)::int AS n FROM payment_transaction')).toBe(transactions);
    expect(await count('SELECT count(*)::int AS n FROM account_move')).toBe(invoices);
    expect(await sessionRow(request.payloadId)).toMatchObject({
      state: 'TRANSFERRED',
      order_id: cartId,
    });

    // Logged out as by Odoo's logout: new session id, public user, no cart, no punch-out.
    expect(client.sessionId).not.toBe(before);
    expect(errorOf(await partnerOf(client))).toBe(ODOO_ERRORS.userDoesNotExist);
    expect((await ok(client, punchoutSessionDocument, {})).punchoutSession).toBeNull();
    expect(await fails(client, punchoutTransferDocument, {})).toEqual([PUNCHOUT_ERRORS.noSession]);
    expect((await cartOf(client)).id).not.toBe(cartId);
  });

  it('transfers an OCI cart the same way', async () => {
    const client = await browser();
    await ok(client, punchoutLoginDocument, {
      username: OCI_BUYER.username,
      password: OCI_BUYER.ociPassword,
      returnUrl: `${ownOrigin}/procurement/return/oci-2`,
    });
    await addToCart(client, product(2).id, 4);
    const { punchoutTransfer } = await ok(client, punchoutTransferDocument, {});
    expect(punchoutTransfer?.session?.protocol).toBe('OCI');
    expect(punchoutTransfer?.order?.orderLines?.[0]).toMatchObject({
      quantity: 4,
      priceUnit: round2(product(2).listPrice * 0.9),
    });
  });

  it('answers no order for a session without a cart', async () => {
    const { client } = await startedPunchout();
    await running.db.query('UPDATE http_session SET sale_order_id = NULL WHERE id = $1', [
      client.sessionId,
    ]);
    const { punchoutTransfer } = await ok(client, punchoutTransferDocument, {});
    expect(punchoutTransfer?.order ?? null).toBeNull();
    expect(punchoutTransfer?.session?.state).toBe('TRANSFERRED');
  });

  it('refuses a session without a punch-out', async () => {
    expect(await fails(await browser(), punchoutTransferDocument, {})).toEqual([
      PUNCHOUT_ERRORS.noSession,
    ]);
  });
});

// --- Restricted role -----------------------------------------------------------------------------

describe('a punch-out session', () => {
  it('cannot pay, open a payment or change the order reference', async () => {
    const { client } = await startedPunchout();
    await addToCart(client, product(0).id);
    const transactions = await count('SELECT count(*)::int AS n FROM payment_transaction');
    const { rows } = await running.db.query<{ id: number; name: string }>(
      'SELECT id, name FROM payment_acquirer ORDER BY id',
    );
    const acquirer = (name: string) =>
      present(
        rows.find((row) => row.name === name),
        name,
      ).id;
    const attempts = [
      `mutation { makePayment(acquirerId: ${acquirer('Wire Transfer')}) { id } }`,
      `mutation { makePayment(acquirerId: ${acquirer('SAP_OCI')}) { id } }`,
      `mutation { adyenTransaction(acquirerId: ${acquirer('ADYEN')}) { transaction } }`,
      `mutation { adyenPaymentMethods(acquirerId: ${acquirer('ADYEN')}) { adyenPaymentMethods } }`,
      'mutation { updateOrder(data: {clientOrderRef: "PO-1"}) { id } }',
    ];
    for (const query of attempts) {
      expect(errorOf(await client.request(query)), query).toBe(PUNCHOUT_ERRORS.notPaid);
    }
    expect(await count('SELECT count(*)::int AS n FROM payment_transaction')).toBe(transactions);
    // The transfer still works afterwards.
    await ok(client, punchoutTransferDocument, {});
  });

  it('ends with logout, closed and not transferred', async () => {
    const { client, request } = await startedPunchout();
    await client.request('mutation { logout }');
    expect(await sessionRow(request.payloadId)).toMatchObject({ state: 'CLOSED' });
    expect((await ok(client, punchoutSessionDocument, {})).punchoutSession).toBeNull();
  });

  it('ends when anyone logs in, leaving the punch-out cart behind', async () => {
    const { client, request } = await startedPunchout();
    await addToCart(client, product(0).id);
    const punchoutCart = (await cartOf(client)).id;
    const login = await client.request(
      'mutation { login(email: "consumer@example.com", password: "consumer123") { id } }',
    );
    expect(errorOf(login)).toBeUndefined();
    expect(await sessionRow(request.payloadId)).toMatchObject({ state: 'CLOSED' });
    expect((await cartOf(client)).id).not.toBe(punchoutCart);
    // A failed login changes nothing.
    const other = await startedPunchout();
    await other.client.request(
      'mutation { login(email: "consumer@example.com", password: "x") { id } }',
    );
    expect(await sessionRow(other.request.payloadId)).toMatchObject({ state: 'OPEN' });
  });

  it('replaces the punch-out the browser had open when it starts another', async () => {
    const { client, request } = await startedPunchout();
    await ok(client, punchoutStartDocument, { token: await startToken(setupRequest()) });
    expect(await sessionRow(request.payloadId)).toMatchObject({ state: 'CLOSED' });
  });
});

describe('punch-out buyers and products', () => {
  it('give every buyer the business contract prices', async () => {
    const oci = await browser();
    await ok(oci, punchoutLoginDocument, {
      username: OCI_BUYER.username,
      password: OCI_BUYER.ociPassword,
      returnUrl: `${ownOrigin}/procurement/return/oci-3`,
    });
    const clients = [
      oci,
      (await startedPunchout(setupRequest(CXML_BUYER))).client,
      (await startedPunchout(setupRequest(ARIBA_BUYER))).client,
    ];
    for (const client of clients) {
      await addToCart(client, product(3).id);
      expect((await cartOf(client)).lines[0]?.priceUnit).toBe(round2(product(3).listPrice * 0.9));
    }
  });

  it('have units and UNSPSC codes, and the "Vault" drawer unit has & and " in every language', async () => {
    const query = `query P($id: Int) {
      products(filter: { ids: [$id] }, pageSize: 1) { products { sku name uomCode unspscCode } }
    }`;
    type Products = {
      products: { products: { sku: string; name: string; uomCode: string; unspscCode: string }[] };
    };
    const ream = await running.db.query<{ id: number }>(
      "SELECT id FROM product_template WHERE name LIKE '%(500 sheets)%' AND is_published LIMIT 1",
    );
    const paper = dataOf(
      await odooClient(running.url).request<Products>(query, {
        id: present(ream.rows[0], 'paper').id,
      }),
    );
    expect(paper.products.products[0]).toMatchObject({ uomCode: 'RM', unspscCode: '14111507' });

    for (const lang of ['en_US', 'nl_NL', 'de_DE', 'ru_RU']) {
      const product = dataOf(
        await odooClient(running.url, { lang }).request<Products>(query, { id: 193 }),
      ).products.products[0];
      expect(product).toMatchObject({ sku: 'SKU-00193', uomCode: 'EA' });
      expect(product?.name).toMatch(/^Arbor & Co .+ "Vault" AR-540$/);
      expect(product?.unspscCode).toMatch(/^\d{8}$/);
    }
  });
});
