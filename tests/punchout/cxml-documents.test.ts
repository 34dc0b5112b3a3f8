import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { CXML_USER_AGENT, orderMessage, setupResponse } from '@/lib/punchout/cxml-documents';
import { parseSetupRequest } from '@/lib/punchout/cxml-setup-request';
import type { CxmlReturn, PunchoutOperation } from '@/lib/punchout/types';
import {
  BUYER_COOKIE,
  CART,
  cartOf,
  EMPTY_CART,
  ENVELOPE,
  line,
  SESSION,
  TRICKY_DESCRIPTION,
} from '@/tests/punchout/support/carts';
import {
  childrenOf,
  dtdViolations,
  elementChildren,
  parseOrdered,
  tagOf,
  type OrderedNode,
} from '@/tests/punchout/support/cxml-dtd';
import {
  SHARED_SECRET,
  setupRequest,
  withBuyerCookie,
} from '@/tests/punchout/support/setup-requests';

// The documents are read back the way a buyer's system reads them: parsed, never compared as
// strings, so the checks hold whatever the serialisation looks like.

const reader = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  isArray: (name) => ['ItemIn', 'Description', 'Classification', 'Credential'].includes(name),
});

interface Money {
  '@_currency': string;
  '#text': string;
}
interface ItemIn {
  '@_quantity': string;
  '@_lineNumber': string;
  ItemID: { SupplierPartID: string; SupplierPartAuxiliaryID: string };
  ItemDetail: {
    UnitPrice: { Money: Money };
    Description: { '@_xml:lang': string; '#text'?: string }[];
    UnitOfMeasure: string;
    Classification: ({ '@_domain': string; '#text'?: string } | string)[];
  };
}
interface Credential {
  '@_domain': string;
  Identity: string;
}
interface Poom {
  cXML: {
    '@_payloadID': string;
    '@_timestamp': string;
    '@_xml:lang': string;
    Header: {
      From: { Credential: Credential[] };
      To: { Credential: Credential[] };
      Sender: { Credential: Credential[]; UserAgent: string };
    };
    Message: {
      '@_deploymentMode'?: string;
      PunchOutOrderMessage: {
        BuyerCookie: string;
        PunchOutOrderMessageHeader: { '@_operationAllowed': string; Total: { Money: Money } };
        ItemIn?: ItemIn[];
      };
    };
  };
}

function readPoom(xml: string): Poom {
  return reader.parse(xml) as Poom;
}

function text(node: string | { '#text'?: string }): string {
  return typeof node === 'string' ? node : (node['#text'] ?? '');
}

function hundredths(amount: string): number {
  return Math.round(Number(amount) * 100);
}

describe('orderMessage', () => {
  const xml = orderMessage(ENVELOPE, SESSION, CART);
  const poom = readPoom(xml);
  const message = poom.cXML.Message.PunchOutOrderMessage;
  const items = message.ItemIn ?? [];

  it('starts with a UTF-8 declaration and the cXML DOCTYPE', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(xml.split('\n')[1]).toBe(
      '<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">',
    );
  });

  it('follows the DTD: element order, text-only elements, required attributes', () => {
    expect(dtdViolations(xml)).toEqual([]);
  });

  it('has the envelope and the parties: From and Sender the shop, To the buyer', () => {
    expect(poom.cXML['@_payloadID']).toBe(ENVELOPE.payloadId);
    expect(poom.cXML['@_timestamp']).toBe(ENVELOPE.timestamp);
    expect(poom.cXML['@_xml:lang']).toBe('en-US');
    const { From, To, Sender } = poom.cXML.Header;
    expect(From.Credential).toEqual([{ '@_domain': 'DUNS', Identity: '123456789' }]);
    expect(To.Credential).toEqual([{ '@_domain': 'NetworkID', Identity: 'AN01000000001-T' }]);
    expect(Sender.Credential).toEqual([{ '@_domain': 'DUNS', Identity: '123456789' }]);
    expect(Sender.UserAgent).toBe(CXML_USER_AGENT);
    expect(
      readPoom(orderMessage({ ...ENVELOPE, userAgent: 'Shop 1.0' }, SESSION, CART)).cXML.Header
        .Sender.UserAgent,
    ).toBe('Shop 1.0');
  });

  it('echoes the BuyerCookie byte for byte', () => {
    expect(message.BuyerCookie).toBe(BUYER_COOKIE);
  });

  it('echoes a BuyerCookie exactly as the setup request carried it', () => {
    const escaped =
      ' a &amp; b &lt;c&gt; &quot;d&quot; &apos;e&apos; &#x1F389; Gr&#252;&#223;e &amp;amp; ]]&gt;\n x ';
    const request = parseSetupRequest(setupRequest({ body: withBuyerCookie(escaped) }));
    const session: CxmlReturn = {
      ...SESSION,
      buyerCookie: request.buyerCookie,
      buyer: request.from,
    };

    const echoed = orderMessage(ENVELOPE, session, CART);

    expect(readPoom(echoed).cXML.Message.PunchOutOrderMessage.BuyerCookie).toBe(
      ' a & b <c> "d" \'e\' 🎉 Grüße &amp; ]]>\n x ',
    );
    // Read back by the shop's own reader too: the round trip is exact.
    expect(
      parseSetupRequest(
        setupRequest({
          body: withBuyerCookie(
            echoed.match(/<BuyerCookie>([\s\S]*)<\/BuyerCookie>/)?.[1] ?? 'missing',
          ),
        }),
      ).buyerCookie,
    ).toBe(request.buyerCookie);
  });

  it('carries no SharedSecret, not even the secret of the request it answers', () => {
    const request = parseSetupRequest(setupRequest());
    const session: CxmlReturn = {
      ...SESSION,
      buyerCookie: request.buyerCookie,
      buyer: request.from,
    };
    const echoed = orderMessage(ENVELOPE, session, CART);
    expect(echoed).not.toContain('SharedSecret');
    expect(echoed).not.toContain(SHARED_SECRET);
    expect(xml).not.toContain('SharedSecret');
  });

  it.each<PunchoutOperation>(['create', 'edit', 'inspect'])(
    'says which operation the buyer may do later: %s',
    (operationAllowed) => {
      const written = readPoom(orderMessage(ENVELOPE, { ...SESSION, operationAllowed }, CART));
      expect(
        written.cXML.Message.PunchOutOrderMessage.PunchOutOrderMessageHeader['@_operationAllowed'],
      ).toBe(operationAllowed);
    },
  );

  it('marks a test session on the Message, and only a test session', () => {
    expect(poom.cXML.Message['@_deploymentMode']).toBeUndefined();
    const test = orderMessage(ENVELOPE, { ...SESSION, deploymentMode: 'test' }, CART);
    expect(readPoom(test).cXML.Message['@_deploymentMode']).toBe('test');
    expect(dtdViolations(test)).toEqual([]);
  });

  it('has one ItemIn per cart line, numbered from 1, with quantity and part ids', () => {
    expect(items).toHaveLength(CART.lines.length);
    expect(items.map((item) => item['@_lineNumber'])).toEqual(['1', '2', '3']);
    expect(items.map((item) => item['@_quantity'])).toEqual(['3', '1', '2.5']);
    expect(items.map((item) => item.ItemID)).toEqual(
      CART.lines.map((each) => ({
        SupplierPartID: each.sku,
        SupplierPartAuxiliaryID: each.productId,
      })),
    );
  });

  it('details every line: unit price, description, unit, classification', () => {
    items.forEach((item, index) => {
      const source = CART.lines[index]!;
      const detail = item.ItemDetail;
      expect(detail.UnitPrice.Money['@_currency']).toBe('EUR');
      expect(Number(detail.UnitPrice.Money['#text'])).toBe(source.unitPrice);
      expect(detail.Description).toHaveLength(1);
      expect(detail.Description[0]!['@_xml:lang']).toBe('en');
      expect(text(detail.Description[0]!)).toBe(source.description);
      expect(detail.UnitOfMeasure).toBe(source.unit);
      expect(detail.Classification.length).toBeGreaterThanOrEqual(1);
    });
    expect(items[0]!.ItemDetail.Classification).toEqual([
      { '@_domain': 'UNSPSC', '#text': '31161616' },
    ]);
  });

  it('still classifies a line without a UNSPSC code, with an empty Classification', () => {
    const withoutCode = items[1]!.ItemDetail.Classification;
    expect(withoutCode).toHaveLength(1);
    expect(withoutCode[0]).toEqual({ '@_domain': 'UNSPSC' });
    expect(text(withoutCode[0]!)).toBe('');
  });

  it('keeps special characters: &, <, quotes, umlauts, emoji', () => {
    expect(text(items[1]!.ItemDetail.Description[0]!)).toBe(TRICKY_DESCRIPTION);
    expect(items[1]!.ItemID.SupplierPartID).toBe('RACK-19&"U"<');
  });

  it('writes money with the currency decimals and a point', () => {
    const amounts = [
      message.PunchOutOrderMessageHeader.Total.Money['#text'],
      ...items.map((item) => item.ItemDetail.UnitPrice.Money['#text']),
    ];
    expect(amounts).toEqual(['214.47', '20.50', '149.99', '1.19']);
    for (const amount of amounts) expect(amount).toMatch(/^\d+\.\d{2}$/);

    const yen = readPoom(
      orderMessage(ENVELOPE, SESSION, cartOf([line({ unitPrice: 1200, quantity: 2 })], 'JPY', 0)),
    ).cXML.Message.PunchOutOrderMessage;
    expect(yen.PunchOutOrderMessageHeader.Total.Money).toEqual({
      '@_currency': 'JPY',
      '#text': '2400',
    });
    const dinar = readPoom(
      orderMessage(ENVELOPE, SESSION, cartOf([line({ unitPrice: 1.5, quantity: 1 })], 'KWD', 3)),
    ).cXML.Message.PunchOutOrderMessage;
    expect(dinar.ItemIn?.[0]?.ItemDetail.UnitPrice.Money['#text']).toBe('1.500');
  });

  it('has a Total equal to the cart total and to the sum of the lines', () => {
    const total = message.PunchOutOrderMessageHeader.Total.Money;
    expect(total['@_currency']).toBe('EUR');
    expect(Number(total['#text'])).toBe(CART.total);
    const sum = items.reduce(
      (cents, item) =>
        cents +
        Math.round(
          Number(item['@_quantity']) * hundredths(item.ItemDetail.UnitPrice.Money['#text']),
        ),
      0,
    );
    expect(sum).toBe(hundredths(total['#text']));
  });

  it('writes quantities without needless zeros', () => {
    const quantities = [3, 2.5, 0.125, 10, 1 / 3];
    const written = readPoom(
      orderMessage(ENVELOPE, SESSION, cartOf(quantities.map((quantity) => line({ quantity })))),
    ).cXML.Message.PunchOutOrderMessage.ItemIn?.map((item) => item['@_quantity']);
    expect(written).toEqual(['3', '2.5', '0.125', '10', '0.333333']);
  });

  it('takes the description language from the envelope', () => {
    const dutch = readPoom(orderMessage({ ...ENVELOPE, lang: 'nl-NL' }, SESSION, CART));
    expect(dutch.cXML['@_xml:lang']).toBe('nl-NL');
    expect(
      dutch.cXML.Message.PunchOutOrderMessage.ItemIn?.[0]?.ItemDetail.Description[0]?.[
        '@_xml:lang'
      ],
    ).toBe('nl');
  });

  it('drops characters XML cannot carry instead of writing an unreadable document', () => {
    const broken = orderMessage(
      ENVELOPE,
      SESSION,
      cartOf([line({ description: 'Bolt\u0000\u0001\u001F \uD800end' })]),
    );
    expect(dtdViolations(broken)).toEqual([]);
    expect(
      text(
        readPoom(broken).cXML.Message.PunchOutOrderMessage.ItemIn![0]!.ItemDetail.Description[0]!,
      ),
    ).toBe('Bolt end');
  });

  it('writes a valid message for an empty cart: Total 0, no ItemIn', () => {
    const empty = orderMessage(ENVELOPE, SESSION, EMPTY_CART);
    expect(dtdViolations(empty)).toEqual([]);
    const read = readPoom(empty).cXML.Message.PunchOutOrderMessage;
    expect(read.ItemIn).toBeUndefined();
    expect(read.PunchOutOrderMessageHeader.Total.Money).toEqual({
      '@_currency': 'EUR',
      '#text': '0.00',
    });
    expect(read.BuyerCookie).toBe(BUYER_COOKIE);
  });

  it('orders the elements exactly as in the DTD', () => {
    const root = parseOrdered(xml).find((node) => tagOf(node) === 'cXML')!;
    const names = (node: OrderedNode) => elementChildren(node).map((child) => tagOf(child));
    const find = (node: OrderedNode, name: string) =>
      elementChildren(node).find((child) => tagOf(child) === name)!;

    expect(names(root)).toEqual(['Header', 'Message']);
    expect(names(find(root, 'Header'))).toEqual(['From', 'To', 'Sender']);
    expect(names(find(find(root, 'Header'), 'Sender'))).toEqual(['Credential', 'UserAgent']);
    const poomNode = find(find(root, 'Message'), 'PunchOutOrderMessage');
    expect(names(poomNode)).toEqual([
      'BuyerCookie',
      'PunchOutOrderMessageHeader',
      'ItemIn',
      'ItemIn',
      'ItemIn',
    ]);
    const item = find(poomNode, 'ItemIn');
    expect(names(item)).toEqual(['ItemID', 'ItemDetail']);
    expect(names(find(item, 'ItemID'))).toEqual(['SupplierPartID', 'SupplierPartAuxiliaryID']);
    expect(names(find(item, 'ItemDetail'))).toEqual([
      'UnitPrice',
      'Description',
      'UnitOfMeasure',
      'Classification',
    ]);
    // Text-only leaves really hold only text.
    expect(childrenOf(find(poomNode, 'BuyerCookie')).every((node) => tagOf(node) === null)).toBe(
      true,
    );
  });
});

describe('setupResponse', () => {
  const envelope = {
    payloadId: 'resp-7f3c@shop.example',
    timestamp: '2026-07-01T09:15:01+02:00',
    lang: 'en-US',
  };
  const startUrl = 'https://shop.example/punchout/start?t=ONE-TIME&lang=en';
  const parse = (xml: string) =>
    reader.parse(xml) as {
      cXML: Record<string, string> & {
        Response: {
          Status: { '@_code': string; '@_text': string };
          PunchOutSetupResponse?: { StartPage: { URL: string } };
        };
      };
    };

  it('answers success with exactly one start page', () => {
    const xml = setupResponse(envelope, { code: 200, text: 'success' }, startUrl);
    expect(dtdViolations(xml)).toEqual([]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE cXML SYSTEM')).toBe(
      true,
    );
    const { cXML } = parse(xml);
    expect(cXML['@_payloadID']).toBe(envelope.payloadId);
    expect(cXML['@_timestamp']).toBe(envelope.timestamp);
    expect(cXML['@_xml:lang']).toBe('en-US');
    expect(cXML.Response.Status).toEqual({ '@_code': '200', '@_text': 'success' });
    expect(cXML.Response.PunchOutSetupResponse).toEqual({ StartPage: { URL: startUrl } });
    expect(xml.match(/<URL>/g)).toHaveLength(1);
  });

  it('answers a failure with its status and no start page, even when given one', () => {
    const xml = setupResponse(envelope, { code: 401, text: 'unknown "sender" <x> & y' }, startUrl);
    expect(dtdViolations(xml)).toEqual([]);
    const { cXML } = parse(xml);
    expect(cXML.Response.Status).toEqual({ '@_code': '401', '@_text': 'unknown "sender" <x> & y' });
    expect(cXML.Response.PunchOutSetupResponse).toBeUndefined();
    expect(xml).not.toContain('StartPage');
  });

  it('answers success without a start page when there is none', () => {
    const xml = setupResponse(envelope, { code: 200, text: 'success' }, null);
    expect(dtdViolations(xml)).toEqual([]);
    expect(parse(xml).cXML.Response.PunchOutSetupResponse).toBeUndefined();
  });
});
