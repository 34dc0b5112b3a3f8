// vsf_punchout in mock-odoo: what only its database shows (nothing kept of a refused request, the
// hashed start token, a session closed or transferred, an expired link) and its own allow-list
// entry (the fake procurement system on mock-odoo's origins). The punch-out rules the API shows are
// the contract suite's (tests/contract/punchout.test.ts).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  punchoutSessionDocument,
  punchoutSetupDocument,
  punchoutStartDocument,
  punchoutTransferDocument,
  type PunchoutSetupInput,
} from '@/graphql/generated/operations';
import { ODOO_ERRORS } from '@/mock-odoo/src/errors';
import { PUNCHOUT_ERRORS } from '@/mock-odoo/src/vsf/punchout/errors';
import { ARIBA_BUYER, CXML_BUYER, type CxmlBuyerSeed } from '@/mock-odoo/src/seed/punchout-buyers';
import type { RunningMockOdoo } from '@/mock-odoo/src/start';
import { odooClient, type GraphqlResponse, type OdooTestClient } from '@/tests/support/odoo-client';
import { call, fails, ok, present } from '@/tests/support/odoo-operations';
import { startTestOdoo } from './harness';

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
        -- The shop sells no more than is in stock: enough for any cart of these tests.
        AND (t.type <> 'product' OR p.qty_available >= 10)
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

  it('answers no order for a session without a cart', async () => {
    const { client } = await startedPunchout();
    await running.db.query('UPDATE http_session SET sale_order_id = NULL WHERE id = $1', [
      client.sessionId,
    ]);
    const { punchoutTransfer } = await ok(client, punchoutTransferDocument, {});
    expect(punchoutTransfer?.order ?? null).toBeNull();
    expect(punchoutTransfer?.session?.state).toBe('TRANSFERRED');
  });
});

// --- Restricted role -----------------------------------------------------------------------------

describe('a punch-out session', () => {
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
