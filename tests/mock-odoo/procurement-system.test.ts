// The fake procurement system on mock-odoo: its setup request (sent to a tiny shop started here,
// which hands what it read to mock-odoo's punchoutSetup as the storefront does), its return
// endpoint that records and decodes what comes back, and its developer page.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  punchoutSetupDocument,
  punchoutStartDocument,
  type PunchoutSetupInput,
} from '@/graphql/generated/operations';
import {
  ProcurementState,
  decodePost,
  type ReceivedPost,
} from '@/mock-odoo/src/vsf/punchout/procurement-system/received';
import type { SetupResult } from '@/mock-odoo/src/vsf/punchout/procurement-system/setup-request';
import {
  attribute,
  buildCxml,
  child,
  children,
  parseXml,
  path,
  text,
} from '@/mock-odoo/src/vsf/punchout/procurement-system/xml';
import { readBody } from '@/mock-odoo/src/request-body';
import { ARIBA_BUYER, CXML_BUYER } from '@/mock-odoo/src/seed/punchout-buyers';
import type { RunningMockOdoo } from '@/mock-odoo/src/start';
import { odooClient } from '@/tests/support/odoo-client';
import { call, ok, present } from '@/tests/support/odoo-operations';
import { startTestOdoo } from './harness';

let odoo: RunningMockOdoo;
let shop: Server;
let shopUrl: string;
/** What the tiny shop received last, and how it answers. */
let lastSetup: { contentType: string | undefined; body: string } | null = null;
let shopAnswer: 'odoo' | 'html-error' = 'odoo';

const credentialOf = (node: unknown) => {
  const credential = child(node, 'Credential');
  return {
    domain: attribute(credential, 'domain') ?? '',
    identity: text(child(credential, 'Identity')) ?? '',
  };
};

/** What the storefront reads from a PunchOutSetupRequest (enough of it for mock-odoo). */
function readSetupRequest(xml: string): PunchoutSetupInput {
  const document = parseXml(xml);
  const root = child(document, 'cXML');
  const header = child(root, 'Header');
  const request = path(root, 'Request');
  const setup = child(request, 'PunchOutSetupRequest');
  return {
    payloadId: attribute(root, 'payloadID') ?? '',
    timestamp: attribute(root, 'timestamp'),
    from: credentialOf(child(header, 'From')),
    to: credentialOf(child(header, 'To')),
    sender: credentialOf(child(header, 'Sender')),
    sharedSecret: text(path(header, 'Sender', 'Credential', 'SharedSecret')) ?? '',
    operation: (attribute(setup, 'operation') ?? 'create').toUpperCase() as 'CREATE',
    buyerCookie: text(child(setup, 'BuyerCookie')) ?? '',
    returnUrl: text(path(setup, 'BrowserFormPost', 'URL')) ?? '',
    deploymentMode: attribute(request, 'deploymentMode'),
    items: children(setup, 'ItemOut').map((item) => ({
      sku: text(path(item, 'ItemID', 'SupplierPartID')) ?? '',
      auxiliaryId: text(path(item, 'ItemID', 'SupplierPartAuxiliaryID')),
      quantity: Number(attribute(item, 'quantity')),
    })),
  };
}

/** The shop's cXML answer: success with the StartPage, or the status Odoo's refusal maps to. */
function setupResponse(startUrl: string | null): string {
  return buildCxml({
    '@_payloadID': 'resp-1@shop.example',
    '@_timestamp': new Date().toISOString(),
    Response: startUrl
      ? {
          Status: { '@_code': '200', '@_text': 'success' },
          PunchOutSetupResponse: { StartPage: { URL: startUrl } },
        }
      : { Status: { '@_code': '401', '@_text': 'Unauthorized' } },
  });
}

beforeAll(async () => {
  odoo = await startTestOdoo();
  shop = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req, 1024 * 1024);
      lastSetup = { contentType: req.headers['content-type'], body };
      if (req.url !== '/payment/cxml/punchout_request' || shopAnswer === 'html-error') {
        res.writeHead(500, { 'content-type': 'text/html' });
        return res.end('<h1>Internal error</h1>');
      }
      const response = await call(odooClient(odoo.url), punchoutSetupDocument, {
        request: readSetupRequest(body),
      });
      const token = response.data?.punchoutSetup?.startToken;
      const startUrl = token ? `${shopUrl}/punchout/start?token=${token}&lang=en` : null;
      res.writeHead(token ? 200 : 401, { 'content-type': 'text/xml; charset=utf-8' });
      res.end(setupResponse(startUrl));
    })();
  });
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  shopUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  await new Promise((resolve) => shop?.close(resolve));
  await odoo?.stop();
});

beforeEach(async () => {
  shopAnswer = 'odoo';
  lastSetup = null;
  await fetch(`${odoo.url}/__mock/procurement/received`, { method: 'DELETE' });
});

async function setup(body: Record<string, unknown>): Promise<SetupResult> {
  const response = await fetch(`${odoo.url}/__mock/procurement/setup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ shop: shopUrl, ...body }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as SetupResult;
}

function postForm(url: string, fields: [string, string][]) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

async function received(session?: string): Promise<ReceivedPost[]> {
  const query = session ? `?session=${encodeURIComponent(session)}` : '';
  return (await (
    await fetch(`${odoo.url}/__mock/procurement/received${query}`)
  ).json()) as ReceivedPost[];
}

const tokenOf = (startUrl: string | null) =>
  present(new URL(present(startUrl, 'start URL')).searchParams.get('token'), 'token');

describe('the setup request of the fake procurement system', () => {
  it('sends a realistic cXML PunchOutSetupRequest for the Ariba buyer', async () => {
    const result = await setup({ buyer: 'ariba', buyerCookie: 'B-42 & "x"' });
    expect(lastSetup?.contentType).toBe('text/xml; charset=utf-8');
    const xml = present(lastSetup?.body, 'request body');
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<!DOCTYPE cXML SYSTEM "http:\/\/xml\.cxml\.org\/schemas\/cXML\/1\.2\.014\/cXML\.dtd">/,
    );
    const request = readSetupRequest(xml);
    expect(request).toMatchObject({
      from: ARIBA_BUYER.from,
      to: ARIBA_BUYER.supplier,
      sender: ARIBA_BUYER.sender,
      sharedSecret: ARIBA_BUYER.sharedSecret,
      operation: 'CREATE',
      buyerCookie: 'B-42 & "x"',
      deploymentMode: 'test',
      returnUrl: `${odoo.url}/procurement/return/${result.returnSession}`,
      items: [],
    });
    expect(xml).toContain('<Extrinsic name="UserEmail">ariba-buyer@example.com</Extrinsic>');
    expect(Date.now() - Date.parse(present(request.timestamp, 'timestamp'))).toBeLessThan(60_000);

    expect(result).toMatchObject({
      httpStatus: 200,
      statusCode: 200,
      statusText: 'success',
      buyerCookie: 'B-42 & "x"',
      returnUrl: request.returnUrl,
    });
    expect(result.contentType).toContain('text/xml');
    // The StartPage URL came back with its & decoded; its token opens the punch-out.
    expect(result.startUrl).toMatch(/\/punchout\/start\?token=[\w-]+&lang=en$/);
    const browser = odooClient(odoo.url);
    const { punchoutStart } = await ok(browser, punchoutStartDocument, {
      token: tokenOf(result.startUrl),
    });
    expect(punchoutStart).toMatchObject({
      buyerCookie: 'B-42 & "x"',
      returnUrl: result.returnUrl,
      deploymentMode: 'test',
      messageField: 'cXML-base64',
    });
  });

  it('sends production requests for the cXML buyer and its lines for edit', async () => {
    const items = [
      { sku: 'SKU-00001', quantity: 3, auxiliaryId: '1' },
      { sku: 'SKU-00002', quantity: 1 },
    ];
    const result = await setup({
      buyer: 'cxml',
      operation: 'edit',
      items,
      returnSession: 'r-edit',
    });
    const request = readSetupRequest(present(lastSetup?.body, 'request'));
    expect(request).toMatchObject({
      from: CXML_BUYER.from,
      to: CXML_BUYER.supplier,
      operation: 'EDIT',
      deploymentMode: 'production',
      items: [
        { sku: 'SKU-00001', quantity: 3, auxiliaryId: '1' },
        { sku: 'SKU-00002', quantity: 1, auxiliaryId: null },
      ],
    });
    expect(result.returnSession).toBe('r-edit');
    expect(result.statusCode).toBe(200);
  });

  it('reports the shop’s refusal with its status and body', async () => {
    const wrong = await setup({ buyer: 'cxml', sharedSecret: 'wrong' });
    expect(wrong).toMatchObject({ httpStatus: 401, statusCode: 401, startUrl: null });
    expect(wrong.body).toContain('Unauthorized');
    const foreign = await setup({ buyer: 'cxml', returnUrl: 'https://evil.example/punchout/' });
    expect(foreign.statusCode).toBe(401);
    const notUs = await setup({ buyer: 'cxml', to: { domain: 'DUNS', identity: '1' } });
    expect(notUs.statusCode).toBe(401);

    shopAnswer = 'html-error';
    const broken = await setup({ buyer: 'cxml' });
    expect(broken).toMatchObject({ httpStatus: 500, statusCode: null, startUrl: null });
    expect(broken.body).toContain('Internal error');
  });

  it('replays a payloadID and an old timestamp when told to', async () => {
    const payloadId = `replay-${Date.now()}@eproc.buyer.example`;
    expect((await setup({ buyer: 'cxml', payloadId })).statusCode).toBe(200);
    expect((await setup({ buyer: 'cxml', payloadId })).statusCode).toBe(401);
    const old = new Date(Date.now() - 60 * 60 * 1000).toISOString();
    expect((await setup({ buyer: 'cxml', timestamp: old })).statusCode).toBe(401);
  });

  it('refuses a setup without shop or buyer', async () => {
    const response = await fetch(`${odoo.url}/__mock/procurement/setup`, {
      method: 'POST',
      body: JSON.stringify({ buyer: 'nobody', shop: shopUrl }),
    });
    expect(response.status).toBe(400);
  });

  it('punches out from its page and follows the StartPage, or shows the refusal', async () => {
    const form = (buyer: string) =>
      fetch(`${odoo.url}/procurement/punchout`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ shop: shopUrl, buyer, operation: 'create' }).toString(),
        redirect: 'manual',
      });
    const started = await form('cxml');
    expect(started.status).toBe(303);
    expect(started.headers.get('location')).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/punchout\/start\?token=/,
    );

    shopAnswer = 'html-error';
    const refused = await form('ariba');
    expect(refused.status).toBe(502);
    const page = await refused.text();
    expect(page).toContain('500');
    expect(page).toContain('&lt;h1&gt;Internal error&lt;/h1&gt;');

    const unreachable = await fetch(`${odoo.url}/procurement/punchout`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ shop: 'http://127.0.0.1:1', buyer: 'cxml' }).toString(),
      redirect: 'manual',
    });
    expect(unreachable.status).toBe(502);
    expect(await unreachable.text()).toContain('Shop not reachable');
  });
});

/** A PunchOutOrderMessage as a shop would send it, with characters that must survive. */
function orderMessage(buyerCookie: string): string {
  return buildCxml({
    '@_payloadID': 'poom-1@shop.example',
    '@_timestamp': new Date().toISOString(),
    Header: {
      From: { Credential: { '@_domain': 'DUNS', Identity: '123456789' } },
      To: { Credential: { '@_domain': 'DUNS', Identity: '987654321' } },
      Sender: { Credential: { '@_domain': 'DUNS', Identity: '123456789' }, UserAgent: 'Shop' },
    },
    Message: {
      PunchOutOrderMessage: {
        BuyerCookie: buyerCookie,
        PunchOutOrderMessageHeader: {
          '@_operationAllowed': 'edit',
          Total: { Money: { '@_currency': 'EUR', '#text': '1111.00' } },
        },
        ItemIn: [
          {
            '@_quantity': '2',
            '@_lineNumber': '1',
            ItemID: { SupplierPartID: 'SKU-00151', SupplierPartAuxiliaryID: '414' },
            ItemDetail: {
              UnitPrice: { Money: { '@_currency': 'EUR', '#text': '500.00' } },
              Description: {
                '@_xml:lang': 'de',
                '#text': 'Arbor & Co Schreibtisch "Lift" Größe 😀',
              },
              UnitOfMeasure: 'EA',
              Classification: { '@_domain': 'UNSPSC', '#text': '56101703' },
            },
          },
          {
            '@_quantity': '1',
            '@_lineNumber': '2',
            ItemID: { SupplierPartID: 'SKU-00002', SupplierPartAuxiliaryID: '2' },
            ItemDetail: {
              UnitPrice: { Money: { '@_currency': 'EUR', '#text': '111.00' } },
              Description: { '@_xml:lang': 'de', '#text': 'Papier <A4>' },
              UnitOfMeasure: 'RM',
              Classification: { '@_domain': 'UNSPSC', '#text': '14111507' },
            },
          },
        ],
      },
    },
  });
}

describe('the return endpoint of the fake procurement system', () => {
  it('records a cXML-urlencoded cart exactly and shows its lines', async () => {
    const xml = orderMessage('B & "1"');
    const url = `${odoo.url}/procurement/return/s-1?keep=me&x=%20`;
    const response = await postForm(url, [['cXML-urlencoded', xml]]);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('<h1>Cart received</h1>');
    expect(page).toContain('B &amp; &quot;1&quot;');
    expect(page).toContain('Arbor &amp; Co Schreibtisch &quot;Lift&quot; Größe 😀');
    expect(page).toContain('Papier &lt;A4&gt;');
    expect(page).toContain('1111.00 EUR');

    const [post, ...rest] = await received('s-1');
    expect(rest).toEqual([]);
    expect(post).toMatchObject({
      returnSession: 's-1',
      url: '/procurement/return/s-1?keep=me&x=%20',
      contentType: 'application/x-www-form-urlencoded',
      rawBody: new URLSearchParams([['cXML-urlencoded', xml]]).toString(),
      fields: [['cXML-urlencoded', xml]],
      messageField: 'cXML-urlencoded',
      cxml: xml,
    });
  });

  it('decodes a cXML-base64 cart as UTF-8', async () => {
    const xml = orderMessage('ariba-cookie');
    const encoded = Buffer.from(xml, 'utf8').toString('base64');
    const page = await (
      await postForm(`${odoo.url}/procurement/return/s-2`, [['cXML-base64', encoded]])
    ).text();
    expect(page).toContain('ariba-cookie');
    expect(page).toContain('Größe 😀');
    const [post] = await received('s-2');
    expect(post?.messageField).toBe('cXML-base64');
    expect(post?.cxml).toBe(xml);
    expect(post?.fields).toEqual([['cXML-base64', encoded]]);
  });

  it('records OCI fields in order and shows them per line', async () => {
    const fields: [string, string][] = [
      ['~OkCode', 'ADDI'],
      ['~TARGET', '_top'],
      ['~CALLER', 'CTLG'],
      ['NEW_ITEM-DESCRIPTION[1]', 'Arbor & Co Schreibtisch "Lift"'],
      ['NEW_ITEM-QUANTITY[1]', '2'],
      ['NEW_ITEM-UNIT[1]', 'EA'],
      ['NEW_ITEM-PRICE[1]', '500.00'],
      ['NEW_ITEM-CURRENCY[1]', 'EUR'],
      ['NEW_ITEM-LONGTEXT_1:132[]', 'Größe, ümlaut'],
      ['NEW_ITEM-DESCRIPTION[2]', 'Papier'],
      ['NEW_ITEM-QUANTITY[2]', '1'],
    ];
    const page = await (
      await postForm(`${odoo.url}/procurement/return/oci-1?sap-client=100`, fields)
    ).text();
    expect(page).toContain('<h3>Line 1</h3>');
    expect(page).toContain('<h3>Line 2</h3>');
    expect(page).toContain('Arbor &amp; Co Schreibtisch &quot;Lift&quot;');
    expect(page).toContain('Größe, ümlaut');
    const [post] = await received('oci-1');
    expect(post).toMatchObject({ fields, cxml: null, messageField: null });
    expect(post?.url).toBe('/procurement/return/oci-1?sap-client=100');
  });

  it('lists every post without a session and forgets them on DELETE', async () => {
    await postForm(`${odoo.url}/procurement/return/a`, [['x', '1']]);
    await postForm(`${odoo.url}/procurement/return/b`, [['x', '2']]);
    expect((await received()).map((post) => post.returnSession)).toEqual(['a', 'b']);
    await fetch(`${odoo.url}/__mock/procurement/received`, { method: 'DELETE' });
    expect(await received()).toEqual([]);
  });

  it('offers to edit the lines a buyer sent back last', async () => {
    const result = await setup({ buyer: 'ariba' });
    const before = await (await fetch(`${odoo.url}/procurement?shop=${shopUrl}`)).text();
    expect(before).not.toContain('Edit last cart');
    await postForm(result.returnUrl, [
      ['cXML-base64', Buffer.from(orderMessage(result.buyerCookie)).toString('base64')],
    ]);
    const after = await (await fetch(`${odoo.url}/procurement?shop=${shopUrl}`)).text();
    expect(after).toContain('Edit last cart (2 lines)');

    const edit = await fetch(`${odoo.url}/procurement/punchout`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ shop: shopUrl, buyer: 'ariba', operation: 'edit' }).toString(),
      redirect: 'manual',
    });
    expect(edit.status).toBe(303);
    const request = readSetupRequest(present(lastSetup?.body, 'edit request'));
    expect(request.operation).toBe('EDIT');
    expect(request.items).toEqual([
      { sku: 'SKU-00151', quantity: 2, auxiliaryId: '414' },
      { sku: 'SKU-00002', quantity: 1, auxiliaryId: '2' },
    ]);
  });
});

describe('the page of the fake procurement system', () => {
  it('offers the three buyers against the chosen shop, every value escaped', async () => {
    const shopBase = 'http://shop.example:3000';
    const page = await (
      await fetch(`${odoo.url}/procurement?shop=${encodeURIComponent(`${shopBase}/`)}`)
    ).text();
    expect(page).toContain('Procurement Corp (cXML, Coupa-like)');
    expect(page).toContain('Procurement Corp via Ariba Network');
    expect(page).toContain(`action="${shopBase}/punchout/oci"`);
    const hook = /name="HOOK_URL" value="([^"]+)"/.exec(page)?.[1];
    expect(hook).toMatch(new RegExp(`^${odoo.url}/procurement/return/oci-[\\w-]+$`));
    const link =
      `${shopBase}/catalog?USERNAME=OCIBUYER&PASSWORD=oci123` +
      `&HOOK_URL=${encodeURIComponent(present(hook, 'hook'))}&~OkCode=ADDI&~TARGET=_top&~CALLER=CTLG`;
    expect(page).toContain(`href="${link.replaceAll('&', '&amp;')}"`);

    const hostile = await (
      await fetch(`${odoo.url}/procurement?shop=${encodeURIComponent('http://x/"><script>')}`)
    ).text();
    expect(hostile).not.toContain('"><script>');
  });
});

describe('ProcurementState', () => {
  it('keeps the last 200 posts', () => {
    const state = new ProcurementState();
    for (let n = 0; n < 205; n += 1) {
      state.record(decodePost(`s-${n}`, '/procurement/return/x', null, `n=${n}`));
    }
    const kept = state.received(null);
    expect(kept).toHaveLength(200);
    expect(kept[0]?.returnSession).toBe('s-5');
    expect(kept[0]?.fields).toEqual([['n', '5']]);
  });
});
