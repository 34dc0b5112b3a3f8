// Contract: the punch-out operations of graphql/generated/operations.ts (vsf_punchout) against
// mock-odoo: the cXML setup and start, the OCI login, the session and the transfer.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartAddItemDocument,
  getProductTemplatesListDocument,
  punchoutLoginDocument,
  punchoutSessionDocument,
  punchoutSetupDocument,
  punchoutStartDocument,
  punchoutTransferDocument,
  type PunchoutSetupInput,
} from '@/graphql/generated/operations';
import { ARIBA_BUYER, OCI_BUYER } from '@/mock-odoo/src/seed/punchout-buyers';
import type { RunningMockOdoo } from '@/mock-odoo/src/start';
import { odooClient, startTestOdoo } from '@/tests/mock-odoo/harness';
import { fails, ok, present } from './contract-helpers';

let odoo: RunningMockOdoo;
let variantId: number;

beforeAll(async () => {
  odoo = await startTestOdoo();
  const { products } = await ok(odooClient(odoo.url), getProductTemplatesListDocument, {
    pageSize: 20,
  });
  variantId = present(
    products?.products?.find(
      (product) => (product?.price ?? 0) > 0 && product?.firstVariant?.isInStock,
    )?.firstVariant?.id,
    'a variant in stock with a price',
  );
}, 120_000);

afterAll(async () => {
  await odoo?.stop();
});

function setupRequest(): PunchoutSetupInput {
  return {
    payloadId: `${randomUUID()}@ariba.example`,
    timestamp: new Date().toISOString(),
    from: ARIBA_BUYER.from,
    to: ARIBA_BUYER.supplier,
    sender: ARIBA_BUYER.sender,
    sharedSecret: ARIBA_BUYER.sharedSecret,
    operation: 'CREATE',
    buyerCookie: 'contract-cookie',
    returnUrl: `${odoo.url}/procurement/return/contract`,
    deploymentMode: 'test',
    selectedSku: null,
    items: [],
    extrinsics: [{ name: 'UserEmail', value: ARIBA_BUYER.login }],
  };
}

describe('punch-out contract', { timeout: 60_000 }, () => {
  it('punchoutSetup answers a start token; wrong credentials fail as a login does', async () => {
    const server = odooClient(odoo.url);
    const { punchoutSetup } = await ok(server, punchoutSetupDocument, { request: setupRequest() });
    expect(punchoutSetup?.startToken).toEqual(expect.any(String));
    expect(Date.parse(present(punchoutSetup?.expiresAt, 'expiresAt'))).toBeGreaterThan(Date.now());

    expect(
      await fails(server, punchoutSetupDocument, {
        request: { ...setupRequest(), sharedSecret: 'wrong' },
      }),
    ).toEqual(['Wrong email or password.']);
  });

  it('punchoutStart opens the punch-out once; punchoutSession describes it', async () => {
    const { punchoutSetup } = await ok(odooClient(odoo.url), punchoutSetupDocument, {
      request: setupRequest(),
    });
    const token = present(punchoutSetup?.startToken, 'token');
    const browser = odooClient(odoo.url);
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
    expect(punchoutSession?.buyerName).toBe('Procurement Corp Europe');
    expect(punchoutSession?.allowedReturnUrls).toContain('https://eproc.buyer.example/punchout/');

    expect(await fails(odooClient(odoo.url), punchoutStartDocument, { token })).toEqual([
      'This punch-out link has expired or was already used.',
    ]);
    expect(
      (await ok(odooClient(odoo.url), punchoutSessionDocument, {})).punchoutSession,
    ).toBeNull();
  });

  it('punchoutLogin opens an OCI punch-out; punchoutTransfer returns its cart and ends it', async () => {
    const browser = odooClient(odoo.url);
    const hookUrl = `${odoo.url}/procurement/return/oci?sap-client=100`;
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
      await fails(odooClient(odoo.url), punchoutLoginDocument, {
        username: OCI_BUYER.username,
        password: 'wrong',
        returnUrl: hookUrl,
      }),
    ).toEqual(['Wrong email or password.']);
  });
});
