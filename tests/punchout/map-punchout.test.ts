import { describe, expect, it } from 'vitest';
import type { PunchoutSessionFragment } from '@/graphql/generated/operations';
import { mapPunchoutCart, mapPunchoutSession } from '@/lib/punchout/map-punchout';

const user: PunchoutSessionFragment['user'] = {
  id: 9,
  name: 'Lena Hoffmann',
  email: 'cxml-buyer@example.com',
  websiteCatalogProducts: false,
  partner: null,
};

const cxmlSession: PunchoutSessionFragment = {
  protocol: 'CXML',
  state: 'OPEN',
  operation: 'EDIT',
  buyerName: 'Beschaffung GmbH',
  returnUrl: 'https://eproc.buyer.example/punchout/return?s=1',
  allowedReturnUrls: ['https://eproc.buyer.example/punchout/', null, ''],
  buyerCookie: ' c0ffee & "42" ',
  buyerCredential: { domain: 'NetworkID', identity: 'AN01000000001-T' },
  supplierCredential: { domain: 'NetworkID', identity: 'AN01000000999' },
  deploymentMode: 'test',
  operationAllowed: 'EDIT',
  messageField: 'cXML-base64',
  selectedSku: null,
  ociOkCode: null,
  ociTarget: null,
  ociCaller: null,
  user,
};

describe('a punch-out session from Odoo', () => {
  it('keeps what the cXML order message needs, the buyer cookie untouched', () => {
    const session = mapPunchoutSession(cxmlSession);
    expect(session).toMatchObject({
      protocol: 'cxml',
      operation: 'edit',
      open: true,
      buyerName: 'Beschaffung GmbH',
      allowedReturnUrls: ['https://eproc.buyer.example/punchout/'],
      oci: null,
      cxml: {
        buyerCookie: ' c0ffee & "42" ',
        returnUrl: 'https://eproc.buyer.example/punchout/return?s=1',
        buyer: { domain: 'NetworkID', identity: 'AN01000000001-T' },
        supplier: { domain: 'NetworkID', identity: 'AN01000000999' },
        deploymentMode: 'test',
        operationAllowed: 'edit',
        messageField: 'cXML-base64',
      },
    });
  });

  it('has no cXML return without the credentials or the return URL, and no OCI return without HOOK_URL', () => {
    expect(mapPunchoutSession({ ...cxmlSession, supplierCredential: null })?.cxml).toBeNull();
    expect(mapPunchoutSession({ ...cxmlSession, returnUrl: null })?.cxml).toBeNull();
    const oci = {
      ...cxmlSession,
      protocol: 'OCI' as const,
      ociTarget: '_parent',
      ociOkCode: 'ADDI',
    };
    expect(mapPunchoutSession(oci)?.oci).toEqual({
      hookUrl: 'https://eproc.buyer.example/punchout/return?s=1',
      okCode: 'ADDI',
      target: '_parent',
      caller: null,
    });
    expect(mapPunchoutSession({ ...oci, returnUrl: '' })?.oci).toBeNull();
  });

  it('is no session without a protocol or a user; a transferred one is not open', () => {
    expect(mapPunchoutSession({ ...cxmlSession, user: null })).toBeNull();
    expect(mapPunchoutSession({ ...cxmlSession, protocol: null })).toBeNull();
    expect(mapPunchoutSession({ ...cxmlSession, state: 'TRANSFERRED' })?.open).toBe(false);
  });
});

describe('the cart that goes back', () => {
  const line = (over: object) => ({
    id: 1,
    name: '[SKU-00151] Arbor & Co Elektrisch zit-sta-bureau "Lift" AR-290',
    quantity: 2,
    priceUnit: 449.1,
    priceSubtotal: 898.2,
    product: { id: 414, sku: 'SKU-00151', name: 'x', uomCode: null, unspscCode: '56101703' },
    ...over,
  });

  it('has the product lines with net prices, Odoo’s amounts and a total of their sum', () => {
    const cart = mapPunchoutCart(
      {
        id: 5,
        name: 'S00005',
        amountUntaxed: 925.7,
        amountTax: 194.4,
        amountTotal: 1120.1,
        currency: { id: 1, name: 'EUR', symbol: '€' },
        orderLines: [
          line({}),
          line({
            id: 2,
            name: 'Express delivery',
            quantity: 1,
            priceUnit: 27.5,
            priceSubtotal: 27.5,
            product: null,
          }),
        ],
      },
      'USD',
    );
    expect(cart).toEqual({
      currency: 'EUR',
      currencyDecimals: 2,
      total: 898.2,
      lines: [
        {
          sku: 'SKU-00151',
          productId: '414',
          description: 'Arbor & Co Elektrisch zit-sta-bureau "Lift" AR-290',
          quantity: 2,
          unitPrice: 449.1,
          amount: 898.2,
          unit: 'EA',
          classification: '56101703',
        },
      ],
    });
  });

  it('is empty without an order (the buyer sent back nothing)', () => {
    expect(mapPunchoutCart(null, 'EUR')).toEqual({
      currency: 'EUR',
      currencyDecimals: 2,
      lines: [],
      total: 0,
    });
  });
});
