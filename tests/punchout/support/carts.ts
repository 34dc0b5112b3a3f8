import type { CxmlEnvelope } from '@/lib/punchout/cxml-documents';
import type { CxmlReturn, OciReturn, PunchoutCart, PunchoutLine } from '@/lib/punchout/types';

// Carts as Odoo hands them over at transfer: amounts are Odoo's (unit price × quantity,
// rounded to the currency), total is the sum of the amounts.

export const TRICKY_DESCRIPTION =
  '19" rack & <shelf> – Größe Ü, "heavy" \'duty\' 🚀 with a long tail of words\nDIN 933, 8.8';

export function line(overrides: Partial<PunchoutLine> = {}): PunchoutLine {
  const quantity = overrides.quantity ?? 3;
  const unitPrice = overrides.unitPrice ?? 20.5;
  return {
    sku: 'BOLT-M8-40',
    productId: '414',
    description: 'Hex bolt M8x40 zinc, box of 100',
    unit: 'BX',
    classification: '31161616',
    ...overrides,
    quantity,
    unitPrice,
    // In cents, as Odoo rounds: 1.19 × 2.5 is 2.98, where floating point says 2.9749999….
    amount: overrides.amount ?? Math.round(Math.round(unitPrice * 100) * quantity) / 100,
  };
}

export function cartOf(
  lines: PunchoutLine[],
  currency = 'EUR',
  currencyDecimals = 2,
): PunchoutCart {
  const total = lines.reduce((sum, each) => sum + each.amount, 0);
  const factor = 10 ** currencyDecimals;
  return { currency, currencyDecimals, lines, total: Math.round(total * factor) / factor };
}

/** Three lines: a plain one, one full of characters that need escaping, a fractional one. */
export const CART: PunchoutCart = cartOf([
  line(),
  line({
    sku: 'RACK-19&"U"<',
    productId: '881',
    description: TRICKY_DESCRIPTION,
    quantity: 1,
    unitPrice: 149.99,
    unit: 'C62',
    classification: null,
  }),
  line({
    sku: 'CABLE-3G1.5',
    productId: '902',
    description: 'Installation cable NYM-J 3G1.5, per metre',
    quantity: 2.5,
    unitPrice: 1.19,
    unit: 'MTR',
    classification: '26121609',
  }),
]);

export const EMPTY_CART: PunchoutCart = cartOf([]);

export const BUYER_COOKIE = '  a&b <c> "d" \'e\' Grüße 🎉 &amp; ]]> \n second line  ';

export const SESSION: CxmlReturn = {
  buyerCookie: BUYER_COOKIE,
  returnUrl: 'https://eproc.buyer.example/punchout/return?s=abc&lang=en',
  buyer: { domain: 'NetworkID', identity: 'AN01000000001-T' },
  supplier: { domain: 'DUNS', identity: '123456789' },
  deploymentMode: 'production',
  operationAllowed: 'edit',
  messageField: 'cXML-urlencoded',
};

export const ENVELOPE: CxmlEnvelope = {
  payloadId: 'poom-91a2@shop.example',
  timestamp: '2026-07-01T09:40:00+02:00',
  lang: 'en-US',
};

export const OCI: OciReturn = {
  hookUrl: 'https://srm.buyer.example/sap/bc/srm/hook?sap-client=100&OCI_VERSION=4.0&x=a%20b',
  okCode: 'ADDI',
  target: '_top',
  caller: 'CTLG',
};
