import { XMLBuilder } from 'fast-xml-parser';
import { fixedDecimal, trimmedDecimal } from '@/lib/format/decimal-text';
import type { CxmlCredential, CxmlReturn, PunchoutCart, PunchoutLine } from '@/lib/punchout/types';
import { NOT_XML_CHAR } from '@/lib/punchout/xml-chars';

// The cXML documents the shop writes: the answer to a setup request and the order message that
// carries the cart back. Objects are built in the DTD's element order and serialised by
// fast-xml-parser, which escapes every text and attribute value; no value is ever pasted into
// markup by hand.

/** What identifies one outgoing document. */
export interface CxmlEnvelope {
  payloadId: string;
  /** ISO 8601 with zone. */
  timestamp: string;
  /** Language of the texts, a BCP 47 tag such as `en-US` or `nl-NL`. */
  lang: string;
  /** Sender/UserAgent of an order message; a neutral default when not given. */
  userAgent?: string;
}

export const CXML_USER_AGENT = 'Odoo storefront punch-out';

/** Buyers validate against the DTD they accept; 1.2.014 is within every range Ariba lists. */
const PROLOG =
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  '<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">\n';

/**
 * Quantities may be fractional (2.5 m of cable); six places are more than any Odoo unit of
 * measure keeps, so nothing Odoo stored is rounded away.
 */
const QUANTITY_DECIMALS = 6;

const NOT_XML_CHARS = new RegExp(NOT_XML_CHAR.source, 'gu');

/** Keeps a stray control character in an Odoo text from making the whole document unreadable. */
function xmlSafe(value: unknown): unknown {
  return typeof value === 'string' ? value.replace(NOT_XML_CHARS, '') : value;
}

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  // The default would write an attribute whose value is "true" without its value.
  suppressBooleanAttributes: false,
  suppressEmptyNode: true,
  processEntities: true,
  tagValueProcessor: (_name, value) => xmlSafe(value),
  attributeValueProcessor: (_name, value) => xmlSafe(value),
});

/** A JSON shape fast-xml-parser turns into XML: `@_x` attributes, `#text` text. */
type XmlObject = { [key: string]: string | XmlObject | XmlObject[] | undefined };

function document(root: XmlObject): string {
  return PROLOG + builder.build({ cXML: root });
}

function envelopeAttributes(envelope: CxmlEnvelope): XmlObject {
  return {
    '@_payloadID': envelope.payloadId,
    '@_timestamp': envelope.timestamp,
    '@_xml:lang': envelope.lang,
  };
}

function credential(party: CxmlCredential): XmlObject {
  return { Credential: { '@_domain': party.domain, Identity: party.identity } };
}

/** The answer to a PunchOutSetupRequest; the start page only goes with a success. */
export function setupResponse(
  envelope: CxmlEnvelope,
  status: { code: number; text: string; detail?: string },
  startUrl: string | null,
): string {
  const response: XmlObject = {
    Status: {
      '@_code': String(status.code),
      '@_text': status.text,
      ...(status.detail ? { '#text': status.detail } : {}),
    },
  };
  if (startUrl !== null && status.code === 200) {
    response.PunchOutSetupResponse = { StartPage: { URL: startUrl } };
  }
  return document({ ...envelopeAttributes(envelope), Response: response });
}

/** `en-US` → `en`: descriptions are in a language; the region adds nothing for a buyer. */
function languageOf(lang: string): string {
  return lang.split('-')[0]?.toLowerCase() || lang;
}

function money(currency: string, amount: number, decimals: number): XmlObject {
  return { Money: { '@_currency': currency, '#text': fixedDecimal(amount, decimals) } };
}

function itemIn(line: PunchoutLine, index: number, cart: PunchoutCart, language: string) {
  return {
    '@_quantity': trimmedDecimal(line.quantity, QUANTITY_DECIMALS),
    '@_lineNumber': String(index + 1),
    ItemID: { SupplierPartID: line.sku, SupplierPartAuxiliaryID: line.productId },
    ItemDetail: {
      UnitPrice: money(cart.currency, line.unitPrice, cart.currencyDecimals),
      Description: { '@_xml:lang': language, '#text': line.description },
      UnitOfMeasure: line.unit,
      // Ariba may refuse an ItemIn without a Classification. When Odoo knows no UNSPSC code the
      // element goes out empty: valid for the DTD (#PCDATA), and the buyer's system asks its
      // user for a commodity code, where an invented code would silently steer the buyer's
      // approvals and accounting to the wrong category.
      Classification: { '@_domain': 'UNSPSC', '#text': line.classification ?? '' },
    },
  } satisfies XmlObject;
}

/**
 * The PunchOutOrderMessage. Carried by the buyer's browser, so it holds no SharedSecret: the
 * buyer's system recognises the session by the BuyerCookie, echoed exactly as received.
 */
export function orderMessage(
  envelope: CxmlEnvelope,
  session: CxmlReturn,
  cart: PunchoutCart,
): string {
  const language = languageOf(envelope.lang);
  return document({
    ...envelopeAttributes(envelope),
    Header: {
      From: credential(session.supplier),
      To: credential(session.buyer),
      Sender: {
        ...credential(session.supplier),
        UserAgent: envelope.userAgent ?? CXML_USER_AGENT,
      },
    },
    Message: {
      ...(session.deploymentMode === 'test' ? { '@_deploymentMode': 'test' } : {}),
      PunchOutOrderMessage: {
        BuyerCookie: session.buyerCookie,
        PunchOutOrderMessageHeader: {
          '@_operationAllowed': session.operationAllowed,
          Total: money(cart.currency, cart.total, cart.currencyDecimals),
        },
        ItemIn: cart.lines.map((line, index) => itemIn(line, index, cart, language)),
      },
    },
  });
}
